// A multiplatform app's SwiftUI file, as its macOS target compiles it (scripts/check-platforms
// macos): RefreshKit's modifiers keep their iOS call shapes there.
import RefreshKit
import SwiftUI

@MainActor
final class Feed: ObservableObject {
    @Published var items = ["One", "Two"]
    @Published var paging = LoadMoreState.idle
    var isLastPage = false

    func reload() async {}
    func loadNextPage() async throws {}
}

@MainActor
struct FeedView: View {
    @StateObject private var feed = Feed()

    var body: some View {
        List(feed.items, id: \.self) { Text($0) }
            .refreshable(.arcSpinner()) { await feed.reload() }
            .loadMore(noMoreData: feed.isLastPage) { try await feed.loadNextPage() }
    }
}

@MainActor
struct StaleFeedView: View {
    @StateObject private var feed = Feed()

    var body: some View {
        List(feed.items, id: \.self) { Text($0) }
            .refreshable(.classic(), staleAfter: 600, keyboardShortcut: nil) { await feed.reload() }
            .loadMore(state: feed.paging) { try await feed.loadNextPage() }
    }
}

struct RefreshButton: View {
    @Environment(\.refresh) private var refresh

    var body: some View {
        Button("Reload") { Task { await refresh?() } }
    }
}

struct FeedApp: App {
    var body: some Scene {
        WindowGroup { FeedView() }
    }
}
