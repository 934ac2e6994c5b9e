extension Indicators {
    /// MJRefresh's GIF header (`MJRefreshGifHeader`): a frame chosen by the pull, then a loop
    /// of frames while refreshing. Frames are bitmaps or scenes; both are drawn centred.
    ///
    /// - idle (and no more data): nothing, so a closed or closing header shows no frame and
    ///   nothing pops back after the finishing fade; with ``Configuration/showsIdleFrame`` (as
    ///   in ``Configuration/mjRefresh``) the first pulling frame (progress 0), as MJRefresh
    ///   shows its idle image at rest.
    /// - pulling: frame `⌊progress × (count − 1)⌋` of ``Configuration/pullingFrames``: the
    ///   first frame at 0, the last only at full progress, rounding down between (so a
    ///   frame holds until the pull fully reaches the next one). MJRefresh computes
    ///   `min(count − 1, ⌊count × percent⌋)`, which reaches the last frame earlier; ours
    ///   makes "last frame" mean "armed".
    /// - armed: the last pulling frame.
    /// - refreshing: frame `⌊time × framesPerSecond⌋ mod count` of
    ///   ``Configuration/refreshingFrames``, a loop.
    /// - finishing: the loop carries on (clock `refreshingDuration + time`) while the frame
    ///   fades out over 0.3 s.
    /// - Reduce Motion: refreshing and finishing hold the first refreshing frame and pulse its
    ///   opacity once per loop (`count / framesPerSecond` seconds); pulling still follows the
    ///   finger.
    ///
    /// An empty frame list draws nothing. A bitmap frame is drawn into a rectangle of
    /// ``Configuration/frameSize`` (or, when nil, its pixel size divided by the display scale,
    /// as a `UIImage` of that scale) centred in the area. A scene frame is composited at its
    /// own size, centred: its items are re-recorded through the translation, keeping their
    /// transforms, opacities and clips. Frames carry their own colours: the tint does not
    /// recolour them.
    public struct ImageSequence: RefreshIndicator {
        /// One frame of the sequence.
        public enum Frame: Hashable, Sendable {
            /// A raster image.
            case bitmap(Bitmap)
            /// A vector scene, composited at its own size.
            case scene(IndicatorScene)
        }

        /// The frames and their timing.
        public struct Configuration: Hashable, Sendable {
            /// The frames chosen by the pull.
            ///
            /// Default: the built-in demo: ``ImageSequence/demoFrames`` for both phases.
            public var pullingFrames: [Frame]
            /// The frames looped while refreshing.
            ///
            /// Default: the built-in demo: ``ImageSequence/demoFrames`` for both phases.
            public var refreshingFrames: [Frame]
            /// The refreshing loop's speed.
            ///
            /// Default: 10 frames per second: MJRefresh's `setImages:forState:` plays a state's images
            /// over `images.count * 0.1` seconds, 0.1 s per frame.
            public var framesPerSecond: Double
            /// The rectangle bitmaps are drawn into, in points, or nil for their natural size.
            ///
            /// Default: nil: bitmaps at their natural size (pixels / display scale), as `UIImageView`.
            public var frameSize: Size?
            /// How long the finishing fade lasts, in seconds.
            ///
            /// Default: 0.3 s, the time the header takes to close.
            package var finishingFadeDuration: Double = 0.3
            /// Whether idle (and no more data) shows the first pulling frame.
            ///
            /// Default: no: nothing at rest, so the closed header is empty and the frame that
            /// faded out while finishing does not come back at full opacity once the header is
            /// idle. ``mjRefresh`` turns it on.
            public var showsIdleFrame: Bool

            /// MJRefresh's `MJRefreshGifHeader` as it behaves: the idle image (the first pulling
            /// frame) stays shown at rest, also right after the finishing fade. Everything else
            /// is the default.
            public static let mjRefresh = Configuration(showsIdleFrame: true)

            /// Every setting at its default, for the drawing's fallbacks.
            package static let defaults = Configuration()

            /// Creates a configuration; with no frames given, the built-in demo plays. Nothing
            /// is checked here; the drawing reads unusable numbers safely.
            ///
            /// - Parameters:
            ///   - pullingFrames: The frames chosen by the pull; ``ImageSequence/demoFrames`` by default.
            ///   - refreshingFrames: The frames looped while refreshing; ``ImageSequence/demoFrames`` by default.
            ///   - framesPerSecond: The refreshing loop's speed; 10 by default.
            ///   - frameSize: The rectangle bitmaps are drawn into, in points, or nil for their natural size.
            ///   - showsIdleFrame: Whether idle shows the first pulling frame; no by default.
            public init(
                pullingFrames: [Frame] = ImageSequence.demoFrames,
                refreshingFrames: [Frame] = ImageSequence.demoFrames,
                framesPerSecond: Double = 10.0,
                frameSize: Size? = nil,
                showsIdleFrame: Bool = false
            ) {
                self.pullingFrames = pullingFrames
                self.refreshingFrames = refreshingFrames
                self.framesPerSecond = framesPerSecond
                self.frameSize = frameSize
                self.showsIdleFrame = showsIdleFrame
            }

            /// One pass of the refreshing loop, `refreshingFrames.count / framesPerSecond`
            /// seconds (0 without frames, or with a speed that is not positive and finite).
            package var loopDuration: Double {
                framesPerSecond.isFinite && framesPerSecond > 0
                    ? Double(refreshingFrames.count) / framesPerSecond : 0
            }
        }

        /// The sequence's configuration.
        public var configuration: Configuration

        /// Creates the sequence.
        ///
        /// - Parameter configuration: Its frames and timing; the built-in demo by default.
        public init(configuration: Configuration = .init()) { self.configuration = configuration }

        /// The pulling frame's index for a progress, `⌊progress × (count − 1)⌋` (progress
        /// clamped to 0…1), or nil without frames.
        ///
        /// - Parameter progress: The pull progress; NaN counts as 0.
        /// - Returns: An index into ``Configuration/pullingFrames``, or nil when it is empty.
        package func pullingFrameIndex(progress: Double) -> Int? {
            let count = configuration.pullingFrames.count
            guard count > 0 else { return nil }
            let index = Int((RKMath.clamp(progress, 0, 1) * Double(count - 1)).rounded(.down))
            return Swift.min(count - 1, index)
        }

        /// The refreshing frame's index `time` seconds into the loop, or nil without frames.
        ///
        /// - Parameter time: Seconds since the loop began; negative or NaN counts as 0.
        /// - Returns: `⌊time × framesPerSecond⌋ mod count` (a moment a nanosecond's worth of a
        ///   frame before a frame's start counts as that frame), an index into
        ///   ``Configuration/refreshingFrames`` (0 when ``Configuration/loopDuration`` is 0), or
        ///   nil when it is empty.
        package func refreshingFrameIndex(at time: Double) -> Int? {
            let count = configuration.refreshingFrames.count
            guard count > 0 else { return nil }
            let fraction = IndicatorGeometry.loopFraction(
                IndicatorGeometry.nonNegative(time),
                period: configuration.loopDuration)
            // A moment within a nanosecond of a frame's start is that frame: `k / fps` computed
            // in floating point must not fall on either side depending on the loop it is in.
            return Swift.min(count - 1, Int((fraction * Double(count) + Self.frameBoundarySlack).rounded(.down)))
        }

        /// How close, in frames, a moment may fall before a frame's start and count as that
        /// frame: a nanosecond's worth, far below a display frame.
        static let frameBoundarySlack = 1e-9

        /// Draws the frame of the moment `context` describes; a moment that draws what the last
        /// one drew returns the same scene.
        ///
        /// - Parameter context: The moment; the tint and background colour are not used.
        /// - Returns: The frame's items (a bitmap's image, or a scene frame's items re-recorded),
        ///   centred in the area (scaled down, whole, when the frame is larger than the area less
        ///   a 2 pt margin); an empty scene without frames or when the area is not positive and
        ///   finite.
        public func scene(for context: IndicatorContext) -> IndicatorScene {
            guard let area = IndicatorGeometry.drawingArea(context) else {
                return IndicatorScene(size: context.size, items: [])
            }
            let c = configuration
            if context.state == .failed {  // the retry cue, so a failed footer always shows it
                return IndicatorCue.retry.alone(in: context, color: context.tintColor ?? context.palette.secondaryLabel)
            }
            var frame: Frame?, opacity = 1.0
            switch context.state {
            case .idle, .noMoreData, .failed:  // failed drew its cue above
                frame = c.showsIdleFrame ? pullingFrameIndex(progress: 0).map { c.pullingFrames[$0] } : nil
            case .revealing:
                frame = pullingFrameIndex(progress: IndicatorGeometry.progress(context)).map { c.pullingFrames[$0] }
            case .armed:
                frame = c.pullingFrames.last
            case .refreshing, .finishing:
                let t = IndicatorGeometry.loopTime(context)
                if context.reduceMotion {
                    frame = c.refreshingFrames.first
                    opacity = IndicatorGeometry.pulse(time: t, period: c.loopDuration)
                } else {
                    frame = refreshingFrameIndex(at: t).map { c.refreshingFrames[$0] }
                }
                if context.state == .finishing {
                    opacity *= IndicatorGeometry.fadeOut(
                        time: IndicatorGeometry.time(context),
                        duration: c.finishingFadeDuration)
                }
            }
            let key = ImageFrameKey(
                area: area, frame: frame, opacity: opacity, displayScale: context.displayScale,
                frameSize: c.frameSize)
            return context.memos.lastValue(ImageFrameKey.self, IndicatorScene.self).value(for: key) {
                Self.draw(frame, opacity: opacity, in: area, context: context, configuration: c)
            }
        }

        /// What one drawn frame depends on: the same key draws the same scene.
        struct ImageFrameKey: Equatable {
            var area: Size
            var frame: Frame?
            var opacity: Double
            var displayScale: Double
            var frameSize: Size?
        }

        private static func draw(
            _ frame: Frame?, opacity: Double, in area: Size, context: IndicatorContext,
            configuration c: Configuration
        ) -> IndicatorScene {
            var builder = IndicatorSceneBuilder(size: area)
            builder.multiplyOpacity(opacity)
            switch frame {
            case .bitmap(let bitmap)?:
                let scale = IndicatorGeometry.positive(context.displayScale, or: 1)
                var size =
                    c.frameSize
                    ?? Size(
                        width: Double(bitmap.width) / scale,
                        height: Double(bitmap.height) / scale)
                // A frame larger than the slot is drawn smaller, whole.
                let fit = IndicatorFit.scale(fitting: size, in: area)
                size = Size(width: size.width * fit, height: size.height * fit)
                builder.draw(bitmap, in: IndicatorGeometry.centeredRect(size, in: area))
            case .scene(let scene)?:
                builder.scale(
                    by: IndicatorFit.scale(fitting: scene.size, in: area), about: IndicatorGeometry.center(of: area))
                let origin = IndicatorGeometry.centeredRect(scene.size, in: area).origin
                Self.composite(scene, at: origin, into: &builder)
            case nil:
                break
            }
            return builder.build()
        }

        /// Re-records `scene`'s items with their origin moved to `origin`: each item's clip
        /// (scene space) is translated, then its transform and opacity apply on top.
        static func composite(_ scene: IndicatorScene, at origin: Point, into builder: inout IndicatorSceneBuilder) {
            for item in scene.items {
                builder.save()
                builder.translate(x: origin.x, y: origin.y)
                if let clip = item.clip { builder.clip(to: clip) }
                builder.concatenate(item.transform)
                builder.multiplyOpacity(item.opacity)
                switch item.content {
                case .fill(let path, let rule): builder.fill(path, with: item.paint, rule: rule)
                case .stroke(let path, let style): builder.stroke(path, with: item.paint, style: style)
                case .image(let bitmap, let rect): builder.draw(bitmap, in: rect)
                }
                builder.restore()
            }
        }
    }
}

extension RefreshIndicator where Self == Indicators.ImageSequence {
    /// MJRefresh's GIF header: `.imageSequence()` plays the built-in demo;
    /// `.imageSequence(.init(pullingFrames: …, refreshingFrames: …))` plays yours.
    ///
    /// - Parameter configuration: Its frames and timing; the built-in demo by default.
    /// - Returns: An ``Indicators/ImageSequence``.
    public static func imageSequence(_ configuration: Indicators.ImageSequence.Configuration = .init()) -> Self {
        Indicators.ImageSequence(configuration: configuration)
    }
}
