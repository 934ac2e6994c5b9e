/// Builds a ``VectorPath`` command by command, as `CGMutablePath` does.
///
/// ```swift
/// var builder = VectorPathBuilder()
/// builder.addArc(center: Point(x: 20, y: 20), radius: 10,
///                startAngle: 0, endAngle: .pi, clockwise: true)
/// let path = builder.build()
/// ```
///
/// Angles are in radians, 0 at 3 o'clock, and grow clockwise on screen (y down): the arc
/// above runs from the right of the centre, *below* it, to its left.
///
/// Guarantees: the built path always begins with `.move`. A drawing call with no current
/// point first moves to the origin (what renderers assume for a path without a move); a
/// drawing call after ``close()`` starts a new sub-path at the closed one's start point, with
/// an explicit move. Calls with non-finite numbers are ignored.
public struct VectorPathBuilder: Sendable {
    /// The largest angle one cubic segment of an arc spans: 45°, which keeps the radial error
    /// below 5e-6 of the radius (a quarter circle in one cubic would be off by 2.7e-4).
    package static let maximumArcSegmentAngle = RKMath.pi / 4

    /// Room made for elements at the first one: most paths of the built-in styles fit.
    static let initialCapacity = 16

    private var elements: [VectorPath.Element] = []
    /// The start of the current (or just closed) sub-path.
    private var subpathStart: Point?
    /// Whether the last sub-path was closed, so drawing must first move back to its start.
    private var needsMove = false

    /// Where the next segment starts: the end of the last one, the start of a just closed
    /// sub-path, or nil before the first command.
    public private(set) var currentPoint: Point?

    /// Creates an empty builder.
    public init() {}

    /// Creates an empty builder with room for `capacity` elements.
    init(capacity: Int) { elements.reserveCapacity(Swift.max(1, capacity)) }

    /// The cubic segments ``addArc(center:radius:startAngle:endAngle:clockwise:)`` draws for
    /// `sweep` radians (one per ``maximumArcSegmentAngle`` or part of it, at least one).
    static func arcSegmentCount(sweep: Double) -> Int {
        guard sweep.isFinite else { return 1 }
        return Swift.max(1, Int((abs(sweep) / maximumArcSegmentAngle).rounded(.up)))
    }

    /// Creates a builder that continues `path`, as ``addPath(_:transform:)`` adds it.
    ///
    /// - Parameter path: The path to start from; its elements go through the builder's rules
    ///   (non-finite points are dropped, an implied first move is made explicit).
    public init(_ path: VectorPath) { addPath(path) }

    /// Whether nothing has been added yet.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new sub-path at `point`. A move right after a move replaces it (a lone move
    /// draws nothing).
    ///
    /// - Parameter point: The start of the sub-path; ignored unless finite.
    public mutating func move(to point: Point) {
        guard point.isFinite else { return }
        if case .move? = elements.last, !needsMove {
            elements[elements.count - 1] = .move(point)  // A move right after a move replaces it.
        } else {
            append(.move(point))
        }
        subpathStart = point
        currentPoint = point
        needsMove = false
    }

    /// A straight line from the current point to `point`.
    ///
    /// - Parameter point: The end of the line; ignored unless finite.
    public mutating func line(to point: Point) {
        guard point.isFinite else { return }
        beginSegment()
        append(.line(point))
        currentPoint = point
    }

    /// A quadratic Bézier from the current point to `point`; ignored unless both points are
    /// finite.
    ///
    /// - Parameters:
    ///   - point: The end of the curve.
    ///   - control: The control point.
    public mutating func quad(to point: Point, control: Point) {
        guard point.isFinite, control.isFinite else { return }
        beginSegment()
        append(.quad(control, point))
        currentPoint = point
    }

    /// A cubic Bézier from the current point to `point`; ignored unless all three points are
    /// finite.
    ///
    /// - Parameters:
    ///   - point: The end of the curve.
    ///   - control1: The first control point (the tangent at the start).
    ///   - control2: The second control point (the tangent at the end).
    public mutating func cubic(to point: Point, control1: Point, control2: Point) {
        guard point.isFinite, control1.isFinite, control2.isFinite else { return }
        beginSegment()
        append(.cubic(control1, control2, point))
        currentPoint = point
    }

