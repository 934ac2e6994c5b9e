/// A width and a height.
public struct CGSize: Hashable, Sendable {
    /// The width.
    public var width: CGFloat
    /// The height.
    public var height: CGFloat

    /// A size of `width` × `height`.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// Zero by zero.
    public static let zero = CGSize(width: 0, height: 0)
}
