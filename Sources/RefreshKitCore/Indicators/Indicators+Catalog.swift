extension Indicators {
    /// Every built-in style, in the order the tools list them.
    package static let catalog: [IndicatorStyle] = [
        IndicatorStyle(
            name: "barFill",
            summary:
                "A rounded bar and a title: blue rises with the pull; a fill loop that never blinks while refreshing",
            drawsText: true, kind: .indicator { Indicators.BarFill() }),
        IndicatorStyle(
            name: "arcSpinner",
            summary:
                "An arc and a title: appears at half the trigger, closes at 342°, turns with the over-pull, spins 2π/s",
            drawsText: true, kind: .indicator { Indicators.ArcSpinner() }),
        IndicatorStyle(
            name: "progressRing",
            summary: "A circular progress ring and titles, then an activity spinner while refreshing",
            drawsText: true, kind: .indicator { Indicators.ProgressRing() }),
        IndicatorStyle(
            name: "handwriting",
            summary: "\"C'est La Vie\" written stroke by stroke as you pull; a halo sweeps \"La Vie est belle\"",
            drawsText: true, kind: .indicator { Indicators.Handwriting() }),
        IndicatorStyle(
            name: "letterWave",
            summary:
                "The app's name (REFRESH without one; APPCODA in .fixedRainbow), each letter tilts and takes a colour, then all swell",
            drawsText: true, kind: .indicator { Indicators.LetterWave() }),
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

    /// The catalog entry called `name`, or nil.
    ///
    /// - Parameter name: A style's name as the command line spells it (`arcSpinner`); the match
    ///   is exact, case included.
    /// - Returns: The first entry of ``catalog`` with that name, or nil.
    package static func style(named name: String) -> IndicatorStyle? {
        catalog.first { $0.name == name }
    }

    /// A refresh indicator of the catalog by name, with its default configuration (what a
    /// storyboard's `styleName` picks): nil for a name that is no style, or the collapsing header.
    ///
    /// - Parameter name: A style's name (`arcSpinner`), exact.
    /// - Returns: A fresh indicator, or nil.
    package static func indicator(named name: String) -> (any RefreshIndicator)? {
        guard case let .indicator(make)? = style(named: name)?.kind else { return nil }
        return make()
    }

    /// The names ``indicator(named:)`` knows, in the catalog's order.
    package static var indicatorNames: [String] {
        catalog.compactMap { if case .indicator = $0.kind { $0.name } else { nil } }
    }
}
