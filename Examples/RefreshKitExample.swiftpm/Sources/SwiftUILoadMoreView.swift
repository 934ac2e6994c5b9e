import RefreshKit
import SwiftUI

/// A SwiftUI `List` with both edges: the header reloads the first page; the footer follows the
/// paging state the view owns (`LoadMoreState`): pages of 20 (1 s each), the second one failing
/// once (the footer offers its retry), no more data after the third. The footer holds its room,
/// so "Loading…", "Tap to retry" and "No more data" show below the last row.
@MainActor
struct SwiftUILoadMoreView: View {
    private static let pageSize = 20
    private static let lastPage = 3
    @State private var rows = Self.page(0)
    @State private var pagesLoaded = 1
    @State private var paging = LoadMoreState.idle
    @State private var hasFailedOnce = false

    var body: some View {
        List(rows, id: \.self) { Text($0) }
            .refreshable(.arcSpinner()) {
                try? await Task.sleep(nanoseconds: 1_000_000_000)  // the fake network call
                rows = Self.page(0)
                pagesLoaded = 1
                paging = .idle
            }
            .loadMore(.classic(), state: paging) {
                paging = .loading
                try? await Task.sleep(nanoseconds: 1_000_000_000)  // the fake network call
                if pagesLoaded == 1 && !hasFailedOnce {
                    hasFailedOnce = true
                    paging = .failed
                    return
                }
                rows += Self.page(pagesLoaded)
                pagesLoaded += 1
                paging = pagesLoaded >= Self.lastPage ? .noMoreData : .idle
            }
    }

    private static func page(_ index: Int) -> [String] {
        let first = index * pageSize + 1
        return (first..<first + pageSize).map { "Item \($0)" }
    }
}
