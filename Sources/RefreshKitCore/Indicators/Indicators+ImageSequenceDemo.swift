extension Indicators.ImageSequence {
    /// How many frames the built-in demo has: 12, 1.2 s per loop at MJRefresh's 10 fps.
    package static let demoFrameCount = 12
    /// The size of each demo frame, in points.
    package static let demoFrameSize = Size(width: 40, height: 40)
    /// The demo dot's radius, in points.
    package static let demoDotRadius = 5.0
    /// How high the demo dot bounces above the floor, in points.
    package static let demoBounceHeight = 20.0
    /// Where the demo's floor lies (the resting dot's bottom), from the frame's top, in points.
    package static let demoFloorY = 36.0
    /// The demo dot's colour: the mid grey `#767676`, which has 4.5:1 on white and 4.6:1 on black,
    /// so the demo (whose frames carry their own colours) reads in light and in dark.
    /// (`UIColor.darkGray` had 2.8:1 on black.)
    package static let demoDotColor = RGBAColor(rgb8: 0x76, 0x76, 0x76)
    /// The demo shadow's colour: black at 15 %.
    package static let demoShadowColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.15)
    /// The demo shadow's height, in points.
    package static let demoShadowHeight = 3.0

    /// The built-in demo, so the style shows something with no frames given: one bounce of a
    /// dot over 12 scenes of 40 × 40 pt. In frame `k` the dot is lifted by `20 × sin(π·k / 12)` pt
    /// (0 at frame 0, highest at frame 6, and frame 12 would be frame 0 again, so the loop is
    /// seamless); its shadow on the floor narrows from 1.4 to 0.8 dot diameters as it rises.
    /// Items per frame: the shadow, then the dot (both fills).
    public static let demoFrames: [Frame] = (0..<demoFrameCount).map { .scene(demoFrame($0)) }

    /// Demo frame `index` (see ``demoFrames``).
    static func demoFrame(_ index: Int) -> IndicatorScene {
        let height = sinOfBounce(index)
        let centerX = demoFrameSize.width / 2
        let lift = demoBounceHeight * height
        var builder = IndicatorSceneBuilder(size: demoFrameSize)
        let shadowWidth = 2 * demoDotRadius * (1.4 - 0.6 * height)
        builder.fill(
            VectorPath {
                $0.addEllipse(
                    in: Rect(
                        x: centerX - shadowWidth / 2, y: demoFloorY,
                        width: shadowWidth, height: demoShadowHeight))
            },
            color: demoShadowColor)
        let center = Point(x: centerX, y: demoFloorY - demoDotRadius - lift)
        builder.fill(
            VectorPath {
                $0.addEllipse(
                    in: Rect(
                        x: center.x - demoDotRadius, y: center.y - demoDotRadius,
                        width: 2 * demoDotRadius, height: 2 * demoDotRadius))
            },
            color: demoDotColor)
        return builder.build()
    }

    /// `sin(π·index / demoFrameCount)`: the bounce's height as a fraction, 0…1.
    private static func sinOfBounce(_ index: Int) -> Double {
        RKMath.sin(RKMath.pi * Double(index) / Double(demoFrameCount))
    }
}
