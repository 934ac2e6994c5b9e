import Testing
@testable import RefreshKitCore

/// No state name of RefreshKit means something else than the same word in the libraries apps
/// move from. The words and what each means, in RefreshKit's phases, are read from their sources:
/// MJRefresh's `MJRefreshState` (MJRefreshComponent.h), ESPullToRefresh's `ESRefreshViewState`
/// (ESRefreshProtocol.swift; `.loading` in its first versions), SVPullToRefresh's
/// `SVPullToRefreshState` and `SVInfiniteScrollingState`, and `UIRefreshControl.isRefreshing`
/// (UIKit's control has no state enum).
@Suite struct StateNameTests {
    struct Word {
        let library: String
        let name: String
        /// The RefreshKit phases the word covers.
        let means: Set<RefreshPhase>
    }

    static let words: [Word] = [
        Word(library: "MJRefresh", name: "idle", means: [.idle, .revealing]),
        Word(library: "MJRefresh", name: "pulling", means: [.armed]),
        Word(library: "MJRefresh", name: "refreshing", means: [.refreshing]),
        Word(library: "MJRefresh", name: "willRefresh", means: [.refreshing]),
        Word(library: "MJRefresh", name: "noMoreData", means: [.noMoreData]),
        Word(library: "ESPullToRefresh", name: "pullToRefresh", means: [.idle, .revealing]),
        Word(library: "ESPullToRefresh", name: "releaseToRefresh", means: [.armed]),
        Word(library: "ESPullToRefresh", name: "refreshing", means: [.refreshing]),
        Word(library: "ESPullToRefresh", name: "autoRefreshing", means: [.refreshing]),
        Word(library: "ESPullToRefresh", name: "noMoreData", means: [.noMoreData]),
        Word(library: "ESPullToRefresh", name: "loading", means: [.refreshing]),
        Word(library: "SVPullToRefresh", name: "stopped", means: [.idle, .revealing]),
        Word(library: "SVPullToRefresh", name: "triggered", means: [.armed]),
        Word(library: "SVPullToRefresh", name: "loading", means: [.refreshing]),
        Word(library: "UIKit", name: "refreshing", means: [.refreshing]),
    ]

    /// What each of RefreshKit's state names means, in phases.
    static var ours: [(name: String, means: RefreshPhase)] {
        RefreshPhase.allCases.map { ("\($0)", $0) }
            + [LoadMoreState.idle, .loading, .noMoreData, .failed].map { state in
                let phase: RefreshPhase =
                    switch state {
                    case .idle: .idle
                    case .loading: .refreshing
                    case .noMoreData: .noMoreData
                    case .failed: .failed
                    }
                return ("\(state)", phase)
            }
    }

    @Test func noStateNameMeansSomethingElseInAnotherLibrary() {
        for (name, phase) in Self.ours {
            for word in Self.words where word.name.lowercased() == name.lowercased() {
                #expect(
                    word.means.contains(phase),
                    "RefreshKit's .\(name) is \(phase); \(word.library)'s .\(word.name) means \(word.means.sorted { $0.rawValue < $1.rawValue })"
                )
            }
        }
    }

    @Test func theStateNamesAreTheOnesChecked() {
        // A new state name must be added to the check above (and to the Migrating article's table).
        #expect(
            RefreshPhase.allCases.map { "\($0)" } == [
                "idle", "revealing", "armed", "refreshing", "finishing", "noMoreData", "failed",
            ])
    }
}
