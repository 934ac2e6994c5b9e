/// Where the classic style puts its lines and its mark (the arrow or the spinner) in a slot of
/// any size.
extension Indicators.Classic {
    /// The places of one moment's parts.
    struct Layout {
        /// The title, when it shows, and where its line box's centre goes.
        var title: TextLayout?
        var titleCenter: Point = .zero
        /// The last-updated line, when it shows, and where its line box's centre goes.
        var updated: TextLayout?
        var updatedCenter: Point = .zero
        /// The mark's centre and its scale (1, or less when the mark alone does not fit).
        var mark: Point
        var markScale: Double = 1
    }

    /// How far the mark's ink reaches from its centre, turned any way: the arrow's half length
    /// or a barb's tip, or the spinner's spokes, plus half the line width.
    var markReach: Double {
        let c = configuration
        let half = abs(IndicatorGeometry.finite(c.arrowLength)) / 2
        let head = IndicatorGeometry.finite(c.arrowHeadSize)
        let barb = ((half - head) * (half - head) + head * head).squareRoot()
        let spokes = Swift.max(
            abs(IndicatorGeometry.finite(c.spokeInnerRadius)), abs(IndicatorGeometry.finite(c.spokeOuterRadius)))
        return Swift.max(half, barb, spokes) + abs(IndicatorGeometry.finite(c.lineWidth)) / 2
    }

    /// The layout of one moment: the title set by ``TitleFitting`` (whole; for a failed footer
    /// and no more data then shortened, on two lines, smaller) in the first arrangement whose parts all stay inside
    /// ``IndicatorFit/inner(_:)`` — MJRefresh's (the lines centred, the mark
    /// ``Configuration/labelLeftInset`` before the wider one) with both lines, then with the title
    /// alone (the last-updated line dropped); the same two with the lines and the mark centred
    /// together as a row — else the mark alone at the centre (for no more data, whose title has
    /// no mark beside it, the check cue). Right to left, the mark goes after the lines. A
    /// two-line title goes without the last-updated line.
    func layout(title text: String?, updated: TextLayout?, context: IndicatorContext) -> Layout {
        let area = context.size
        let center = IndicatorGeometry.center(of: area)
        let reach = markReach
        let alone = Layout(
            mark: center,
            markScale: IndicatorFit.scale(
                fitting: Size(width: 2 * reach, height: 2 * reach),
                in: area))
        guard let text else { return alone }
        // No more data says it in words alone: no mark beside them.
        let hasMark = context.state != .noMoreData
        let spacing = IndicatorGeometry.finite(configuration.lineSpacing)
        let inset = IndicatorGeometry.finite(configuration.labelLeftInset)
        let direction = context.resolvedLayoutDirection.isRightToLeft ? -1.0 : 1.0
        let placed = TitleFitting.first(
            text, font: configuration.font, glyphs: context.glyphs,
            fallingBack: TitleFitting.fallsBack(in: context.state), textScale: context.textScale
        ) { title, lines in
            let lineSets: [TextLayout?] = updated == nil || lines > 1 ? [nil] : [updated, nil]
            for centred in hasMark ? [false, true] : [false] {
                for second in lineSets {
                    let titleY = second == nil ? center.y : center.y - spacing / 2
                    let textWidth = Swift.max(title.width, second?.width ?? 0)
                    // The mark before the wider line; the row's middle, when centred, at the centre.
                    let markOffset = textWidth / 2 + inset
                    let shift = centred ? direction * (markOffset + reach - textWidth / 2) / 2 : 0
                    var layout = Layout(
                        title: title, titleCenter: Point(x: center.x + shift, y: titleY),
                        mark: Point(x: center.x + shift - direction * markOffset, y: center.y))
                    var box = title.extent.offsetBy(title.offset(centeringLineAt: layout.titleCenter))
                    if let second {
                        layout.updated = second
                        layout.updatedCenter = Point(x: center.x + shift, y: center.y + spacing / 2)
                        box = box.union(second.extent.offsetBy(second.offset(centeringLineAt: layout.updatedCenter)))
                    }
                    if hasMark {
                        box = box.union(
                            Rect(
                                x: layout.mark.x - reach, y: layout.mark.y - reach, width: 2 * reach, height: 2 * reach)
                        )
                    }
                    if IndicatorFit.fits(box, in: area) { return layout }
                }
            }
            return nil
        }
        return placed?.placement ?? alone
    }
}
