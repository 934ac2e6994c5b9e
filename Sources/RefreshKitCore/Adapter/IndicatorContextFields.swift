/// The fields of an ``IndicatorContext`` besides the moment, the size, the trigger distance and
/// the glyphs, as a set: which of them an indicator's drawing reads, so that a ``LayerPlanKey``
/// leaves out the others (a style that draws no last-updated line compiles nothing again when
/// the last refresh's time changes).
package struct IndicatorContextFields: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The control's edge.
    package static let edge = IndicatorContextFields(rawValue: 1 << 0)
    /// Pixels per point.
    package static let displayScale = IndicatorContextFields(rawValue: 1 << 1)
    /// The tint.
    package static let tintColor = IndicatorContextFields(rawValue: 1 << 2)
    /// The background colour.
    package static let backgroundColor = IndicatorContextFields(rawValue: 1 << 3)
    /// Reduce Motion.
    package static let reduceMotion = IndicatorContextFields(rawValue: 1 << 4)
    /// Light or dark, contrast and level.
    package static let appearance = IndicatorContextFields(rawValue: 1 << 5)
    /// The texts' language.
    package static let locale = IndicatorContextFields(rawValue: 1 << 6)
    /// The last refresh's time.
    package static let lastUpdated = IndicatorContextFields(rawValue: 1 << 7)
    /// The layout direction.
    package static let layoutDirection = IndicatorContextFields(rawValue: 1 << 8)
    /// The text size (Dynamic Type).
    package static let textScale = IndicatorContextFields(rawValue: 1 << 9)

    /// Every field: what an indicator that declares nothing is keyed on.
    package static let all: IndicatorContextFields = [
        .edge, .displayScale, .tintColor, .backgroundColor, .reduceMotion,
        .appearance, .locale, .lastUpdated, .layoutDirection, .textScale,
    ]

    /// The fields `indicator` reads: its declaration (``ContextFieldReading``), else all of them.
    ///
    /// - Parameter indicator: The indicator.
    /// - Returns: The fields its drawing may depend on.
    package static func read(by indicator: any RefreshIndicator) -> IndicatorContextFields {
        (indicator as? any ContextFieldReading)?.contextFieldsRead ?? .all
    }
}

/// An indicator that says which context fields its drawing reads (every built-in style does);
/// one that does not is keyed on all of them.
package protocol ContextFieldReading {
    /// The fields the drawing may depend on; a field left out must never change the drawing.
    var contextFieldsRead: IndicatorContextFields { get }
}
