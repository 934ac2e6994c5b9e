import RefreshKit
import RefreshKitStyles
import SwiftUI

/// A SwiftUI `ScrollView` refreshing with the handwriting style.
@MainActor
struct HandwritingScrollView: View {
    @State private var cards = (1...20).map { "Card \($0)" }

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 12) {
                ForEach(cards, id: \.self) { card in
                    Text(card)
                        .frame(maxWidth: .infinity, minHeight: 80)
                        .background(RoundedRectangle(cornerRadius: 12).fill(.quaternary))
                }
            }
            .padding()
        }
        .refreshable(.handwriting(), configuration: .tall) {
            try? await Task.sleep(nanoseconds: 2_000_000_000)
            cards.shuffle()
        }
    }
}
