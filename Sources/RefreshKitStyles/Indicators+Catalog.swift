import RefreshKitBarFill
import RefreshKitCore
import RefreshKitHandwriting
import RefreshKitLetterWave
import RefreshKitProgressRing

extension Indicators {
    /// Every built-in style, in the order the tools list them: the four of their own modules and
    /// ``shippedStyles``.
    package static let catalog: [IndicatorStyle] =
        [
            IndicatorStyle(
                name: "barFill",
                summary:
                    "A rounded bar and a title: blue rises with the pull; a fill loop that never blinks while refreshing",
                drawsText: true, kind: .indicator { Indicators.BarFill() })
        ] + shippedStyles.filter { $0.name == "arcSpinner" }
        + [
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
        ] + shippedStyles.filter { $0.name != "arcSpinner" }

    /// The catalog entry called `name`, or nil.
    ///
    /// - Parameter name: A style's name as the command line spells it (`arcSpinner`); the match
    ///   is exact, case included.
    /// - Returns: The first entry of ``catalog`` with that name, or nil.
    package static func style(named name: String) -> IndicatorStyle? { catalog.style(named: name) }

    /// A refresh indicator of the catalog by name, with its default configuration (what the
    /// tools pick by name): nil for a name that is no style, or the collapsing header.
    ///
    /// - Parameter name: A style's name (`arcSpinner`), exact.
    /// - Returns: A fresh indicator, or nil.
    package static func indicator(named name: String) -> (any RefreshIndicator)? { catalog.indicator(named: name) }

    /// The names ``indicator(named:)`` knows, in the catalog's order.
    package static var indicatorNames: [String] { catalog.indicatorNames }
}
