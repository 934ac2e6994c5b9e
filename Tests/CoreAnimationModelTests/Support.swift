import CoreAnimationModel
import RefreshKitCore

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
/// rectangle holding every pixel where either image differs from `background`.
func differences(_ a: Bitmap, _ b: Bitmap, background: [UInt8]) -> (whole: Double, inked: Double, maximum: Int) {
    precondition(a.width == b.width && a.height == b.height)
    var sum = 0, maximum = 0
    var minX = a.width, minY = a.height, maxX = -1, maxY = -1
    for y in 0..<a.height {
        for x in 0..<a.width {
            let i = (y * a.width + x) * 4
            var inked = false
            for c in 0..<4 {
                let d = abs(Int(a.pixels[i + c]) - Int(b.pixels[i + c]))
                sum += d
                maximum = max(maximum, d)
                if a.pixels[i + c] != background[c] || b.pixels[i + c] != background[c] { inked = true }
            }
            if inked {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
    }
    let whole = Double(sum) / Double(a.pixels.count) / 255
    guard maxX >= minX else { return (whole, 0, maximum) }
    var inkedSum = 0
    for y in minY...maxY {
        for i in ((y * a.width + minX) * 4)..<((y * a.width + maxX + 1) * 4) {
            inkedSum += abs(Int(a.pixels[i]) - Int(b.pixels[i]))
        }
    }
    return (whole, Double(inkedSum) / Double((maxX - minX + 1) * (maxY - minY + 1) * 4) / 255, maximum)
}
