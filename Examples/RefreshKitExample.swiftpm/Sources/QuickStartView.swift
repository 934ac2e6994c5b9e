import RefreshKit
import SwiftUI

/// README's SwiftUI quick start, verbatim.
struct QuickStartView: View {
    @State private var items = ["One", "Two", "Three"]

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .refreshable(.arcSpinner()) {
                try? await Task.sleep(nanoseconds: 1_000_000_000)  // your network call
                items.append("Item \(items.count + 1)")
            }
    }
}
