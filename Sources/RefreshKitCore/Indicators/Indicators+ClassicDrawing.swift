/// How the classic style draws one moment: the background, the title and last-updated lines,
/// and the arrow or the spinner beside them.
extension Indicators.Classic {
    func build(for context: IndicatorContext) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: context.size)
        IndicatorGeometry.drawBackground(context, into: &builder)
        let color = context.tintColor ?? configuration.color(for: context.appearance)
        let center = IndicatorGeometry.center(of: context.size)
        let font = configuration.font
        let title = context.glyphs.layoutIfAvailable(title(for: context), font: font)
        let updated = lastUpdatedLine(for: context).flatMap { context.glyphs.layoutIfAvailable($0, font: font) }

        // The text: one line centred, or two lines around the centre.
        let spacing = IndicatorGeometry.finite(configuration.lineSpacing)
        let titleY = updated == nil ? center.y : center.y - spacing / 2
        func drawLine(_ layout: TextLayout?, at y: Double) {   // no array of lines
            guard let layout else { return }
            builder.fillText(layout, offset: layout.offset(centeringLineAt: Point(x: center.x, y: y)),
                             with: .solid(color), paths: textPaths)
        }
        drawLine(title, at: titleY)
        drawLine(updated, at: center.y + spacing / 2)

        // The arrow or spinner, before the wider line (left, or right when right to left).
        let textWidth = Swift.max(title?.width ?? 0, updated?.width ?? 0)
        let reach = textWidth / 2 + IndicatorGeometry.finite(configuration.labelLeftInset)
        let rightToLeft = context.resolvedLayoutDirection.isRightToLeft
        let mark = Point(x: rightToLeft ? center.x + reach : center.x - reach, y: center.y)
        switch context.state {
        case .idle, .pulling, .armed:
            drawArrow(at: mark, angle: drawnArrowAngle(for: context), color: color, into: &builder)
        case .refreshing:
            drawSpinner(at: mark, time: spinnerTime(context), color: color,
                        reduceMotion: context.reduceMotion, into: &builder)
        case .finishing:
            builder.save()
            builder.multiplyOpacity(finishingOpacity(context))
            drawSpinner(at: mark, time: spinnerTime(context),
                        color: color, reduceMotion: context.reduceMotion, into: &builder)
            builder.restore()
        case .noMoreData, .failed:
            break
        }
        return builder.build()
    }

    /// The arrow pointing down (tip at +y), centred on the origin: a shaft of
    /// ``Configuration/arrowLength`` and a two-barb head reaching
    /// ``Configuration/arrowHeadSize`` back and to each side.
    public var arrowPath: VectorPath {
        let half = configuration.arrowLength / 2, head = configuration.arrowHeadSize
        return VectorPath {
            $0.move(to: Point(x: 0, y: -half))
            $0.line(to: Point(x: 0, y: half))
            $0.move(to: Point(x: -head, y: half - head))
            $0.line(to: Point(x: 0, y: half))
            $0.line(to: Point(x: head, y: half - head))
        }
    }

    func drawArrow(at point: Point, angle: Double, color: RGBAColor, into builder: inout IndicatorSceneBuilder) {
        builder.save()
        builder.translate(x: point.x, y: point.y)
        builder.rotate(by: angle)
        builder.stroke(arrowPath, with: .solid(color),
                       style: StrokeOptions(width: configuration.lineWidth, cap: .round, join: .round))
        builder.restore()
    }

    /// The opacity of spoke `index` (0 at 12 o'clock, clockwise) `time` seconds in: the
    /// brightest spoke is `floor(time / (period / spokes)) mod spokes`; the ones behind it
    /// fade linearly down to the minimum opacity.
    ///
    /// - Parameters:
    ///   - index: The spoke, taken modulo the spoke count.
    ///   - time: Seconds on the spinner's clock; negative or NaN counts as 0.
    /// - Returns: The opacity, ``Configuration/spinnerMinimumOpacity``…1; 1 for every spoke
    ///   when there is at most one spoke or the period is not positive.
    public func spokeOpacity(_ index: Int, at time: Double) -> Double {
        let spinner = spinnerConfiguration
        guard Indicators.System.spokeCount(spinner) > 1, spinner.cycleDuration > 0 else { return 1 }
        return Indicators.System.tailOpacity(stepsBehind: Indicators.System.headSpoke(at: time, spinner) - index, spinner)
    }

    /// The spinner's timing as the system style's (whose stepping the spokes follow).
    var spinnerConfiguration: Indicators.System.Configuration {
        Indicators.System.Configuration(
            spokeCount: configuration.spokeCount,
            cycleDuration: IndicatorGeometry.nonNegative(configuration.spinnerPeriod),
            tailOpacity: IndicatorGeometry.unit(configuration.spinnerMinimumOpacity))
    }

    func drawSpinner(at point: Point, time: Double, color: RGBAColor, reduceMotion: Bool,
                             into builder: inout IndicatorSceneBuilder) {
        let n = configuration.spokeCount
        guard n > 0 else { return }
        builder.save()
        if reduceMotion { builder.multiplyOpacity(reduceMotionPulse(at: time)) }
        let style = StrokeOptions(width: configuration.lineWidth, cap: .round)
        for index in 0..<n {
            let angle = -RKMath.pi / 2 + 2 * RKMath.pi * Double(index) / Double(n)
            let dx = RKMath.cos(angle), dy = RKMath.sin(angle)
            let r0 = configuration.spokeInnerRadius, r1 = configuration.spokeOuterRadius
            let key = SpokeKey(index: index, count: n, inner: r0, outer: r1, center: point)
            let spoke = spokePaths.path(for: key) {
                VectorPath {
                    $0.move(to: Point(x: point.x + r0 * dx, y: point.y + r0 * dy))
                    $0.line(to: Point(x: point.x + r1 * dx, y: point.y + r1 * dy))
                }
            }
            let opacity = reduceMotion ? 1 : spokeOpacity(index, at: time)
            builder.stroke(spoke, with: .solid(color.withAlphaMultiplied(by: opacity)), style: style)
        }
        builder.restore()
    }
}
