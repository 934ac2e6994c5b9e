/// The title a geometric style (`barFill`, `arcSpinner`, `progressRing`) draws beside its
/// indicator, and how: the texts, font, colour and spacing.
///
/// The indicator and the title form one row, centred in the area: the indicator on the left,
/// ``spacing`` points of space, then the title's line box, both centred vertically. Without a
/// title (idle, no more data, or a font that cannot load) the indicator alone is centred.
public struct IndicatorTitle: Hashable, Sendable {
    /// The default font: DejaVu Sans Bold at 14 pt, for the S1 seed's bold system 14 pt.
    public static let defaultFont = FontRequest(family: "DejaVu Sans Bold", size: 14)
    /// The default colour: nil, the palette's secondary label (`UIColor.darkGray`, the S1 seed's
    /// title colour, in light; `#AEAEB2` in dark).
    public static let defaultColor: RGBAColor? = nil
    /// The default space between the indicator and the title: 10 pt, the S0 seed's bar
    /// (20 pt wide, 30 pt left of the title).
    public static let defaultSpacing = 10.0

    /// The texts, or nil (the default) to pick them by `context.locale`
    /// (``IndicatorTitles/forLocale(_:)``).
    public var titles: IndicatorTitles?
    /// The title's font.
    public var font: FontRequest
    /// The title's colour.
    public var color: RGBAColor?
    /// The space between the indicator's box and the title's line box, in points (not finite or
    /// negative counts as 0).
    public var spacing: Double

    /// Creates a title; every argument defaults to the matching `default…` value.
    ///
    /// - Parameters:
    ///   - titles: The texts, or nil to pick them by locale.
    ///   - font: The title's font.
    ///   - color: The title's colour, or nil for the palette's secondary label.
    ///   - spacing: The space between the indicator and the title, in points.
    public init(titles: IndicatorTitles? = nil, font: FontRequest = defaultFont, color: RGBAColor? = defaultColor,
                spacing: Double = defaultSpacing) {
        self.titles = titles; self.font = font; self.color = color; self.spacing = spacing
    }

    /// The text shown at the moment `context` describes.
    ///
    /// - Parameter context: The moment (its state, locale and title overrides).
    /// - Returns: The context's override for the state's phase (finishing falls back to the
    ///   refreshing one) when the state shows a title, else the state's title from ``titles`` or
    ///   the locale's table; nil when the state shows none.
    public func text(for context: IndicatorContext) -> String? {
        guard let title = (titles ?? IndicatorTitles.forLocale(context.locale)).title(for: context.state) else { return nil }
        let phase = context.state.phase
        return context.titleOverrides[phase] ?? (phase == .finishing ? context.titleOverrides[.refreshing] : nil) ?? title
    }

    /// Where the indicator and the title go: the row (indicator `indicatorWidth` wide, spacing,
    /// title) centred in `area`.
    ///
    /// - Parameters:
    ///   - title: The title's settings, or nil for none.
    ///   - indicatorWidth: The indicator's width, in points.
    ///   - context: The moment: state, locale and glyph source.
    ///   - area: The drawing area.
    /// - Returns: The row: the indicator's centre, and the laid-out title if one shows.
    static func row(_ title: IndicatorTitle?, indicatorWidth: Double, context: IndicatorContext,
                    area: Size) -> Row {
        let center = IndicatorGeometry.center(of: area)
        guard let title, let text = title.text(for: context),
              let layout = context.glyphs.layoutIfAvailable(text, font: title.font) else {
            return Row(indicatorCenter: center, layout: nil, titleOffset: .zero, color: .clear)
        }
        let width = IndicatorGeometry.nonNegative(indicatorWidth)
        let spacing = IndicatorGeometry.nonNegative(title.spacing)
        let textWidth = layout.lineBounds.width
        let left = center.x - (width + spacing + textWidth) / 2
        let titleCenter = Point(x: left + width + spacing + textWidth / 2, y: center.y)
        return Row(indicatorCenter: Point(x: left + width / 2, y: center.y), layout: layout,
                   titleOffset: layout.offset(centeringLineAt: titleCenter),
                   color: title.color ?? context.palette.secondaryLabel)
    }

    /// The title alone, where the row puts it beside an indicator `indicatorWidth` wide that is
    /// not drawn (a failed footer: the text says what happened, nothing moves).
    static func titleOnly(_ title: IndicatorTitle?, indicatorWidth: Double, context: IndicatorContext,
                          area: Size) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: area)
        row(title, indicatorWidth: indicatorWidth, context: context, area: area).drawTitle(opacity: 1, into: &builder)
        return builder.build()
    }

    /// An indicator and its title laid out in a row.
    struct Row {
        /// Where the indicator's centre goes.
        var indicatorCenter: Point
        /// The title's glyphs, or nil when no title shows.
        var layout: TextLayout?
        /// The translation of the title's glyphs.
        var titleOffset: Point
        /// The title's colour.
        var color: RGBAColor

        /// Fills the title (if any) at `opacity`, in the builder's current transform.
        ///
        /// - Parameters:
        ///   - opacity: The title's opacity, multiplied into the builder's.
        ///   - builder: The builder the glyphs are filled into.
        func drawTitle(opacity: Double, into builder: inout IndicatorSceneBuilder) {
            guard let layout else { return }
            builder.save()
            builder.multiplyOpacity(opacity)
            builder.fillText(layout, offset: titleOffset, with: .solid(color))
            builder.restore()
        }
    }
}
