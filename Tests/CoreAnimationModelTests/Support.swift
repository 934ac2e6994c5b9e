import CoreAnimationModel
import RefreshKitCore

/// A layer's presented value of `keyPath` at media time `t` (numbers only).
func presented(_ layer: CALayer, at t: Double, _ read: (PresentedLayer) -> Double) throws -> Double {
    try read(layer.presentation(atMediaTime: t))
}

/// A number keyframe animation of `keyPath`.
func keyframes(_ keyPath: String, _ values: [Double], keyTimes: [Double]? = nil,
               mode: CAAnimationCalculationMode = .linear, duration: Double = 1, beginTime: Double = 0,
               repeatCount: Float = 0, fillMode: CAMediaTimingFillMode = .removed,
               removedOnCompletion: Bool = false) -> CAKeyframeAnimation {
    let animation = CAKeyframeAnimation(keyPath: keyPath)
    animation.values = values.map { NSNumber(value: $0) }
    animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
    animation.calculationMode = mode
    animation.duration = duration
    animation.beginTime = beginTime
    animation.repeatCount = repeatCount
    animation.fillMode = fillMode
    animation.isRemovedOnCompletion = removedOnCompletion
    return animation
}

/// A seeded SplitMix64: the same values on every run, so a failure reproduces from its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Premultiplied RGBA of one pixel.
func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * b.width + x) * 4
    return (0..<4).map { Int(b.pixels[i + $0]) }
}
