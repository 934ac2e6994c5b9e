/// Whether two indicators are the same value, for an owner that is handed its indicator again and
/// again (a SwiftUI body builds it on every evaluation) and must not assign an equal one: that
/// would forget its compiled plans and compile every phase again.
///
/// An indicator that is `Equatable` (every built-in style is `Hashable`) is compared with `==`.
/// One that is not — a custom indicator as the documentation writes it — is compared member by
/// member, as SwiftUI compares a view's stored properties: `Equatable` members with `==`, objects
/// by identity, structures, tuples, optionals, enumerations and arrays by their members. A member
/// that cannot be compared (a closure, a metatype) makes the two different, and so does a value
/// nested deeper than ``depthLimit`` or larger than ``memberLimit`` in all: an owner then assigns
/// the indicator again, which is never wrong, only slower.
package enum IndicatorComparison {
    /// The deepest nesting compared: 8 levels.
    package static let depthLimit = 8
    /// The most members compared in all: 1,024.
    package static let memberLimit = 1024

    /// Whether `a` and `b` are known to be the same value.
    ///
    /// - Parameters:
    ///   - a: One indicator.
    ///   - b: The other.
    /// - Returns: True when they are of one type and equal as described above; false otherwise.
    package static func isSame(_ a: any RefreshIndicator, _ b: any RefreshIndicator) -> Bool {
        var budget = memberLimit
        return same(a, b, depth: 0, budget: &budget)
    }

    private static func same(_ a: Any, _ b: Any, depth: Int, budget: inout Int) -> Bool {
        guard ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) else { return false }
        if let equatable = a as? any Equatable { return equal(equatable, b) }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .class?: return (a as AnyObject) === (b as AnyObject)
        case .struct?, .tuple?, .optional?, .collection?, .enum?: break
        default: return false  // a closure, a metatype, an unordered collection
        }
        guard depth < depthLimit else { return false }
        let ca = Array(ma.children), cb = Array(mb.children)
        guard ca.count == cb.count else { return false }
        budget -= ca.count
        guard budget >= 0 else { return false }
        // An enumeration case without a payload has no members: its name tells the case.
        if ma.displayStyle == .enum, ca.isEmpty { return String(describing: a) == String(describing: b) }
        for (x, y) in zip(ca, cb) {
            guard x.label == y.label, same(x.value, y.value, depth: depth + 1, budget: &budget) else { return false }
        }
        return true
    }

    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
