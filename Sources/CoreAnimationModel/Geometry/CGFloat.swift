/// A Core Graphics scalar: a `Double`, as on every 64-bit Apple platform.
public typealias CGFloat = Double

/// Seconds, as Core Foundation counts them.
public typealias CFTimeInterval = Double

/// A Core Foundation string (the names of colour spaces).
public typealias CFString = String
