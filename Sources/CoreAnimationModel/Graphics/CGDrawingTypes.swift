import RefreshKitCore
import RefreshKitRender

/// The ends of stroked open sub-paths.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// The corners of strokes.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// How a fill decides what is inside a path.
public enum CGPathFillRule: Int, Sendable {
    case winding, evenOdd
}

/// Whether a linear gradient extends past its ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Paints the start colour before the start point.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Paints the end colour after the end point.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Colours at locations along a gradient's axis, in a colour space (the model's: sRGB).
public final class CGGradient: @unchecked Sendable {  // immutable
    let stops: [GradientStop]

    /// A gradient of `count` colours of four components each at `locations` (evenly spread when
    /// nil); nil when the counts do not match.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?, count: Int
    ) {
        guard count > 0, space.isRGB, components.count >= count * 4, locations.map({ $0.count >= count }) ?? true else {
            return nil
        }
        stops = (0..<count).map { i in
            let c = components[(i * 4)..<(i * 4 + 4)].map(Double.init)
            let location = locations.map { Double($0[i]) } ?? (count > 1 ? Double(i) / Double(count - 1) : 0)
            return GradientStop(location: location, color: RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
        }
    }
}

/// A context's drawing state, saved and restored as a whole.
struct GraphicsState {
    /// User space to device space (pixels, y down).
    var ctm: CGAffineTransform
    /// What the clip lets through: its alpha, in device pixels (nil: everything).
    var clip: Canvas?
    /// The clip's bounding box in device space (nil: the whole context).
    var clipBox: CGRect?
    var alpha: CGFloat = 1
    var fillColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    var strokeColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10

    init(ctm: CGAffineTransform) { self.ctm = ctm }

    /// The stroke as the core describes it.
    var strokeOptions: StrokeOptions {
        let cap: StrokeOptions.LineCap = lineCap == .round ? .round : lineCap == .square ? .square : .butt
        let join: StrokeOptions.LineJoin = lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter
        return StrokeOptions(width: Double(lineWidth), cap: cap, join: join, miterLimit: Double(miterLimit))
    }
}
