extension VectorPath.Element {
    /// The element with every point mapped through `t`.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The same kind of element with its end and control points transformed
    ///   (`.close` unchanged).
    public func transformed(by t: Transform) -> VectorPath.Element {
        switch self {
        case .move(let p): return .move(t.apply(p))
        case .line(let p): return .line(t.apply(p))
        case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
        case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
        case .close: return .close
        }
    }
}

extension VectorPath {
    /// The path with every point (end and control points) mapped through `t`. Exact: affine
    /// maps carry Béziers to Béziers. A path that relied on the implicit move to the origin
    /// gets that move, transformed, made explicit.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The transformed path; `self` when `t` is exactly the identity.
    public func transformed(by t: Transform) -> VectorPath {
        if t.isIdentity { return self }
        var result: [Element] = []
        result.reserveCapacity(elements.count + 1)
        if let first = elements.first, !first.isMove { result.append(.move(t.apply(.zero))) }
        for element in elements { result.append(element.transformed(by: t)) }
        return VectorPath(elements: result)
    }
}

extension VectorPath.Element {
    /// Whether this is a `.move`.
    package var isMove: Bool {
        if case .move = self { return true }
        return false
    }
}
