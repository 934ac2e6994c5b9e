import RefreshKitCore

extension Indicators {
    /// The letters of a word in a row — the app's name by default, "APPCODA" in
    /// ``Configuration/fixedRainbow`` — each nodding 45° in its own colour in turn,
    /// then all swelling to 1.5× and back; a cycle always completes.
    ///
    /// - Pulling: the word grows with the pull — it is scaled by the progress about the
    ///   area's centre. Armed: full size, at rest.
    /// - Refreshing: step 1, for each letter in turn, 0.1 s linear to a tilt of π/4 (about the
    ///   letter's centre) while its colour switches to the next one of ``Configuration/colors``,
    ///   then 0.05 s linear back to identity and black. Step 2: 0.35 s linear to scale 1.5 for
    ///   every letter, then 0.25 s back. One cycle: 7 × 0.15 + 0.6 = 1.65 s.
    /// - Colours switch, they do not fade: `UILabel.textColor` is not animatable, so setting it
    ///   in an animation block takes effect at once. The colour index moves on once per
    ///   letter and persists across cycles, so letter `i` of cycle `n` takes colour
    ///   `(n·letters + i) mod colours` (with 7 of each: always colour `i`); it starts at 0 at
    ///   each refresh.
    /// - Finishing: ``finishingHoldDuration(afterRefreshingFor:)`` keeps the header open until
    ///   the current cycle ends; meanwhile the cycle continues (`refreshingDuration + time`),
    ///   after it the letters rest (identity, black).
    /// - The loop starts when refreshing does.
    /// - Right to left (`context.resolvedLayoutDirection`: Arabic, Hebrew, or set): the row
    ///   mirrors as under UIKit's semantic content attribute — the first letter on the right,
    ///   the wave running leftwards, each nod turning the other way.
    /// - Reduce Motion: no tilting or scaling; the word fades in with the pull instead of
    ///   growing, the colours still pass from letter to letter, and step 2 becomes an opacity
    ///   dip to 50 % and back, with the same timing.
    /// - Any slot: the word, nods and swell included, stays inside the area less a 2 pt margin:
    ///   it is scaled down to fit; in a slot taller than wide where they fit larger that way (a
    ///   carousel's leading or trailing control), the letters stand in a column, top to bottom,
    ///   ``Configuration/letterSpacing`` apart.
    public struct LetterWave: RefreshIndicator {
        /// The word, its font, spacing and colours (the wave's timing is the design's, documented
        /// above).
        public struct Configuration: Hashable, Sendable {
            /// The letters, one label each, or nil for the app's name.
            ///
            /// Default: nil: on iOS the app's own name (its bundle's display name,
            /// `CFBundleDisplayName`, else `CFBundleName`), which `RefreshControl` and the SwiftUI
            /// modifiers fill in; where there is none (here, on Linux, in the command-line tool),
            /// "REFRESH". ``fixedRainbow`` spells "APPCODA".
            public var text: String?
            /// The letters' font.
            ///
            /// Default: 17 pt (UILabel's default size), in DejaVu Sans.
            public var font: FontRequest
            /// The gap between neighbouring letters' advance boxes, in points.
            ///
            /// Default: 8 pt, Interface Builder's standard spacing between neighbouring labels.
            public var letterSpacing: Double
            /// The colour at rest, or nil for the palette's label colour (the context's tint
            /// overrides it).
            ///
            /// Default: nil: ``/RefreshKitCore/IndicatorPalette/label``, black in light, white in dark.
            public var restingColor: RGBAColor?
            /// The colour cycle, or nil for the palette's
            /// ``/RefreshKitCore/IndicatorPalette/spectrum``.
            ///
            /// Default: nil: magenta, brown, yellow, red, green, blue, orange, with, in light, the
            /// yellow, green and orange darkened (pure yellow has 1.07:1 on white, green 1.4:1,
            /// orange 2.5:1), and the blue the system blue, `#007AFF` in light and `#0A84FF` in
            /// dark (pure blue has 2.4:1 on black). ``fixedRainbow`` keeps the pure colours.
            public var colors: [RGBAColor]?
            /// The tilt of step 1, in radians (clockwise on screen).
            ///
            /// Default: π/4.
            package var tiltAngle: Double = Double.pi / 4
            /// Seconds to tilt one letter.
            ///
            /// Default: 0.1 s, linear.
            package var tiltDuration: Double = 0.1
            /// Seconds to bring it back.
            ///
            /// Default: 0.05 s, linear.
            package var untiltDuration: Double = 0.05
            /// The scale of step 2.
            ///
            /// Default: 1.5.
            package var swellScale: Double = 1.5
            /// Seconds to swell.
            ///
            /// Default: 0.35 s, linear.
            package var swellDuration: Double = 0.35
            /// Seconds to shrink back.
            ///
            /// Default: 0.25 s, linear.
            package var shrinkDuration: Double = 0.25
            /// The opacity Reduce Motion dips to in step 2.
            ///
            /// Default: 0.5.
            package var reduceMotionDipOpacity: Double = 0.5

