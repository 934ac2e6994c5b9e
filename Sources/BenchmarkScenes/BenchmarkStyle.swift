import RefreshKitCore
import RefreshKitStyles

/// A built-in style as the benchmark package sees it: its name, and the catalog entry that
/// draws it (tool-only API, reached here).
public struct BenchmarkStyle: Sendable {
    /// The style's name, as `refreshkit render --style` takes it.
    public var name: String { style.name }
    /// The catalog entry.
    let style: IndicatorStyle

    /// Every built-in style, in the catalog's order.
    public static var all: [BenchmarkStyle] { Indicators.catalog.map { BenchmarkStyle(style: $0) } }

    /// The style called `name`, or nil.
    public static func named(_ name: String) -> BenchmarkStyle? {
        Indicators.style(named: name).map { BenchmarkStyle(style: $0) }
    }
}
