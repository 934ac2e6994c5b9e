// migration: at most 13 changed lines
import RefreshKit
import SwiftUI

/// A SwiftUI paging list the usual way: a last row that loads the next page when it appears,
/// a spinner while it loads, a Retry button when it failed.
@MainActor struct TimelineView: View {
    @StateObject var model = TimelineModel()

    var body: some View {
        List {
            ForEach(model.posts, id: \.self) { Text($0) }
        }
        .loadMore(state: model.paging) { model.loadNextPage() }
    }
}

/// The app's model: its paging state and a callback-style load.
@MainActor final class TimelineModel: ObservableObject {
    @Published var posts: [String] = []
    @Published var paging = LoadMoreState.idle

    func loadNextPage() {
        paging = .loading
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.posts.append("Post \(self.posts.count + 1)")
            self.paging = self.posts.count > 40 ? .noMoreData : .idle
        }
    }
}
