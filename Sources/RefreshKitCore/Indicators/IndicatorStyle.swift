/// A built-in style as the tools list it: a name, a one-line summary, the size it is drawn at
/// by default, and how to make it.
package struct IndicatorStyle: Sendable {
    /// What the style draws.
    package enum Kind: Sendable {
        /// A refresh indicator, made fresh with its default configuration.
        case indicator(@Sendable () -> any RefreshIndicator)
        /// The collapsing header (drawn by ``CollapsingHeaderScene``, driven by
        /// ``CollapsingHeaderController``).
        case collapsingHeader
    }

    /// The default drawing area of a header: a phone's width by 80 pt.
    package static let defaultSize = Size(width: 390, height: 80)

    /// The name used on the command line (`--style arcSpinner`).
    package let name: String
    /// One line on what it is.
    package let summary: String
    /// The drawing area it is shown at by default, in points.
    package let preferredSize: Size
    /// What it draws.
    package let kind: Kind
    /// Whether it draws text (and so needs a font).
    package let drawsText: Bool

    /// Creates a catalog entry.
    ///
    /// - Parameters:
    ///   - name: The name used on the command line.
    ///   - summary: One line on what it is.
    ///   - preferredSize: The default drawing area, in points; ``defaultSize`` by default.
    ///   - drawsText: Whether it draws text (and so needs a font); false by default.
    ///   - kind: What it draws.
    package init(
        name: String, summary: String, preferredSize: Size = IndicatorStyle.defaultSize,
        drawsText: Bool = false, kind: Kind
    ) {
        self.name = name
        self.summary = summary
        self.preferredSize = preferredSize
        self.drawsText = drawsText
        self.kind = kind
    }
}

extension [IndicatorStyle] {
    /// The first entry called `name` (exact, case included), or nil.
    package func style(named name: String) -> IndicatorStyle? {
        first { $0.name == name }
    }

    /// A fresh refresh indicator of the entry called `name`, with its default configuration: nil
    /// for a name that is no entry, or the collapsing header.
    package func indicator(named name: String) -> (any RefreshIndicator)? {
        guard case let .indicator(make)? = style(named: name)?.kind else { return nil }
        return make()
    }

    /// The names ``indicator(named:)`` knows, in order.
    package var indicatorNames: [String] {
        compactMap { if case .indicator = $0.kind { $0.name } else { nil } }
    }
}
