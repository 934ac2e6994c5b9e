import RefreshKitCore
import RefreshKitStyles

/// How a ``Playground`` starts. Every default is named.
package struct PlaygroundConfiguration: Sendable {
    /// The style shown first: MJRefresh-style `classic`, the one most people know.
    package static let defaultStyle = "classic"
    /// Seconds the fake work of a refresh or a load takes.
    package static let defaultWorkDelay = 2.0
    /// Rows at start, and after a header refresh reloads.
    package static let defaultInitialRows = 30
    /// Rows each footer load appends.
    package static let defaultRowsPerLoad = 20
    /// The most rows the content grows to.
    package static let maximumRows = 100_000
    /// The footer's height: 64 pt, as the standard header's.
    package static let footerHeight = 64.0
    /// A navigation bar's safe area: 47 pt status bar + 44 pt bar.
    package static let navigationBarInset = 91.0
    /// A large title's safe area.
    package static let largeTitleInset = 140.0

    /// The catalog index of the style shown first.
    package var styleIndex: Int
    /// Seconds before the fake work ends.
    package var workDelay: Double
    /// Reduce Motion.
    package var reduceMotion: Bool
    /// The top safe area: 0, ``navigationBarInset`` or ``largeTitleInset``.
    package var safeAreaTop: Double
    /// Whether the collapsing header is shown.
    package var collapsingHeader: Bool
    /// Rows at start.
    package var initialRows: Int
    /// Rows per footer load.
    package var rowsPerLoad: Int
    /// Whether the footer starts with no more data.
    package var noMoreData: Bool

    /// Creates a configuration.
    package init(
        styleIndex: Int = Indicators.catalog.firstIndex { $0.name == PlaygroundConfiguration.defaultStyle } ?? 0,
        workDelay: Double = defaultWorkDelay, reduceMotion: Bool = false, safeAreaTop: Double = 0,
        collapsingHeader: Bool = false, initialRows: Int = defaultInitialRows,
        rowsPerLoad: Int = defaultRowsPerLoad, noMoreData: Bool = false
    ) {
        self.styleIndex = styleIndex
        self.workDelay = workDelay
        self.reduceMotion = reduceMotion
        self.safeAreaTop = safeAreaTop
        self.collapsingHeader = collapsingHeader
        self.initialRows = initialRows
        self.rowsPerLoad = rowsPerLoad
        self.noMoreData = noMoreData
    }
}