            /// The word spelt when ``text`` is nil and the app's name is not known: "REFRESH",
            /// seven letters, so the seven colours still fall one per letter.
            package static let neutralText = "REFRESH"

            /// "APPCODA", black at rest and pure magenta, brown, yellow,
            /// red, green, blue, orange in every appearance (the yellow has 1.07:1 on white).
            public static let fixedRainbow = Configuration(
                text: "APPCODA", restingColor: .black,
                colors: [.magenta, .brown, .yellow, .red, .green, .blue, .orange])

            /// The letters drawn: ``text``, else ``neutralText``.
            package var letters: String { text ?? Self.neutralText }

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration. Nothing is
            /// checked here; negative or NaN durations count as 0.
            ///
            /// - Parameters:
            ///   - text: The letters, one per character, or nil for the app's name (else "REFRESH").
            ///   - font: The letters' font.
            ///   - letterSpacing: The gap between neighbouring letters' advance boxes, in points.
            ///   - restingColor: The colour at rest, or nil for the palette's label colour (the
            ///     context's tint overrides it).
            ///   - colors: The colour cycle, or nil for the palette's spectrum; empty keeps every
            ///     letter in the resting colour.
            public init(
                text: String? = nil, font: FontRequest = FontRequest(size: 17),
                letterSpacing: Double = 8.0,
                restingColor: RGBAColor? = nil,
                colors: [RGBAColor]? = nil
            ) {
                self.text = text
                self.font = font
                self.letterSpacing = letterSpacing
                self.restingColor = restingColor
                self.colors = colors
            }
        }

        /// The configuration.
        public var configuration: Configuration

        /// Creates the style.
        ///
        /// - Parameter configuration: Its text, font, colours and timing; the defaults if left out.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        private var letterCount: Int { configuration.letters.count }
        private var tilt: Double { IndicatorGeometry.nonNegative(configuration.tiltDuration) }
        private var untilt: Double { IndicatorGeometry.nonNegative(configuration.untiltDuration) }
        private var swell: Double { IndicatorGeometry.nonNegative(configuration.swellDuration) }
        private var shrink: Double { IndicatorGeometry.nonNegative(configuration.shrinkDuration) }

        /// Seconds per cycle: letters × (tilt + untilt) + swell + shrink (1.65 s by default);
        /// negative or NaN durations count as 0.
        package var cycleDuration: Double {
            Double(letterCount) * (tilt + untilt) + swell + shrink
        }

        /// The time left to finish the cycle running after `elapsed` seconds of refreshing (0 at
        /// a cycle boundary, and for non-positive or NaN times).
        ///
        /// - Parameter elapsed: Seconds spent refreshing.
        /// - Returns: Seconds, 0 up to (not including) one cycle (0.15 s per letter, then 0.6 s);
        ///   0 when the cycle is empty or `elapsed` is infinite.
        public func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double {
            let period = cycleDuration
            let t = IndicatorGeometry.nonNegative(elapsed)
            guard period > 0, t > 0, t.isFinite else { return 0 }
            let into = t - period * (t / period).rounded(.down)
            return into > 0 ? period - into : 0
        }

        /// Every letter's pose `time` seconds after the loop began (negative or NaN → 0).
        ///
        /// - Parameters:
        ///   - time: Seconds since refreshing began.
        ///   - reduceMotion: Whether to keep the letters upright and unscaled (step 2 dips the
        ///     opacity instead); false by default.
        ///   - appearance: The appearance whose palette gives the colours when
        ///     ``Configuration/colors`` is nil; light by default.
        /// - Returns: One pose per character of ``Configuration/letters``, in order; every pose at
        ///   rest when the cycle is empty.
        package func pose(
            at time: Double, reduceMotion: Bool = false,
            appearance: IndicatorAppearance = .light
        ) -> [LetterPose] {
            let count = letterCount, period = cycleDuration
            var poses = Array(repeating: LetterPose.rest, count: count)
            guard count > 0, period > 0 else { return poses }
            let t = IndicatorGeometry.nonNegative(time)
            let cycle = (t / period).rounded(.down)
            let tau = t - cycle * period
            let slot = tilt + untilt
            let steps = Double(count) * slot
            if tau < steps {
                let index = Swift.min(Int((tau / slot).rounded(.down)), count - 1)
                let u = tau - Double(index) * slot
                var pose = LetterPose.rest
                if u < tilt {
                    pose.angle = configuration.tiltAngle * u / tilt
                    let colors = configuration.colors ?? appearance.palette.spectrum
                    if !colors.isEmpty {
                        // The colour index: one step per letter, every cycle.
                        let step = (cycle * Double(count) + Double(index))
                            .truncatingRemainder(dividingBy: Double(colors.count))
                        pose.color = colors[Int(step)]
                    }
                } else {
                    pose.angle = untilt > 0 ? configuration.tiltAngle * (1 - (u - tilt) / untilt) : 0
                }
                if reduceMotion { pose.angle = 0 }
                poses[index] = pose
            } else {
                let v = tau - steps
                let fraction = v < swell ? v / swell : 1 - (v - swell) / shrink  // Never 0/0: v < period.
                if reduceMotion {
                    let low = IndicatorGeometry.unit(configuration.reduceMotionDipOpacity)
                    for i in poses.indices { poses[i].opacity = 1 - (1 - low) * fraction }
                } else {
                    let scale = 1 + (configuration.swellScale - 1) * fraction
                    for i in poses.indices { poses[i].scale = scale }
                }
            }
            return poses
        }

