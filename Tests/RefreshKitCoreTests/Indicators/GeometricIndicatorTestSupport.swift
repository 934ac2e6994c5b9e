@testable import RefreshKitCore
import RefreshKitTestSupport

/// Helpers for the geometric styles' suites (bar fill, arc spinner, progress ring, system,
/// image sequence), in one namespace so they cannot collide with other suites' helpers.
enum Geo {
    /// The default area: a 390×80 header.
    static let area = Size(width: 390, height: 80)
    /// The default area's centre.
    static let center = Point(x: 195, y: 40)

    /// A context: a 390×80 header and a 64 pt trigger unless told otherwise; the progress is
    /// `pullDistance / trigger` clamped, unless given.
    static func context(
        _ state: RefreshState, pullDistance: Double = 0, progress: Double? = nil,
        overPull: Double = 0, triggerDistance: Double = 64, time: Double = 0,
        refreshingDuration: Double = 0, size: Size = Geo.area, displayScale: Double = 2,
        tintColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil,
        reduceMotion: Bool = false
    ) -> IndicatorContext {
        let progress =
            progress ?? (triggerDistance > 0 ? Swift.min(1, Swift.max(0, pullDistance / triggerDistance)) : 0)
        return IndicatorContext(
            state: state, pullDistance: pullDistance, progress: progress, overPull: overPull,
            triggerDistance: triggerDistance, time: time,
            refreshingDuration: refreshingDuration, size: size, displayScale: displayScale,
            tintColor: tintColor, backgroundColor: backgroundColor,
            reduceMotion: reduceMotion, glyphs: NoGlyphSource())
    }

    /// The item's path (fill or stroke), or nil for an image.
    static func path(_ item: IndicatorScene.Item) -> VectorPath? {
        switch item.content {
        case .fill(let path, _), .stroke(let path, _): path
        case .image: nil
        }
    }

    /// The item's stroke style, or nil for a fill or an image.
    static func strokeStyle(_ item: IndicatorScene.Item) -> StrokeOptions? {
        if case .stroke(_, let style) = item.content { return style }
        return nil
    }

    /// The item's solid colour, or nil for a gradient.
    static func color(_ item: IndicatorScene.Item) -> RGBAColor? {
        if case .solid(let color) = item.paint { return color }
        return nil
    }

    /// The rotation of the item's transform, in −π…π (clockwise on screen).
    static func rotation(_ item: IndicatorScene.Item) -> Double { RKMath.atan2(item.transform.b, item.transform.a) }

    /// The angle of `p` around `center`, in 0..<2π (clockwise on screen from 3 o'clock).
    static func angle(of p: Point, around center: Point = .zero) -> Double {
        let a = RKMath.atan2(p.y - center.y, p.x - center.x)
        return a < 0 ? a + 2 * RKMath.pi : a
    }

    /// Whether two angles agree modulo 2π within `tol`.
    static func sameAngle(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool {
        let d = (a - b).truncatingRemainder(dividingBy: 2 * RKMath.pi)
        return Swift.min(abs(d), 2 * RKMath.pi - abs(d)) <= tol
    }

    /// A path's first and last drawn points.
    static func ends(_ path: VectorPath) -> (start: Point, end: Point) {
        (path.point(atFraction: 0), path.point(atFraction: 1))
    }

    /// Whether two colours agree component-wise within `tol`.
    static func same(_ a: RGBAColor?, _ b: RGBAColor, _ tol: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) <= tol && abs(a.green - b.green) <= tol
            && abs(a.blue - b.blue) <= tol && abs(a.alpha - b.alpha) <= tol
    }
}
