/// A boxed number, as Core Animation's `keyTimes`, `locations` and number keyframes hold them.
// Sendable unchecked: immutable, one `let` of a Sendable value (a class only to be an object, as Foundation's).
public final class NSNumber: Hashable, @unchecked Sendable {
    /// The number.
    public let doubleValue: Double

    /// A box of `value`.
    public init(value: Double) { doubleValue = value }
    /// A box of `value`.
    public convenience init(value: Float) { self.init(value: Double(value)) }
    /// A box of `value`.
    public convenience init(value: Int) { self.init(value: Double(value)) }
    /// A box of `value`: 1 or 0.
    public convenience init(value: Bool) { self.init(value: value ? 1 : 0) }

    /// The number as a `Float`.
    public var floatValue: Float { Float(doubleValue) }
    /// Whether it is not zero.
    public var boolValue: Bool { doubleValue != 0 }

    public static func == (a: NSNumber, b: NSNumber) -> Bool { a.doubleValue == b.doubleValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(doubleValue) }
}
