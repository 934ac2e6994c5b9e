/// An immutable path of moves, lines, quadratic and cubic curves and closes.
// Sendable unchecked, as Apple's: only a `CGMutablePath` changes its elements, on the thread
// building it; a path handed to a layer or another thread is no longer changed.
public class CGPath: Hashable, @unchecked Sendable {
    /// One element.
    enum Element: Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(control: CGPoint, end: CGPoint)
        case cubic(control1: CGPoint, control2: CGPoint, end: CGPoint)
        case close
    }

    var elements: [Element]

    init(elements: [Element]) { self.elements = elements }

    /// Whether it has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// The path with every point moved by `t`.
    func applying(_ t: CGAffineTransform) -> CGPath {
        CGPath(
            elements: elements.map { element in
                switch element {
                case let .move(p): .move(p.applying(t))
                case let .line(p): .line(p.applying(t))
                case let .quad(c, p): .quad(control: c.applying(t), end: p.applying(t))
                case let .cubic(c1, c2, p):
                    .cubic(control1: c1.applying(t), control2: c2.applying(t), end: p.applying(t))
                case .close: .close
                }
            })
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in elements {
            let type: CGPathElementType
            switch element {
            case let .move(p):
                points[0] = p
                type = .moveToPoint
            case let .line(p):
                points[0] = p
                type = .addLineToPoint
            case let .quad(c, p):
                points[0] = c
                points[1] = p
                type = .addQuadCurveToPoint
            case let .cubic(c1, c2, p):
                points[0] = c1
                points[1] = c2
                points[2] = p
                type = .addCurveToPoint
            case .close: type = .closeSubpath
            }
            var value = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &value) { block($0) }
        }
    }

    /// The smallest rectangle holding every point the path passes through (curves' extremes
    /// included, control points not); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        var current = CGPoint.zero
        var start = CGPoint.zero
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        for element in elements {
            switch element {
            case let .move(p):
                add(p)
                current = p
                start = p
            case let .line(p):
                add(current)
                add(p)
                current = p
            case let .quad(c, p):
                add(current)
                add(p)
                for t in Self.quadExtremes(current, c, p) { add(Self.quad(current, c, p, t)) }
                current = p
            case let .cubic(c1, c2, p):
                add(current)
                add(p)
                for t in Self.cubicExtremes(current, c1, c2, p) { add(Self.cubic(current, c1, c2, p, t)) }
                current = p
            case .close:
                current = start
            }
        }
        return box
    }

    static func quad(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }

    /// Where a quadratic curve's x or y turns, inside (0, 1).
    private static func quadExtremes(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, e in
            let den = a - 2 * b + e
            guard den != 0 else { return nil }
            let t = (a - b) / den
            return t > 0 && t < 1 ? t : nil
        }
    }

    /// Where a cubic curve's x or y turns, inside (0, 1).
    private static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint) -> [CGFloat] {
        var out: [CGFloat] = []
        for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
            // The derivative over 3: qa·t² + qb·t + qc.
            let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
            if qa == 0 {
                if qb != 0 { out.append(-qc / qb) }
                continue
            }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { continue }
            let r = disc.squareRoot()
            out += [(-qb + r) / (2 * qa), (-qb - r) / (2 * qa)]
        }
        return out.filter { $0 > 0 && $0 < 1 }
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
