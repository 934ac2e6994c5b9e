import Glibc

/// The C library's functions the model uses, under names that do not clash with callers'.
enum ModelMath {
    static func sin(_ x: Double) -> Double { Glibc.sin(x) }
    static func cos(_ x: Double) -> Double { Glibc.cos(x) }
    static func atan2(_ y: Double, _ x: Double) -> Double { Glibc.atan2(y, x) }
    static func floor(_ x: Double) -> Double { Glibc.floor(x) }
    static let pi = Double.pi
}
