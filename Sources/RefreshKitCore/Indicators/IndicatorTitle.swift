/// The title a geometric style (`barFill`, `arcSpinner`, `progressRing`) draws beside its
/// indicator, and how: the texts, font, colour and spacing.
///
/// The indicator and the title form one row, centred in the area: the indicator on the left,
/// ``spacing`` points of space, then the title's line box, both centred vertically. Where the
/// row does not fit inside the area (less a 2 pt margin), the title goes under the indicator,
/// ``spacing`` points below it; where that does not fit either, the title is dropped — whole or
/// not at all, never cut — unless it is the whole message (a failed footer's, or one beside an
/// indicator that draws nothing yet): then it is shortened at a word, set on two lines or smaller
/// first (`TitleFitting`). Without a title (idle, no more data, a font that cannot load, or a
/// slot too small for it) the indicator alone is centred, scaled down if even it does not fit; a
/// failed footer shows a retry arrow in the indicator's place.
public struct IndicatorTitle: Hashable, Sendable {
    /// The default font: DejaVu Sans Bold at 14 pt (the bold system font at 14 pt on iOS).
    @usableFromInline package static let defaultFont = FontRequest(family: "DejaVu Sans Bold", size: 14)
    /// The default colour: nil, the palette's secondary label (`UIColor.darkGray` in light,
    /// `#AEAEB2` in dark).
    @usableFromInline package static let defaultColor: RGBAColor? = nil
    /// The default space between the indicator and the title: 10 pt.
    @usableFromInline package static let defaultSpacing = 10.0

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
    public init(
        titles: IndicatorTitles? = nil, font: FontRequest = defaultFont, color: RGBAColor? = defaultColor,
        spacing: Double = defaultSpacing
    ) {
        self.titles = titles
        self.font = font
        self.color = color
        self.spacing = spacing
    }

    /// The text shown at the moment `context` describes.
    ///
    /// - Parameter context: The moment (its state, locale and title overrides).
    /// - Returns: The context's override for the state's phase (finishing falls back to the
    ///   refreshing one) when the state shows a title, else the state's title from ``titles`` or
    ///   the locale's table; nil when the state shows none.
    public func text(for context: IndicatorContext) -> String? {
        guard let title = (titles ?? IndicatorTitles.table(for: context.language)).title(for: context.state) else {
            return nil
        }
        let phase = context.state.phase
        return context.titleOverrides[phase] ?? (phase == .finishing ? context.titleOverrides[.refreshing] : nil)
            ?? title
    }

    /// Where the indicator and the title go in `area`, the first of these that keeps every
    /// part inside ``IndicatorFit/inner(_:)``: the row (indicator, spacing, title) centred; the
    /// column (the indicator above the title, the same spacing between) centred; the indicator
    /// alone at the centre, the title dropped (never cut), scaled down when even it does not fit.
    ///
    /// - Parameters:
    ///   - title: The title's settings, or nil for none.
    ///   - indicatorSize: The indicator's box, in points (its ink stays inside it).
    ///   - context: The moment: state, locale and glyph source.
    ///   - area: The drawing area.
    ///   - indicatorDraws: Whether the indicator draws anything at this moment; when it does not
    ///     (an arc spinner early in the pull), the title is the whole message and is set as
    ///     ``TitleFitting`` falls back (shortened, two lines, smaller) rather than dropped.
    ///   - prefersColumn: Whether the column (the title under the indicator, as
    ///     `UIRefreshControl` shows its `attributedTitle`) is tried before the row.
    /// - Returns: The layout: the indicator's centre and scale, and the laid-out title if one shows.
    @inline(never)  // one copy of the memo's look-up for every style, not one inlined into each
    package static func row(
        _ title: IndicatorTitle?, indicatorSize: Size, context: IndicatorContext,
        area: Size, indicatorDraws: Bool = true, prefersColumn: Bool = false
    ) -> Row {
        let center = IndicatorGeometry.center(of: area)
        let box = Size(
            width: IndicatorGeometry.nonNegative(indicatorSize.width),
            height: IndicatorGeometry.nonNegative(indicatorSize.height))
        let alone = Row(
            indicatorCenter: center, indicatorScale: IndicatorFit.scale(fitting: box, in: area),
            layout: nil, titleOffset: .zero, color: .clear)
        guard let title, let text = title.text(for: context) else { return alone }
        let key = RowKey(
            text: text, font: title.font, spacing: IndicatorGeometry.nonNegative(title.spacing),
            color: title.color ?? context.palette.secondaryLabel, indicatorBox: box, area: area,
            textScale: context.textScale, glyphs: context.glyphs,
            fallsBack: TitleFitting.fallsBack(in: context.state) || !indicatorDraws, prefersColumn: prefersColumn)
        return context.memos.lastValue(RowKey.self, Row.self).value(for: key) {
            fitted(key) ?? alone
        }
    }

