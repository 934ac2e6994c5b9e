import RefreshKitCore
import RefreshKitStyles

/// What ``DrawingContentionTests`` runs, each by name: every built-in refresh style, the image
/// sequence with an app's own images, an app's wrapper of each built-in style, and the DocC
/// article's custom indicator (``PulsingDotRing``, with the timeline the article declares).
enum ContentionSubjects {
    /// The built-in refresh styles, by their catalog names.
    static var builtIn: [String] {
        Indicators.catalog.compactMap { style in
            if case .indicator = style.kind { style.name } else { nil }
        }
    }

    /// Every subject's name.
    static var names: [String] {
        builtIn + [appImages] + builtIn.map { wrapperPrefix + $0 } + [dotRing]
    }

    static let appImages = "imageSequence with app images"
    static let wrapperPrefix = "app wrapper of "
    static let dotRing = "pulsingDotRing"

    /// A new instance of the subject called `name` (each call makes its own, as an app makes its
    /// indicator), or nil for a name that is none.
    static func make(_ name: String) -> (any RefreshIndicator)? {
        if name == appImages { return Indicators.ImageSequence(configuration: appImageConfiguration) }
        if name == dotRing { return PulsingDotRing() }
        if name.hasPrefix(wrapperPrefix) {
            return builtIn(String(name.dropFirst(wrapperPrefix.count))).map { AppWrapper(wrapped: $0) }
        }
        return builtIn(name)
    }

    private static func builtIn(_ name: String) -> (any RefreshIndicator)? {
        guard case let .indicator(make)? = Indicators.style(named: name)?.kind else { return nil }
        return make()
    }

    /// Four frames of an app's own images: 24×24 squares, one colour each, the edge half
    /// transparent.
    static var appImageConfiguration: Indicators.ImageSequence.Configuration {
        let colours: [(UInt8, UInt8, UInt8)] = [(230, 60, 40), (240, 180, 30), (40, 170, 90), (40, 110, 230)]
        let frames = colours.compactMap { r, g, b -> Indicators.ImageSequence.Frame? in
            var pixels: [UInt8] = []
            for y in 0..<24 {
                for x in 0..<24 {
                    let edge = x == 0 || y == 0 || x == 23 || y == 23
                    let a: UInt16 = edge ? 128 : 255
                    pixels += [
                        UInt8(UInt16(r) * a / 255), UInt8(UInt16(g) * a / 255), UInt8(UInt16(b) * a / 255), UInt8(a),
                    ]
                }
            }
            return Bitmap(width: 24, height: 24, pixels: pixels).map { .bitmap($0) }
        }
        return Indicators.ImageSequence.Configuration(pullingFrames: frames, refreshingFrames: frames)
    }
}

/// An app's own indicator that draws a built-in style as it is, forwarding its timeline and its
/// finishing hold: it keeps every rule of *Writing a custom indicator* (pure, reads only the
/// context and its own values).
struct AppWrapper: RefreshIndicator {
    var wrapped: any RefreshIndicator

    func scene(for context: IndicatorContext) -> IndicatorScene { wrapped.scene(for: context) }

    func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double {
        wrapped.finishingHoldDuration(afterRefreshingFor: elapsed)
    }

    func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        wrapped.timeline(for: phase, context: context)
    }
}