        /// Draws the moment the context describes.
        ///
        /// - Parameter context: The moment; its tint, when set, replaces the resting colour.
        /// - Returns: The background (if any), then each letter's filled glyphs in its pose,
        ///   the row centred in the area; only the background when idle or at zero pull, and a
        ///   letter the font cannot lay out is left out.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: context.size)
            IndicatorGeometry.drawBackground(context, into: &builder)
            let resting = LetterPose.rest
            var wordScale = 1.0
            var poses: [LetterPose]
            switch context.state {
            case .idle:
                return builder.build()
            case .failed:  // the retry cue, so a failed footer always shows it
                let color = context.tintColor ?? configuration.restingColor ?? context.palette.label
                return IndicatorCue.retry.alone(in: context, color: color)
            case .revealing:
                wordScale = IndicatorGeometry.pullProgress(context)
                poses = Array(repeating: resting, count: letterCount)
            case .armed, .noMoreData:
                poses = Array(repeating: resting, count: letterCount)
            case .refreshing:
                poses = pose(at: context.time, reduceMotion: context.reduceMotion, appearance: context.appearance)
            case .finishing:
                let refreshed = IndicatorGeometry.nonNegative(context.refreshingDuration)
                let time = IndicatorGeometry.nonNegative(context.time)
                if time < finishingHoldDuration(afterRefreshingFor: refreshed) {
                    poses = pose(
                        at: refreshed + time, reduceMotion: context.reduceMotion,
                        appearance: context.appearance)
                } else {
                    poses = Array(repeating: resting, count: letterCount)
                }
            }
            guard wordScale > 0 else { return builder.build() }
            let center = IndicatorGeometry.center(of: context.size)
            let word = arrangement(in: context)
            guard word.scale > 0 else { return builder.build() }  // no room at all
            if context.reduceMotion {
                builder.multiplyOpacity(wordScale)  // The calm pull: fade in, do not grow.
                builder.scale(by: word.scale, about: center)
            } else {
                builder.translate(x: center.x, y: center.y)
                builder.scale(x: wordScale * word.scale, y: wordScale * word.scale)
                builder.translate(x: -center.x, y: -center.y)
            }
            drawLetters(poses, around: center, of: word, context: context, into: &builder)
            return builder.build()
        }

        /// Lays the letters out centred, in a row (mirrored right to left) or a column (top to
        /// bottom), and fills each in its pose.
        private func drawLetters(
            _ poses: [LetterPose], around center: Point, of word: Word,
            context: IndicatorContext, into builder: inout IndicatorSceneBuilder
        ) {
            let column = word.column
            func length(_ layout: TextLayout) -> Double { column ? layout.lineBounds.height : layout.width }
            let spacing = IndicatorGeometry.finite(configuration.letterSpacing)
            var total = 0.0
            for layout in word.layouts { total += layout.map(length) ?? 0 }
            total += spacing * Double(Swift.max(word.layouts.count - 1, 0))
            var position = (column ? center.y : center.x) - total / 2
            let mirrored = context.resolvedLayoutDirection.isRightToLeft
            let resting = context.tintColor ?? configuration.restingColor ?? context.palette.label
            for (index, layout) in word.layouts.enumerated() {
                defer { position += (layout.map(length) ?? 0) + spacing }
                guard let layout, index < poses.count else { continue }
                let pose = poses[index]
                let along = position + length(layout) / 2
                // Right to left, letter i of a row sits where the mirrored row puts it.
                let letterCenter =
                    column
                    ? Point(x: center.x, y: along)
                    : Point(x: mirrored ? 2 * center.x - along : along, y: center.y)
                builder.save()
                builder.multiplyOpacity(pose.opacity)
                builder.translate(x: letterCenter.x, y: letterCenter.y)
                builder.rotate(by: mirrored ? -pose.angle : pose.angle)
                builder.scale(x: pose.scale, y: pose.scale)
                builder.translate(x: -letterCenter.x, y: -letterCenter.y)
                builder.fillText(
                    layout, offset: layout.offset(centeringLineAt: letterCenter),
                    with: .solid(pose.color ?? resting), paths: context.memos.paths(OffsetTextKey.self))
                builder.restore()
            }
        }
    }
}

extension RefreshIndicator where Self == Indicators.LetterWave {
    /// The letter wave, spelling the app's name: `.letterWave()`; `.letterWave(.fixedRainbow)`
    /// spells "APPCODA" in seven fixed colours.
    ///
    /// - Parameter configuration: Its text, font, colours and timing; the defaults if left out.
    /// - Returns: An ``Indicators/LetterWave``.
    public static func letterWave(_ configuration: Indicators.LetterWave.Configuration = .init()) -> Self {
        Indicators.LetterWave(configuration: configuration)
    }
}
