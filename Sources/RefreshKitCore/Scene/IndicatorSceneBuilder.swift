/// Builds a ``IndicatorScene`` with a drawing state, as a `CGContext` does.
///
/// ```swift
/// var builder = IndicatorSceneBuilder(size: Size(width: 40, height: 40))
/// builder.translate(x: 20, y: 20)
/// builder.rotate(by: .pi / 4)
/// builder.stroke(arc, with: .solid(.gray), style: StrokeOptions(width: 2, cap: .round, trimEnd: 0.7))
/// let scene = builder.build()
/// ```
///
/// Each drawing call records an item with the state resolved at that moment (transform from
/// user space to scene space, opacity, clip in scene space), so later state changes never
/// alter earlier items.
///
/// Items that cannot show are skipped: zero opacity, an empty clip, a path without lines or
/// curves, a fully transparent colour, a gradient without stops, a stroke whose width is not
/// positive or whose trim end is not after its start, an image in an empty rectangle.
/// Non-finite numbers never crash: a non-finite transform or opacity drops the items drawn
/// while it holds; a path or rectangle with non-finite coordinates is dropped; colour
/// components and stop locations are clamped to 0…1 (NaN becomes 0); a non-finite miter
/// limit becomes 10, the default; trims are clamped to 0…1 (NaN → 0).
public struct IndicatorSceneBuilder: Sendable {
    /// The drawing state that ``save()`` and ``restore()`` keep.
    private struct State: Sendable {
        var transform = Transform.identity
        var opacity = 1.0
        var clip: Rect?
    }

    /// Room made for items at the first one, so a typical scene's list is allocated once.
    static let initialItemCapacity = 16

    /// The paint recorded for image items, which carry their own colours.
    package static let imagePaint = Paint.solid(.black)

    /// The size of the scene being built.
    public let size: Size
    private var state = State()
    private var stack: [State] = []
    private var items: [IndicatorScene.Item] = []

    /// Creates a builder with the identity transform, opacity 1 and no clip.
    ///
    /// - Parameter size: The size of the scene, in points (the clip does not default to it).
    public init(size: Size) { self.size = size }

    /// Creates a builder with room for `itemCapacity` items, for a style that knows how many it
    /// draws (a scene kept among many, as a plan's samples are, then holds no spare room).
    package init(size: Size, itemCapacity: Int) {
        self.size = size
        items.reserveCapacity(Swift.max(1, itemCapacity))
    }

    // MARK: - State

    /// The current transform from user space to scene space.
    public var transform: Transform { state.transform }
    /// The current opacity, 0…1 (NaN once a non-finite factor was applied).
    public var opacity: Double { state.opacity }
    /// The current clip in scene space, or nil for none.
    public var clip: Rect? { state.clip }
    /// The number of items recorded so far (skipped calls record none).
    package var itemCount: Int { items.count }

    /// Pushes a copy of the drawing state (transform, opacity, clip).
    public mutating func save() { stack.append(state) }

    /// Pops the state pushed by the matching ``save()``. A restore without a save is ignored
    /// (`CGContext` logs and ignores it too).
    public mutating func restore() {
        if let saved = stack.popLast() { state = saved }
    }

    /// Moves the user-space origin: the translation applies first, before the current
    /// transform (as `CGContext.translateBy`).
    ///
    /// - Parameters:
    ///   - x: The horizontal distance, in user-space points.
    ///   - y: The vertical distance, in user-space points (down is positive).
    public mutating func translate(x: Double, y: Double) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    /// Scales user space; applies before the current transform (as `CGContext.scaleBy`).
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public mutating func scale(x: Double, y: Double) {
        state.transform = state.transform.scaledBy(x: x, y: y)
    }

