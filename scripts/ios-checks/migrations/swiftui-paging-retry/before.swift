// migration: at most 13 changed lines
import SwiftUI

/// A SwiftUI paging list the usual way: a last row that loads the next page when it appears,
/// a spinner while it loads, a Retry button when it failed.
@MainActor struct TimelineView: View {
    @StateObject var model = TimelineModel()

    var body: some View {
        List {
            ForEach(model.posts, id: \.self) { Text($0) }
            switch model.paging {
            case .idle: Color.clear.onAppear { model.loadNextPage() }
            case .loading: ProgressView()
            case .failed: Button("Retry") { model.loadNextPage() }
            case .done: Text("No more posts")
            }
        }
    }
}

/// The app's model: its paging state and a callback-style load.
@MainActor final class TimelineModel: ObservableObject {
    enum Paging { case idle, loading, failed, done }
    @Published var posts: [String] = []
    @Published var paging = Paging.idle

    func loadNextPage() {
        paging = .loading
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
            self.posts.append("Post \(self.posts.count + 1)")
            self.paging = self.posts.count > 40 ? .done : .idle
        }
    }
}
