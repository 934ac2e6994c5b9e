import Foundation

/// A Core Graphics scalar: Foundation's, a `Double` inside, as on every 64-bit Apple platform.
/// The model takes Foundation's geometry types on Linux (`CGFloat`, `CGPoint`, `CGSize`,
/// `CGRect`) so that a file importing both Foundation and the model sees one of each.
public typealias CGFloat = Foundation.CGFloat

/// Seconds, as Core Foundation counts them.
public typealias CFTimeInterval = Double

/// A Core Foundation string (the names of colour spaces).
public typealias CFString = String
