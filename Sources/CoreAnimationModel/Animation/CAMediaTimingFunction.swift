/// A timing curve. The model plays every animation at linear pace and refuses one that sets a
/// timing function (``ModelError/unsupported(_:)``).
public final class CAMediaTimingFunction {
    public let name: String
    public init(name: String) { self.name = name }
}
