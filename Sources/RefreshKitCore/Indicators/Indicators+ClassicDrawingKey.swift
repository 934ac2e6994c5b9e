extension Indicators.Classic {
    /// What a classic frame depends on: the same key draws the same scene. The arrow holds
    /// still while pulling and the spinner steps a spoke at a time, so consecutive frames
    /// often share a key.
    struct DrawingKey: Equatable {
        enum Mark: Equatable {
            case arrow(angle: Double)
            /// The brightest spoke (−1 when every spoke is as bright), the finishing fade's
            /// opacity, and under Reduce Motion the pulse's (nil otherwise).
            case spinner(head: Int, fade: Double, pulse: Double?)
            case none
        }
        var configuration: Configuration
        var size: Size
        var backgroundColor: RGBAColor?
        var tintColor: RGBAColor?
        var appearance: IndicatorAppearance
        var title: String
        var lastUpdated: String?
        var rightToLeft: Bool
        var textScale: Double
        var glyphs: GlyphSource
        var mark: Mark

        static func == (a: DrawingKey, b: DrawingKey) -> Bool {
            a.glyphs === b.glyphs && a.mark == b.mark && a.size == b.size && a.title == b.title
                && a.lastUpdated == b.lastUpdated && a.rightToLeft == b.rightToLeft && a.textScale == b.textScale
                && a.tintColor == b.tintColor && a.backgroundColor == b.backgroundColor && a.appearance == b.appearance
                && a.configuration == b.configuration
        }
    }

    /// The key of the moment `context` describes.
    func drawingKey(for context: IndicatorContext) -> DrawingKey {
        let mark: DrawingKey.Mark
        switch context.state {
        case .idle, .revealing, .armed:
            mark = .arrow(angle: drawnArrowAngle(for: context))
        case .refreshing, .finishing:
            mark = spinnerMark(
                time: spinnerTime(context), opacity: finishingOpacity(context),
                reduceMotion: context.reduceMotion)
        case .noMoreData, .failed:
            mark = .none
        }
        return DrawingKey(
            configuration: configuration, size: context.size,
            backgroundColor: context.backgroundColor, tintColor: context.tintColor,
            appearance: context.appearance,
            title: title(for: context), lastUpdated: lastUpdatedLine(for: context),
            rightToLeft: context.resolvedLayoutDirection.isRightToLeft, textScale: context.textScale,
            glyphs: context.glyphs, mark: mark)
    }

    /// The spinner's clock: `time` while refreshing, `refreshingDuration + time` while
    /// finishing, so the spinner keeps turning without a jump.
    func spinnerTime(_ context: IndicatorContext) -> Double {
        let time = IndicatorGeometry.nonNegative(context.time)
        guard context.state == .finishing else { return time }
        return IndicatorGeometry.nonNegative(context.refreshingDuration) + time
    }

    /// The spinner's opacity from the finishing fade: 1 until the refresh finishes, then
    /// falling along ``Configuration/finishFadeCurve`` to 0 over
    /// ``Configuration/finishFadeDuration`` (0 at once when that is not positive).
    func finishingOpacity(_ context: IndicatorContext) -> Double {
        guard context.state == .finishing else { return 1 }
        let time = IndicatorGeometry.nonNegative(context.time)
        let fade = configuration.finishFadeDuration
        return 1 - (fade > 0 ? configuration.finishFadeCurve.value(at: time / fade) : 1)
    }

    /// The Reduce Motion pulse `time` seconds in: a raised cosine from 1 down to
    /// ``Configuration/spinnerMinimumOpacity`` and back, once per
    /// ``Configuration/spinnerPeriod`` (constant 1 when the period is not positive).
    func reduceMotionPulse(at time: Double) -> Double {
        let period = IndicatorGeometry.nonNegative(configuration.spinnerPeriod)
        let low = IndicatorGeometry.unit(configuration.spinnerMinimumOpacity)
        let wave = period > 0 ? (1 + RKMath.cos(2 * RKMath.pi * time / period)) / 2 : 1
        return low + (1 - low) * wave
    }

    /// The spinner's part of the key: what `drawSpinner` reads from the time.
    func spinnerMark(time: Double, opacity: Double, reduceMotion: Bool) -> DrawingKey.Mark {
        if reduceMotion {
            return .spinner(head: -1, fade: opacity, pulse: reduceMotionPulse(at: time))
        }
        let spinner = spinnerConfiguration
        let stepping = Indicators.System.spokeCount(spinner) > 1 && spinner.cycleDuration > 0
        return .spinner(head: stepping ? Indicators.System.headSpoke(at: time, spinner) : -1, fade: opacity, pulse: nil)
    }
}
