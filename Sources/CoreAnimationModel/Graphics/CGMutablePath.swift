/// A path built element by element.
// Sendable unchecked, as Apple's: built on one thread, then handed on and no longer changed.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(elements: []) }

    /// Starts a sub-path at `point`.
    public func move(to point: CGPoint) { elements.append(.move(point)) }
    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { elements.append(.line(point)) }
    /// A quadratic curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quad(control: control, end: end)) }
    /// A cubic curve to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.cubic(control1: control1, control2: control2, end: end))
    }
    /// Closes the sub-path.
    public func closeSubpath() { elements.append(.close) }
}