    /// Rotates user space about its origin; applies before the current transform (as
    /// `CGContext.rotate`).
    ///
    /// - Parameter angle: The angle in radians; positive turns clockwise on screen (y down).
    public mutating func rotate(by angle: Double) {
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies `t` before the current transform (as `CGContext.concatenate`).
    ///
    /// - Parameter t: The transform from the new user space to the current one.
    public mutating func concatenate(_ t: Transform) {
        state.transform = t.concatenating(state.transform)
    }

    /// Multiplies the opacity by `factor`, clamped to 0…1. A non-finite factor makes the
    /// opacity NaN, which drops every item until the state is restored.
    ///
    /// - Parameter factor: The factor; values outside 0…1 are clamped into it.
    public mutating func multiplyOpacity(_ factor: Double) {
        state.opacity = factor.isFinite ? state.opacity * RKMath.clamp(factor, 0, 1) : .nan
    }

    /// Intersects the clip with `rect`, given in the current user space. Only axis-aligned
    /// clips exist: the rectangle is mapped to scene space and replaced by the bounding box of
    /// its four mapped corners (exact for translations and scales, larger under a rotation),
    /// then intersected with the current clip. A rectangle with negative size is standardised;
    /// a non-finite one (or transform) makes the clip empty, so nothing draws until restore.
    ///
    /// - Parameter rect: The clip rectangle, in the current user space.
    public mutating func clip(to rect: Rect) {
        let t = state.transform
        let x0 = Swift.min(rect.minX, rect.maxX), x1 = Swift.max(rect.minX, rect.maxX)
        let y0 = Swift.min(rect.minY, rect.maxY), y1 = Swift.max(rect.minY, rect.maxY)
        // The four corners mapped, as scalars (no temporary arrays).
        let p0 = t.apply(Point(x: x0, y: y0)), p1 = t.apply(Point(x: x1, y: y0))
        let p2 = t.apply(Point(x: x1, y: y1)), p3 = t.apply(Point(x: x0, y: y1))
        guard p0.isFinite, p1.isFinite, p2.isFinite, p3.isFinite else {
            state.clip = .zero
            return
        }
        let minX = Swift.min(p0.x, p1.x, p2.x, p3.x), maxX = Swift.max(p0.x, p1.x, p2.x, p3.x)
        let minY = Swift.min(p0.y, p1.y, p2.y, p3.y), maxY = Swift.max(p0.y, p1.y, p2.y, p3.y)
        let box = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        state.clip = state.clip.map { $0.intersection(box) } ?? box
    }

    // MARK: - Drawing

    /// Fills `path` with `paint` using `rule`. Skipped when the path has no line or curve or a
    /// non-finite coordinate, or when the paint cannot show (see the type's rules).
    ///
    /// - Parameters:
    ///   - path: The path, in the current user space.
    ///   - paint: The paint; colours and stop locations are clamped to 0…1.
    ///   - rule: Which points the fill covers; non-zero by default.
    public mutating func fill(_ path: VectorPath, with paint: Paint, rule: FillRule = .nonZero) {
        guard Self.isDrawable(path) else { return }
        fill(drawable: path, with: paint, rule: rule)
    }

    /// ``fill(_:with:rule:)`` for a path already found drawable (``isDrawable(_:)``).
    mutating func fill(drawable path: VectorPath, with paint: Paint, rule: FillRule = .nonZero) {
        guard let paint = Self.sanitized(paint) else { return }
        record(.fill(path, rule), paint: paint)
    }

    /// Fills `path` with one colour (non-zero rule).
    ///
    /// - Parameters:
    ///   - path: The path, in the current user space.
    ///   - color: The colour; components are clamped to 0…1, and a transparent one draws nothing.
    public mutating func fill(_ path: VectorPath, color: RGBAColor) {
        fill(path, with: .solid(color))
    }

    /// Strokes `path` with `paint` as `style` says (trim included). Skipped when the path has
    /// no line or curve or a non-finite coordinate, when the paint cannot show, or when the
    /// width is not positive or the trim leaves nothing (see the type's rules).
    ///
    /// - Parameters:
    ///   - path: The path, in the current user space.
    ///   - paint: The paint; colours and stop locations are clamped to 0…1.
    ///   - style: Width, cap, join, miter limit and trim; the trims are clamped to 0…1 and the
    ///     miter limit raised to at least 1.
    public mutating func stroke(_ path: VectorPath, with paint: Paint, style: StrokeOptions) {
        guard Self.isDrawable(path) else { return }
        stroke(drawable: path, with: paint, style: style)
    }

    /// ``stroke(_:with:style:)`` for a path already found drawable (``isDrawable(_:)``).
    package mutating func stroke(drawable path: VectorPath, with paint: Paint, style: StrokeOptions) {
        guard let paint = Self.sanitized(paint), let style = Self.sanitized(style) else { return }
        record(.stroke(path, style), paint: paint)
    }

    /// Strokes `path` with one colour and a width, other settings at their defaults.
    ///
    /// - Parameters:
    ///   - path: The path, in the current user space.
    ///   - color: The colour; components are clamped to 0…1.
    ///   - width: The line width in user-space points; 1 by default.
    public mutating func stroke(_ path: VectorPath, color: RGBAColor, width: Double = StrokeOptions.defaultWidth) {
        stroke(path, with: .solid(color), style: StrokeOptions(width: width))
    }

    /// Draws `bitmap` scaled into `rect` (in user space); skipped when `rect` has no positive
    /// width and height or a non-finite number.
    ///
    /// - Parameters:
    ///   - bitmap: The image.
    ///   - rect: Where it goes, in the current user space.
    public mutating func draw(_ bitmap: Bitmap, in rect: Rect) {
        guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite,
            !rect.isEmpty
        else { return }
        record(.image(bitmap, rect), paint: Self.imagePaint)
    }

    /// The scene drawn so far; the builder can go on drawing.
    ///
    /// - Returns: A scene of the builder's size with the items recorded so far.
    public func build() -> IndicatorScene { IndicatorScene(size: size, items: items) }

    // MARK: - Helpers

    private mutating func record(_ content: IndicatorScene.Content, paint: Paint) {
        let t = state.transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite,
            state.opacity > 0, state.opacity.isFinite
        else { return }
        if let clip = state.clip, clip.isEmpty { return }
        if items.capacity == 0 { items.reserveCapacity(Self.initialItemCapacity) }
        items.append(
            IndicatorScene.Item(
                content: content, paint: paint, transform: t,
                opacity: state.opacity, clip: state.clip))
    }

    /// Whether `path` can be drawn: it has segments and every number in it is finite.
    static func isDrawable(_ path: VectorPath) -> Bool { path.hasSegments && isFinite(path) }

    private static func isFinite(_ path: VectorPath) -> Bool {
        path.elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let c, let p): return c.isFinite && p.isFinite
            case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
            case .close: return true
            }
        }
    }

    /// The colour with every component clamped to 0…1 (NaN → 0).
    private static func sanitized(_ color: RGBAColor) -> RGBAColor {
        RGBAColor(
            red: RKMath.clamp(color.red, 0, 1), green: RKMath.clamp(color.green, 0, 1),
            blue: RKMath.clamp(color.blue, 0, 1), alpha: RKMath.clamp(color.alpha, 0, 1))
    }

    /// The paint made safe to draw, or nil when it cannot show anything.
    private static func sanitized(_ paint: Paint) -> Paint? {
        switch paint {
        case .solid(let color):
            let color = sanitized(color)
            return color.alpha > 0 ? .solid(color) : nil
        case .linearGradient(var gradient):
            // Stops already in range are kept as they are (no new array).
            if !gradient.stops.allSatisfy({
                $0.location == RKMath.clamp($0.location, 0, 1) && $0.color == sanitized($0.color)
            }) {
                gradient.stops = gradient.stops.map {
                    GradientStop(location: RKMath.clamp($0.location, 0, 1), color: sanitized($0.color))
                }
            }
            guard gradient.stops.contains(where: { $0.color.alpha > 0 }),
                gradient.startPoint.isFinite, gradient.endPoint.isFinite
            else { return nil }
            if let frame = gradient.frame,
                !(frame.origin.isFinite && frame.width.isFinite && frame.height.isFinite)
            {
                return nil
            }
            return .linearGradient(gradient)
        }
    }

    /// The style made safe to draw, or nil when it draws nothing.
    private static func sanitized(_ style: StrokeOptions) -> StrokeOptions? {
        var style = style
        guard style.width.isFinite, style.width > 0 else { return nil }
        style.trimStart = RKMath.clamp(style.trimStart, 0, 1)
        style.trimEnd = RKMath.clamp(style.trimEnd, 0, 1)
        guard style.trimEnd > style.trimStart else { return nil }
        style.miterLimit = style.miterLimit.isFinite ? Swift.max(style.miterLimit, 1) : StrokeOptions.defaultMiterLimit
        return style
    }
}
