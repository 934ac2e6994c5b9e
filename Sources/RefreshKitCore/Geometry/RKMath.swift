#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few libm functions the core needs, behind one name so no file imports a platform module.
package enum RKMath {
    /// π.
    package static let pi = Double.pi
    /// Sine (radians).
    @inlinable package static func sin(_ x: Double) -> Double { _sin(x) }
    /// Cosine (radians).
    @inlinable package static func cos(_ x: Double) -> Double { _cos(x) }
    /// The angle of (x, y) from the x axis, in radians.
    @inlinable package static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
    /// e to the power x.
    @inlinable package static func exp(_ x: Double) -> Double { _exp(x) }
    /// Natural logarithm.
    @inlinable package static func log(_ x: Double) -> Double { _log(x) }
    /// x to the power y.
    @inlinable package static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
    /// Arc cosine, in radians.
    @inlinable package static func acos(_ x: Double) -> Double { _acos(x) }
    /// Tangent (radians).
    @inlinable package static func tan(_ x: Double) -> Double { _tan(x) }

    /// Clamps `x` into `lo…hi`; NaN becomes `lo`.
    @inlinable package static func clamp(_ x: Double, _ lo: Double, _ hi: Double) -> Double {
        if !(x >= lo) { return lo }
        return x > hi ? hi : x
    }
}

@usableFromInline func _sin(_ x: Double) -> Double { sin(x) }
@usableFromInline func _cos(_ x: Double) -> Double { cos(x) }
@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@usableFromInline func _exp(_ x: Double) -> Double { exp(x) }
@usableFromInline func _log(_ x: Double) -> Double { log(x) }
@usableFromInline func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@usableFromInline func _acos(_ x: Double) -> Double { acos(x) }
@usableFromInline func _tan(_ x: Double) -> Double { tan(x) }
