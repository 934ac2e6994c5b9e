import CoreAnimationModel
import RefreshKitCore
import RefreshKitTestSupport

/// A layer's presented value of `keyPath` at media time `t` (numbers only).
func presented(_ layer: CALayer, at t: Double, _ read: (PresentedLayer) -> Double) throws -> Double {
    try read(layer.presentation(atMediaTime: t))
}

/// A number keyframe animation of `keyPath`.
func keyframes(
    _ keyPath: String, _ values: [Double], keyTimes: [Double]? = nil,
    mode: CAAnimationCalculationMode = .linear, duration: Double = 1, beginTime: Double = 0,
    repeatCount: Float = 0, fillMode: CAMediaTimingFillMode = .removed,
    removedOnCompletion: Bool = false
) -> CAKeyframeAnimation {
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

/// Premultiplied RGBA of one pixel.
func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * b.width + x) * 4
    return (0..<4).map { Int(b.pixels[i + $0]) }
}

/// Mean absolute difference per channel (0…1) over the whole image, and over the smallest
/// rectangle holding every pixel where either image differs from `background`; the largest
/// difference of one channel.
func differences(_ a: Bitmap, _ b: Bitmap, background: [UInt8]) -> (whole: Double, inked: Double, maximum: Int) {
    let d = PixelDifference(a, b, background: background)
    return (d.whole, d.inked, d.maximum)
}