    /// Closes the current sub-path with a line back to its start; the current point becomes
    /// that start. Ignored when no sub-path is open.
    public mutating func close() {
        guard currentPoint != nil, !needsMove, let start = subpathStart else { return }
        append(.close)
        currentPoint = start
        needsMove = true
    }

    /// A circular arc, approximated by cubic segments of at most a quarter of π (45°) each.
    ///
    /// Angles are in radians, 0 at 3 o'clock. `clockwise` means increasing angle, which turns
    /// clockwise on screen (y down): from 0 to π/2 clockwise runs from right of the centre to
    /// below it. The sweep goes from `startAngle` in the chosen direction until it reaches
    /// `endAngle` (modulo 2π); a difference of 2π or more in that direction draws a full
    /// circle. If a sub-path is open, a line joins the current point to the arc's start
    /// (as `CGPath.addArc` does); otherwise the arc starts a new sub-path. A negative or
    /// non-finite radius or angle is ignored; a zero radius adds just the centre point.
    ///
    /// - Parameters:
    ///   - center: The centre of the circle.
    ///   - radius: The radius in points, zero or more.
    ///   - startAngle: Where the arc starts, in radians.
    ///   - endAngle: Where the arc ends, in radians.
    ///   - clockwise: True to sweep towards increasing angles (clockwise on screen), false
    ///     towards decreasing ones.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Double, endAngle: Double,
        clockwise: Bool
    ) {
        guard center.isFinite, radius.isFinite, radius >= 0,
            startAngle.isFinite, endAngle.isFinite
        else { return }
        let sweep = Self.sweep(from: startAngle, to: endAngle, clockwise: clockwise)
        // Each angle's cosine and sine, taken once: for its point and for the tangents of the
        // segments either side of it.
        var cosine = RKMath.cos(startAngle), sine = RKMath.sin(startAngle)
        let first = Point(x: center.x + radius * cosine, y: center.y + radius * sine)
        if currentPoint != nil && !needsMove { line(to: first) } else { move(to: first) }
        guard radius > 0, sweep != 0 else { return }
        let count = Self.arcSegmentCount(sweep: sweep)
        let step = sweep / Double(count)
        // Control distance along the tangent for a circular arc of `step` radians.
        let k = 4.0 / 3.0 * RKMath.tan(step / 4) * radius
        var from = first
        for index in 1...count {
            let next = index == count ? startAngle + sweep : startAngle + step * Double(index)
            let nextCosine = RKMath.cos(next), nextSine = RKMath.sin(next)
            var to = Point(x: center.x + radius * nextCosine, y: center.y + radius * nextSine)
            if index == count && abs(sweep) >= 2 * RKMath.pi { to = first }  // Close exactly.
            let c1 = from + Point(x: -sine, y: cosine) * k
            let c2 = to - Point(x: -nextSine, y: nextCosine) * k
            append(.cubic(c1, c2, to))
            from = to
            cosine = nextCosine
            sine = nextSine
        }
        currentPoint = from
    }

    /// A closed rectangle: top-left, top-right, bottom-right, bottom-left (clockwise on
    /// screen), as `CGPath.addRect`. A rectangle with negative size is standardised first.
    ///
    /// - Parameter rect: The rectangle; ignored when a number in it is not finite.
    public mutating func addRect(_ rect: Rect) {
        let r = Self.standardized(rect)
        guard r.origin.isFinite, r.size.width.isFinite, r.size.height.isFinite else { return }
        move(to: Point(x: r.minX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.minY))
        line(to: Point(x: r.maxX, y: r.maxY))
        line(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// A closed rectangle with circular corners, clockwise on screen from the top edge.
    /// The radius is clamped to 0…half the shorter side; zero gives ``addRect(_:)``.
    ///
    /// - Parameters:
    ///   - rect: The rectangle, standardised first; ignored when a number in it is not finite.
    ///   - cornerRadius: The corners' radius in points (NaN counts as 0).
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let r = Self.standardized(rect)
        guard r.origin.isFinite, r.size.width.isFinite, r.size.height.isFinite else { return }
        let radius = RKMath.clamp(cornerRadius, 0, Swift.min(r.width, r.height) / 2)
        guard radius > 0 else {
            addRect(r)
            return
        }
        let pi = RKMath.pi
        move(to: Point(x: r.minX + radius, y: r.minY))
        addArc(
            center: Point(x: r.maxX - radius, y: r.minY + radius), radius: radius,
            startAngle: -pi / 2, endAngle: 0, clockwise: true)
        addArc(
            center: Point(x: r.maxX - radius, y: r.maxY - radius), radius: radius,
            startAngle: 0, endAngle: pi / 2, clockwise: true)
        addArc(
            center: Point(x: r.minX + radius, y: r.maxY - radius), radius: radius,
            startAngle: pi / 2, endAngle: pi, clockwise: true)
        addArc(
            center: Point(x: r.minX + radius, y: r.minY + radius), radius: radius,
            startAngle: pi, endAngle: 3 * pi / 2, clockwise: true)
        close()
    }

    /// A closed ellipse inscribed in `rect`, starting at its right-most point and running
    /// clockwise on screen, as `CGPath.addEllipse`.
    ///
    /// - Parameter rect: The bounding rectangle, standardised first; ignored when a number in
    ///   it is not finite.
    public mutating func addEllipse(in rect: Rect) {
        let r = Self.standardized(rect)
        guard r.origin.isFinite, r.size.width.isFinite, r.size.height.isFinite else { return }
        let toRect = Transform.scale(x: r.width / 2, y: r.height / 2)
            .concatenating(.translation(x: r.midX, y: r.midY))
        addPath(Self.unitCircle, transform: toRect)
    }

    /// The closed unit circle ``addEllipse(in:)`` maps into its rectangle, built once.
    private static let unitCircle = VectorPath {
        $0.addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * RKMath.pi, clockwise: true)
        $0.close()
    }

    /// Appends `path`'s elements mapped through `transform`. Its first sub-path starts
    /// fresh (its move is kept, or the implied move to its origin is made explicit).
    ///
    /// - Parameters:
    ///   - path: The path to append; an empty path adds nothing.
    ///   - transform: Applied to every point of `path`; identity by default.
    public mutating func addPath(_ path: VectorPath, transform: Transform = .identity) {
        guard let first = path.elements.first else { return }
        if !first.isMove { move(to: transform.apply(.zero)) }
        for element in path.elements {
            switch element.transformed(by: transform) {
            case .move(let p): move(to: p)
            case .line(let p): line(to: p)
            case .quad(let c, let p): quad(to: p, control: c)
            case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
            case .close: close()
            }
        }
    }

    /// The path built so far; the builder can go on adding to it.
    ///
    /// - Returns: The elements added so far, beginning with `.move` when there are any.
    public func build() -> VectorPath { VectorPath(elements: elements) }

    // MARK: - Helpers

    /// Appends an element, making room for ``initialCapacity`` elements at the first one (an
    /// array grown from empty reallocates at 1, 2, 4, 8 and 16 elements).
    private mutating func append(_ element: VectorPath.Element) {
        if elements.capacity == 0 { elements.reserveCapacity(Self.initialCapacity) }
        elements.append(element)
    }

    /// Makes sure a segment has a start: moves to the origin before the first command, or
    /// back to the closed sub-path's start after `close()`.
    private mutating func beginSegment() {
        if currentPoint == nil {
            move(to: .zero)
        } else if needsMove, let start = subpathStart {
            move(to: start)
        }
    }

    /// The signed sweep from `start` to `end` in the given direction, in `-2π…2π`.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let full = 2 * RKMath.pi
        let delta = clockwise ? end - start : start - end
        var sweep: Double
        if delta >= full {
            sweep = full
        } else if delta >= 0 {
            sweep = delta
        } else {
            sweep = delta - full * (delta / full).rounded(.down)  // In 0..<2π.
            if sweep >= full { sweep = 0 }
        }
        return clockwise ? sweep : -sweep
    }

    private static func standardized(_ r: Rect) -> Rect {
        Rect(
            x: Swift.min(r.minX, r.maxX), y: Swift.min(r.minY, r.maxY),
            width: abs(r.width), height: abs(r.height))
    }
}

extension VectorPath {
    /// Builds a path: `VectorPath { $0.addEllipse(in: rect) }`.
    ///
    /// - Parameter build: Called once with an empty ``VectorPathBuilder``; the path is what it
    ///   holds afterwards.
    public init(_ build: (inout VectorPathBuilder) -> Void) {
        var builder = VectorPathBuilder()
        build(&builder)
        self = builder.build()
    }
}
