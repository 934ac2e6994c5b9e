extension LayerState {
    /// The value of the animatable property `keyPath` of a layer of `kind`, or a failure when
    /// that kind has no such property (Core Animation would ignore the animation, so a plan
    /// relying on it would lose it).
    func value(_ keyPath: String, kind: LayerKind) throws(ModelError) -> AnimationValue {
        switch (keyPath, kind) {
        case ("position", _): return .point(position)
        case ("position.x", _): return .number(position.x)
        case ("position.y", _): return .number(position.y)
        case ("bounds", _): return .rect(bounds)
        case ("bounds.size", _): return .size(bounds.size)
        case ("bounds.origin", _): return .point(bounds.origin)
        case ("anchorPoint", _): return .point(anchorPoint)
        case ("transform", _): return .transform(transform)
        case ("transform.rotation.z", _), ("transform.rotation", _):
            return .number(Double(AffineDecomposition(transform.affine)?.rotation ?? 0))
        case ("opacity", _): return .number(Double(opacity))
        case ("hidden", _): return .number(isHidden ? 1 : 0)
        case ("masksToBounds", _): return .number(masksToBounds ? 1 : 0)
        case ("backgroundColor", _): return .color(backgroundColor)
        case ("contents", _):
            guard let image = contents as? CGImage else { throw .unsupported("contents that are not a CGImage") }
            return .image(image)
        case ("path", .shape): return .path(path)
        case ("fillColor", .shape): return .color(fillColor)
        case ("strokeColor", .shape): return .color(strokeColor)
        case ("lineWidth", .shape): return .number(lineWidth)
        case ("miterLimit", .shape): return .number(miterLimit)
        case ("strokeStart", .shape): return .number(strokeStart)
        case ("strokeEnd", .shape): return .number(strokeEnd)
        case ("startPoint", .gradient): return .point(startPoint)
        case ("endPoint", .gradient): return .point(endPoint)
        case ("locations", .gradient): return .numbers(locations?.map(\.doubleValue) ?? [])
        case ("colors", .gradient): return .colors((colors ?? []).compactMap { $0 as? CGColor })
        default: throw .unsupported("an animation of \"\(keyPath)\" on a \(kind) layer, which has no such property")
        }
    }

    /// Sets the animatable property `keyPath` to `value`.
    mutating func set(_ keyPath: String, kind: LayerKind, to value: AnimationValue) throws(ModelError) {
        func mismatch() -> ModelError { .undefined("a value of the wrong kind for \"\(keyPath)\"") }
        switch (keyPath, value) {
        case let ("position", .point(p)): position = p
        case let ("position.x", .number(x)): position.x = x
        case let ("position.y", .number(y)): position.y = y
        case let ("bounds", .rect(r)): bounds = r
        case let ("bounds.size", .size(s)): bounds.size = s
        case let ("bounds.origin", .point(p)): bounds.origin = p
        case let ("anchorPoint", .point(p)): anchorPoint = p
        case let ("transform", .transform(t)): transform = t
        case let ("transform.rotation.z", .number(angle)), let ("transform.rotation", .number(angle)):
            // The rotation part replaced, the translation, scale and shear kept.
            var parts =
                AffineDecomposition(transform.affine)
                ?? AffineDecomposition(translation: .zero, rotation: 0, scaleX: 1, scaleY: 1, shear: 0)
            if !transform.isAffine { throw .unsupported("transform.rotation.z of a 3-D transform") }
            parts.rotation = angle
            transform = CATransform3D(parts.transform)
        case let ("opacity", .number(x)): opacity = Float(x)
        case let ("hidden", .number(x)): isHidden = x != 0
        case let ("masksToBounds", .number(x)): masksToBounds = x != 0
        case let ("backgroundColor", .color(c)): backgroundColor = c
        case let ("contents", .image(i)): contents = i
        case let ("path", .path(p)) where kind == .shape: path = p
        case let ("fillColor", .color(c)) where kind == .shape: fillColor = c
        case let ("strokeColor", .color(c)) where kind == .shape: strokeColor = c
        case let ("lineWidth", .number(x)) where kind == .shape: lineWidth = x
        case let ("miterLimit", .number(x)) where kind == .shape: miterLimit = x
        case let ("strokeStart", .number(x)) where kind == .shape: strokeStart = x
        case let ("strokeEnd", .number(x)) where kind == .shape: strokeEnd = x
        case let ("startPoint", .point(p)) where kind == .gradient: startPoint = p
        case let ("endPoint", .point(p)) where kind == .gradient: endPoint = p
        case let ("locations", .numbers(xs)) where kind == .gradient: locations = xs.map { NSNumber(value: $0) }
        case let ("colors", .colors(cs)) where kind == .gradient: colors = cs
        default:
            _ = try self.value(keyPath, kind: kind)  // an unknown property fails there
            throw mismatch()
        }
    }
}
