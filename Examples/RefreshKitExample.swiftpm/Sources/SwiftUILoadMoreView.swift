import RefreshKit
import SwiftUI

/// A SwiftUI `List` with both edges: the header reloads the first page, the auto footer loads
/// pages of 20 (1 s each) and says there is no more data after the third — `noMoreData` follows
/// the view's state on every render.
@MainActor
struct SwiftUILoadMoreView: View {
    private static let pageSize = 20
    private static let lastPage = 3
    @State private var rows = Self.page(0)
    @State private var pagesLoaded = 1

    var body: some View {
        List(rows, id: \.self) { Text($0) }
            .refreshable(.arcSpinner()) {
                try? await Task.sleep(nanoseconds: 1_000_000_000)  // the fake network call
                rows = Self.page(0)
                pagesLoaded = 1
            }
            .loadMore(.classic(), mode: .auto, noMoreData: pagesLoaded >= Self.lastPage) {
                try? await Task.sleep(nanoseconds: 1_000_000_000)  // the fake network call
                rows += Self.page(pagesLoaded)
                pagesLoaded += 1
            }
    }

    private static func page(_ index: Int) -> [String] {
        let first = index * pageSize + 1
        return (first..<first + pageSize).map { "Item \($0)" }
    }
}
