/// A boxed geometry value, as Core Animation's point, rectangle and transform keyframes hold them.
///
/// The model's own, not Foundation's: swift-corelibs-foundation's `NSValue` cannot box a struct
/// it does not know (a `CATransform3D`). A file that imports both Foundation and the model and
/// names `NSValue` must write `CoreAnimationModel.NSValue`.
// Sendable unchecked: immutable, one `let` payload of Sendable values.
public final class NSValue: @unchecked Sendable {
    enum Payload: Equatable {
        case point(CGPoint)
        case size(CGSize)
        case rect(CGRect)
        case transform(CATransform3D)
    }

    let payload: Payload

    init(_ payload: Payload) { self.payload = payload }

    /// A box of a point.
    public convenience init(cgPoint point: CGPoint) { self.init(.point(point)) }
    /// A box of a size.
    public convenience init(cgSize size: CGSize) { self.init(.size(size)) }
    /// A box of a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(.rect(rect)) }
    /// A box of a transform.
    public convenience init(caTransform3D transform: CATransform3D) { self.init(.transform(transform)) }

    /// The point (zero if it holds something else).
    public var cgPointValue: CGPoint { if case let .point(p) = payload { p } else { .zero } }
    /// The rectangle (zero if it holds something else).
    public var cgRectValue: CGRect { if case let .rect(r) = payload { r } else { .zero } }
    /// The transform (the identity if it holds something else).
    public var caTransform3DValue: CATransform3D {
        if case let .transform(t) = payload { t } else { CATransform3DIdentity }
    }
}
