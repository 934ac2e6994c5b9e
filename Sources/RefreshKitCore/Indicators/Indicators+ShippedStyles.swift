extension Indicators {
    /// The styles this module holds, as the tools list them: what a storyboard's `styleName` can
    /// pick without the style modules (`RefreshKitStyles` lists every style).
    package static let shippedStyles: [IndicatorStyle] = [
        IndicatorStyle(
            name: "arcSpinner",
            summary:
                "An arc and a title: appears at half the trigger, closes at 342°, turns with the over-pull, spins 2π/s",
            drawsText: true, kind: .indicator { Indicators.ArcSpinner() }),
        IndicatorStyle(
            name: "classic",
            summary: "MJRefresh-style arrow that flips at the trigger, localised titles and last-updated time",
            drawsText: true, kind: .indicator { Indicators.Classic() }),
        IndicatorStyle(
            name: "system", summary: "A UIRefreshControl-like spoked spinner whose spokes appear with the pull",
            kind: .indicator { Indicators.System() }),
        IndicatorStyle(
            name: "systemYellowOnRed",
            summary: "The system spinner in yellow on a red background, `.system(.yellowOnRed)`",
            kind: .indicator { Indicators.System(configuration: .yellowOnRed) }),
        IndicatorStyle(
            name: "imageSequence",
            summary: "MJRefresh's GIF header: frames by progress while pulling, looped while refreshing",
            kind: .indicator { Indicators.ImageSequence() }),
        IndicatorStyle(
            name: "collapsingHeader",
            summary: "A title bar that collapses 88 → 44 pt as the content scrolls and snaps open or shut",
            preferredSize: Size(width: 390, height: CollapsingHeaderController.Configuration.defaultMaxHeight),
            drawsText: true, kind: .collapsingHeader),
    ]

    /// A refresh indicator of ``shippedStyles`` by name, with its default configuration (what a
    /// storyboard's `styleName` picks): nil for a name that is no style here, or the collapsing
    /// header.
    ///
    /// - Parameter name: A style's name (`arcSpinner`), exact.
    /// - Returns: A fresh indicator, or nil.
    package static func shippedIndicator(named name: String) -> (any RefreshIndicator)? {
        shippedStyles.indicator(named: name)
    }

    /// The names ``shippedIndicator(named:)`` knows, in order.
    package static var shippedIndicatorNames: [String] { shippedStyles.indicatorNames }
}
