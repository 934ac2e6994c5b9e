extension RefreshConfiguration {
    /// The height of a load-more footer by default: 50 pt.
    package static let defaultFooterHeight = 50.0

    /// A load-more footer: 50 pt high, loading by itself when the end of the content shows
    /// (``Mode/auto``).
    public static let loadMore = RefreshConfiguration(height: defaultFooterHeight, mode: .auto)

    /// The configuration a control on `edge` gets when the app gives none: ``standard`` for a
    /// header, ``loadMore`` for a footer.
    ///
    /// - Parameter edge: Where the control sits.
    /// - Returns: The default configuration for that edge.
    public static func `default`(for edge: RefreshEdge) -> RefreshConfiguration {
        switch edge {
        case .header: .standard
        case .footer: .loadMore
        }
    }
}

extension RefreshConfiguration {
    /// A load-more footer that holds its room below the last row at rest, as MJRefresh's auto
    /// footers do: 50 pt, loading by itself when the user's scroll brings its end into view
    /// (``Mode/auto``), with "Load more", "No more data" or "Tap to retry" always in view under
    /// the last row (``holdsRoomAtRest``).
    public static let loadMoreHoldingRoom = RefreshConfiguration(
        height: defaultFooterHeight, mode: .auto, holdsRoomAtRest: true)

    /// SwiftUI's `.loadMore` footer: ``loadMoreHoldingRoom`` that also fills the viewport
    /// (``fillsViewport``) — a short list loads at once, without a scroll, and again while its
    /// content changed and its end still shows.
    public static let loadMoreFillingViewport = RefreshConfiguration(
        height: defaultFooterHeight, mode: .auto, holdsRoomAtRest: true, fillsViewport: true)

    /// A load-more footer the user pulls up past the end of the content and releases: 50 pt
    /// high, armed at 50 pt (``Mode/pull``).
    public static let pullToLoadMore = RefreshConfiguration(height: defaultFooterHeight, mode: .pull)
}
