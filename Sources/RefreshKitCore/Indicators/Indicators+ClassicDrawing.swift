/// How the classic style draws one moment: the background, the title and last-updated lines,
/// and the arrow, the spinner or the retry cue beside them (the check in place of "no more
/// data" when it has no room).
extension Indicators.Classic {
    /// The scene of the moment `context` describes, whose ``DrawingKey`` is `key` (its title,
    /// last-updated line and arrow angle are read from the key, worked out once per frame).
    func build(for context: IndicatorContext, key: DrawingKey) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: context.size)
        IndicatorGeometry.drawBackground(context, into: &builder)
        let color = context.tintColor ?? configuration.color(for: context.appearance)
        let layout = memoizedLayout(
            title: key.title, lastUpdated: key.lastUpdated, context: context)

        // Finishing, everything fades out together: the loading title with the spinner.
        builder.save()
        builder.multiplyOpacity(finishingOpacity(context))
        // The text: one line centred, or two lines around the centre (each left out where it
        // does not fit).
        let paths = context.memos.paths(OffsetTextKey.self)
        func drawLine(_ line: TextLayout?, at center: Point) {  // no array of lines
            guard let line else { return }
            builder.fillText(line, offset: line.offset(centeringLineAt: center), with: .solid(color), paths: paths)
        }
        drawLine(layout.title, at: layout.titleCenter)
        drawLine(layout.updated, at: layout.updatedCenter)

        // The arrow, the spinner or the retry cue, before the wider line (left, or right when
        // right to left); the check alone when "no more data" has no room.
        builder.scale(by: layout.markScale, about: layout.mark)
        let cueSize = 2 * markReach
        switch context.state {
        case _ where layout.markScale <= 0:
            break  // no room at all: no mark
        case .idle, .revealing, .armed:
            // The key's mark is the arrow at its drawn angle in these states.
            if case let .arrow(angle) = key.mark {
                drawArrow(at: layout.mark, angle: angle, color: color, into: &builder)
            }
        case .refreshing, .finishing:
            drawSpinner(
                at: layout.mark, time: spinnerTime(context), color: color,
                reduceMotion: context.reduceMotion, spokes: context.memos.paths(SpokeKey.self), into: &builder)
        case .failed:
            IndicatorCue.retry.draw(center: layout.mark, size: cueSize, color: color, into: &builder)
        case .noMoreData:
            if layout.title == nil {
                IndicatorCue.done.draw(center: layout.mark, size: cueSize, color: color, into: &builder)
            }
        }
        builder.restore()
        return builder.build()
    }

    /// The arrow pointing down (tip at +y), centred on the origin: a shaft of
    /// ``Configuration/arrowLength`` and a two-barb head reaching
    /// ``Configuration/arrowHeadSize`` back and to each side.
    package var arrowPath: VectorPath {
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
        builder.stroke(
            arrowPath, with: .solid(color),
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
    package func spokeOpacity(_ index: Int, at time: Double) -> Double {
        let spinner = spinnerConfiguration
        guard Indicators.System.spokeCount(spinner) > 1, spinner.cycleDuration > 0 else { return 1 }
        return Indicators.System.tailOpacity(
            stepsBehind: Indicators.System.headSpoke(at: time, spinner) - index, spinner)
    }

    /// The spinner's timing as the system style's (whose stepping the spokes follow).
    var spinnerConfiguration: Indicators.System.Configuration {
        var spinner = Indicators.System.Configuration(spokeCount: configuration.spokeCount)
        spinner.cycleDuration = IndicatorGeometry.nonNegative(configuration.spinnerPeriod)
        spinner.tailOpacity = IndicatorGeometry.unit(configuration.spinnerMinimumOpacity)
        return spinner
    }

    func drawSpinner(
        at point: Point, time: Double, color: RGBAColor, reduceMotion: Bool, spokes: PathMemo<SpokeKey>,
        into builder: inout IndicatorSceneBuilder
    ) {
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
            let spoke = spokes.path(for: key) {
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