    /// The row `key` describes, centred in its area, the title fitted as the row's documentation
    /// says, or nil when no form of the title fits. It reads nothing but the key, so one key
    /// always fits one row.
    private static func fitted(_ key: RowKey) -> Row? {
        let box = key.indicatorBox, area = key.area, spacing = key.spacing, color = key.color
        let prefersColumn = key.prefersColumn
        let center = IndicatorGeometry.center(of: area)
        // The row (indicator, spacing, the title's line box, centred together), else the column
        // (indicator above, spacing, the title below), for the whole title and then for the
        // shorter, two-line and smaller ones TitleFitting tries.
        let placed = TitleFitting.first(
            key.text, font: key.font, glyphs: key.glyphs, fallingBack: key.fallsBack, textScale: key.textScale
        ) { layout, _ -> Row? in
            let line = layout.lineBounds
            let left = center.x - (box.width + spacing + line.width) / 2
            let rowIndicator = Point(x: left + box.width / 2, y: center.y)
            let rowTitle = layout.offset(
                centeringLineAt: Point(x: left + box.width + spacing + line.width / 2, y: center.y))
            let top = center.y - (box.height + spacing + line.height) / 2
            let columnIndicator = Point(x: center.x, y: top + box.height / 2)
            let columnTitle = layout.offset(
                centeringLineAt: Point(x: center.x, y: top + box.height + spacing + line.height / 2))
            let placements = [(rowIndicator, rowTitle), (columnIndicator, columnTitle)]
            for (indicator, offset) in prefersColumn ? placements.reversed() : placements {
                let indicatorBox = Rect(
                    x: indicator.x - box.width / 2, y: indicator.y - box.height / 2,
                    width: box.width, height: box.height)
                let titleBox = layout.extent.offsetBy(offset)
                if IndicatorFit.fits(indicatorBox, in: area) && IndicatorFit.fits(titleBox, in: area) {
                    return Row(
                        indicatorCenter: indicator, indicatorScale: 1, layout: layout, titleOffset: offset,
                        color: color)
                }
            }
            return nil
        }
        return placed?.placement
    }

    /// A failed footer: the retry cue (``IndicatorCue/retry``) in the indicator's place, a square
    /// as large as the indicator's longer side (at least ``IndicatorCue/minimumSize``), and the
    /// title beside it, as the row lays them out; the cue alone when no title fits, so the retry
    /// always shows.
    package static func retryRow(
        _ title: IndicatorTitle?, indicatorSize: Size, context: IndicatorContext,
        area: Size
    ) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: area)
        // The cue takes a square as large as the indicator's longer side, at least the minimum.
        let side = Swift.max(
            IndicatorGeometry.nonNegative(indicatorSize.width), IndicatorGeometry.nonNegative(indicatorSize.height),
            IndicatorCue.minimumSize)
        let row = row(title, indicatorSize: Size(width: side, height: side), context: context, area: area)
        let color = context.tintColor ?? title?.color ?? context.palette.secondaryLabel
        IndicatorCue.retry.draw(
            center: row.indicatorCenter, size: side * row.indicatorScale, color: color, into: &builder)
        row.drawTitle(opacity: 1, into: &builder)
        return builder.build()
    }

    /// The text the app set for the moment's phase (``IndicatorContext/titleOverrides``; idle
    /// shows the pulling text, finishing the refreshing one), or nil when it set none or an
    /// empty one: the title of a style that has no texts of its own (the system spinner).
    ///
    /// - Parameter context: The moment.
    /// - Returns: A title with that text in every state, or nil.
    static func appTitle(for context: IndicatorContext) -> IndicatorTitle? {
        let phase = context.state.phase
        let fallback: RefreshPhase? =
            switch phase {
            case .idle: .revealing
            case .finishing: .refreshing
            default: nil
            }
        guard let text = context.titleOverrides[phase] ?? fallback.flatMap({ context.titleOverrides[$0] }),
            !text.isEmpty
        else { return nil }
        return IndicatorTitle(titles: IndicatorTitles(pull: text, release: text, loading: text, failed: text))
    }

    /// An indicator and its title laid out in a row.
    package struct Row {
        /// Where the indicator's centre goes.
        package var indicatorCenter: Point
        /// The scale of the indicator about its centre: 1, or less when it alone does not fit.
        package var indicatorScale: Double
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
        ///   - paths: Where the title's moved outline is kept from frame to frame, if anywhere.
        package func drawTitle(
            opacity: Double, into builder: inout IndicatorSceneBuilder, paths: PathMemo<OffsetTextKey>? = nil
        ) {
            guard let layout else { return }
            builder.save()
            builder.multiplyOpacity(opacity)
            if let paths {
                builder.fillText(layout, offset: titleOffset, with: .solid(color), paths: paths)
            } else {
                builder.fillText(layout, offset: titleOffset, with: .solid(color))
            }
            builder.restore()
        }
    }
}
