import Foundation

/// A boxed number, as Core Animation's `keyTimes`, `locations` and number keyframes hold them:
/// Foundation's.
public typealias NSNumber = Foundation.NSNumber
