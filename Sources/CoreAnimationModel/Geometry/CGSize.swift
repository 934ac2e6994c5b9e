import Foundation

/// A width and a height: Foundation's.
public typealias CGSize = Foundation.CGSize
