import RefreshKit
import RefreshKitStyles
import SwiftUI

/// A SwiftUI `List` refreshing with the letter wave (80 pt high, like the other text styles).
@MainActor
struct LetterWaveListView: View {
    @State private var items = (1...30).map { "Row \($0)" }
    @State private var refreshes = 0

    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
        }
        .refreshable(.letterWave(), configuration: .tall) {
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            refreshes += 1
            items.insert("Refresh \(refreshes)", at: 0)
        }
    }
}
