#if canImport(UIKit)
import CoreGraphics
import RefreshKitCore
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A ``LinearGradientPaint`` resolved for one painted path, the way RefreshKit's own rasterizer
/// (`RefreshKitRender`) resolves it, so that Core Graphics and SwiftUI draw what the golden
/// images show:
///
/// - the unit start and end points are mapped into `gradient.frame`, or into the painted
///   path's bounds (the whole path, before any trim) when the frame is nil — as
///   `CAGradientLayer.startPoint`/`endPoint` map into the layer's bounds;
/// - stops are sorted by location (stable), and reduced to 0…1: a stop outside is replaced
///   by the colour interpolated at 0 or 1, so the colours at the ends match a ramp sampled
///   over 0…1 exactly;
/// - outside the start…end segment the end colours extend (pad);
/// - no stops paints nothing; a zero-length axis paints the colour at location 0.
struct ResolvedGradient {
    /// The axis, in the item's user space.
    var start: CGPoint
    var end: CGPoint
    /// Stops within 0…1, sorted, at least two.
    var stops: [GradientStop]
    /// When the axis is degenerate: paint this one colour instead.
    var solid: RGBAColor?

    init?(_ gradient: LinearGradientPaint, pathBounds: () -> Rect) {
        let stops = Self.normalized(gradient.stops)
        guard let first = stops.first else { return nil }
        let frame = gradient.frame ?? pathBounds()
        let u0 = Point(
            x: frame.minX + gradient.startPoint.x * frame.width,
            y: frame.minY + gradient.startPoint.y * frame.height)
        let u1 = Point(
            x: frame.minX + gradient.endPoint.x * frame.width,
            y: frame.minY + gradient.endPoint.y * frame.height)
        let dx = u1.x - u0.x, dy = u1.y - u0.y
        let length2 = dx * dx + dy * dy
        start = CGPoint(u0)
        end = CGPoint(u1)
        self.stops = stops
        solid = (length2 > 0 && length2.isFinite) ? nil : first.color
    }

    /// Sorted (stable) stops inside 0…1, with the colours at 0 and 1 made explicit; at least
    /// two stops unless empty.
    static func normalized(_ unsorted: [GradientStop]) -> [GradientStop] {
        let sorted = unsorted.enumerated().filter { !$0.element.location.isNaN }.sorted {
            $0.element.location == $1.element.location
                ? $0.offset < $1.offset : $0.element.location < $1.element.location
        }.map(\.element)
        guard let first = sorted.first, let last = sorted.last else { return [] }
        func color(at t: Double) -> RGBAColor {
            // As the rasterizer's ramp: the last stop at or before t and the first after it.
            var upper = 0
            while upper < sorted.count && sorted[upper].location <= t { upper += 1 }
            if upper == 0 { return first.color }
            if upper == sorted.count { return last.color }
            let a = sorted[upper - 1], b = sorted[upper]
            let span = b.location - a.location
            return span > 0 ? a.color.interpolated(to: b.color, (t - a.location) / span) : b.color
        }
        var result = [GradientStop(location: 0, color: color(at: 0))]
        result += sorted.filter { $0.location > 0 && $0.location < 1 }
        result.append(GradientStop(location: 1, color: color(at: 1)))
        return result
    }

    /// A `CGGradient` in sRGB with the stops' straight colours.
    var cgGradient: CGGradient? {
        guard let space = CGColorSpace(name: CGColorSpace.sRGB) else { return nil }
        var components: [CGFloat] = []
        components.reserveCapacity(stops.count * 4)
        for stop in stops {
            components += [stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha]
        }
        let locations = stops.map { CGFloat($0.location) }
        return CGGradient(
            colorSpace: space, colorComponents: components, locations: locations,
            count: stops.count)
    }
}
#endif
