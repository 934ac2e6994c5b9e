/// A keyframe value, read from the objects Core Animation takes (`NSNumber`, `NSValue`,
/// `CGColor`, `CGPath`, `CGImage`, arrays of numbers or colours), with Core Animation's
/// interpolation: numbers, points, sizes and rectangles component by component; transforms by
/// their parts (translation, rotation the short way, scale, shear); colours component by
/// component; paths point by point when their elements match; arrays element by element when
/// their lengths match.
enum AnimationValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case numbers([Double])
    case colors([CGColor])
    case image(CGImage)

    /// The value of `object`, or a failure naming what it is.
    init(_ object: Any?) throws(ModelError) {
        switch object {
        case let n as NSNumber: self = .number(n.doubleValue)
        case let x as Double: self = .number(x)
        case let x as Float: self = .number(Double(x))
        case let x as Int: self = .number(Double(x))
        case let x as Bool: self = .number(x ? 1 : 0)
        case let v as NSValue:
            switch v.payload {
            case let .point(p): self = .point(p)
            case let .size(s): self = .size(s)
            case let .rect(r): self = .rect(r)
            case let .transform(t): self = .transform(t)
            }
        case let c as CGColor: self = .color(c)
        case let p as CGPath: self = .path(p)
        case let i as CGImage: self = .image(i)
        case let array as [Any]:
            if let numbers = array as? [NSNumber] {
                self = .numbers(numbers.map(\.doubleValue))
            } else if let colors = array as? [CGColor] {
                self = .colors(colors)
            } else {
                throw .unsupported("a keyframe array of \(array.map { "\(type(of: $0))" })")
            }
        case nil: throw .undefined("a nil keyframe value")
        case let other?: throw .unsupported("a keyframe value of type \(type(of: other))")
        }
    }

    /// Whether two values are the same (images by identity).
    func same(as other: AnimationValue) -> Bool {
        switch (self, other) {
        case let (.number(a), .number(b)): a == b
        case let (.point(a), .point(b)): a == b
        case let (.size(a), .size(b)): a == b
        case let (.rect(a), .rect(b)): a == b
        case let (.transform(a), .transform(b)): a == b
        case let (.color(a), .color(b)): a == b
        case let (.path(a), .path(b)): a == b
        case let (.numbers(a), .numbers(b)): a == b
        case let (.colors(a), .colors(b)): a == b
        case let (.image(a), .image(b)): a === b
        default: false
        }
    }

    /// The value `f` (0…1) of the way to `other`.
    func interpolated(
        to other: AnimationValue, fraction f: Double, keyPath: String
    ) throws(ModelError) -> AnimationValue {
        if f == 0 { return self }
        if f == 1 { return other }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        switch (self, other) {
        case let (.number(a), .number(b)):
            return .number(mix(a, b))
        case let (.point(a), .point(b)):
            return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(
                CGRect(
                    x: mix(a.origin.x, b.origin.x), y: mix(a.origin.y, b.origin.y),
                    width: mix(a.size.width, b.size.width), height: mix(a.size.height, b.size.height)))
        case let (.transform(a), .transform(b)):
            guard a.isAffine, b.isAffine else { throw .unsupported("interpolating 3-D transforms (\(keyPath))") }
            if a == b { return self }
            guard let da = AffineDecomposition(a.affine), let db = AffineDecomposition(b.affine) else {
                throw .undefined("interpolating a singular transform (\(keyPath))")
            }
            return .transform(CATransform3D(da.interpolated(to: db, fraction: f).transform))
        case let (.color(a?), .color(b?)):
            guard let ca = a.components, let cb = b.components, ca.count == cb.count else {
                throw .undefined("interpolating colours of different spaces (\(keyPath))")
            }
            let c = zip(ca, cb).map { mix($0, $1) }
            return .color(CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: c[3]))
        case let (.path(a?), .path(b?)):
            return .path(try Self.interpolate(a, b, f, keyPath: keyPath))
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { mix($0, $1) })
        case let (.colors(a), .colors(b)) where a.count == b.count:
            var out: [CGColor] = []
            for (x, y) in zip(a, b) {
                guard
                    case let .color(c?) = try AnimationValue.color(x).interpolated(
                        to: .color(y), fraction: f,
                        keyPath: keyPath)
                else { continue }
                out.append(c)
            }
            return .colors(out)
        case (.image, .image):
            throw .unsupported("cross-fading images in a linear keyframe animation (\(keyPath)); use discrete")
        default:
            if same(as: other) { return self }
            throw .undefined("interpolating between values of different kinds or lengths (\(keyPath))")
        }
    }

    /// `value + passes · last`, for a cumulative animation.
    func accumulated(_ last: AnimationValue, passes: Double, keyPath: String) throws(ModelError) -> AnimationValue {
        guard passes != 0 else { return self }
        switch (self, last) {
        case let (.number(a), .number(b)): return .number(a + passes * b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + passes * b.x, y: a.y + passes * b.y))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width + passes * b.width, height: a.height + passes * b.height))
        default: throw .unsupported("a cumulative animation of \(keyPath)")
        }
    }

    private static func interpolate(_ a: CGPath, _ b: CGPath, _ f: Double, keyPath: String) throws(ModelError) -> CGPath
    {
        guard a.elements.count == b.elements.count else {
            throw .undefined("interpolating paths with different numbers of elements (\(keyPath))")
        }
        func p(_ x: CGPoint, _ y: CGPoint) -> CGPoint { CGPoint(x: x.x + (y.x - x.x) * f, y: x.y + (y.y - x.y) * f) }
        var out: [CGPath.Element] = []
        out.reserveCapacity(a.elements.count)
        for (x, y) in zip(a.elements, b.elements) {
            switch (x, y) {
            case let (.move(u), .move(v)): out.append(.move(p(u, v)))
            case let (.line(u), .line(v)): out.append(.line(p(u, v)))
            case let (.quad(c1, e1), .quad(c2, e2)): out.append(.quad(control: p(c1, c2), end: p(e1, e2)))
            case let (.cubic(c1, d1, e1), .cubic(c2, d2, e2)):
                out.append(.cubic(control1: p(c1, c2), control2: p(d1, d2), end: p(e1, e2)))
            case (.close, .close): out.append(.close)
            default: throw .undefined("interpolating paths whose elements differ in kind (\(keyPath))")
            }
        }
        return CGPath(elements: out)
    }
}
