import RefreshKitCore
import RefreshKitStyles
@testable import RefreshKitOnModel
import RefreshKitRender
import Testing
import UIKitModel

/// The adapter's Core Graphics fallback (`SceneView`, `CGContext.draw(_:in:)`, `ResolvedGradient`)
/// drawn on the UIKit model's display pass into the model's Core Graphics, against RefreshKit's own
/// rasterizer drawing the same scene: every built-in style at moments of each phase, light and dark,
/// within 1/255 on average over where either draws.
@MainActor @Suite struct SceneViewDrawingTests {
    static let size = Size(width: 390, height: 80)

    static var indicators: [(String, any RefreshIndicator)] {
        Indicators.catalog.compactMap { style in
            if case let .indicator(make) = style.kind { (style.name, make()) } else { nil }
        }
    }

    static let moments: [IndicatorMoment] = [
        IndicatorMoment(state: .revealing(progress: 0.6), pullDistance: 38.4),
        IndicatorMoment(state: .armed(overPull: 12), pullDistance: 76, time: 0.3),
        IndicatorMoment(state: .refreshing, time: 0.7),
        IndicatorMoment(state: .finishing, time: 0.1, refreshingDuration: 2),
    ]

    @Test(arguments: [IndicatorAppearance.light, .dark])
    func sceneViewDrawsWhatTheRasterizerDraws(_ appearance: IndicatorAppearance) throws {
        let world = ModelWorld(scale: 2)
        try world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
            let glyphs = FreeTypeGlyphSource()
            for (name, indicator) in Self.indicators {
                for moment in Self.moments {
                    let scene = indicator.scene(
                        for: moment.context(size: Self.size, displayScale: 2, glyphs: glyphs, appearance: appearance))
                    let view = SceneView(scene: scene, frame: CGRect(x: 0, y: 0, width: 390, height: 80))
                    window.addSubview(view)
                    world.drain()
                    let image = try #require(view.layer.contents as? CGImage, "\(name): the view drew nothing")
                    let drawn = try #require(Bitmap(image))
                    let direct = try Rasterizer().render(scene, scale: 2)
                    let mean = Self.meanDifference(drawn, direct)
                    #expect(mean <= 1.0 / 255, "\(name) \(moment.state) \(appearance): mean \(mean * 255)/255")
                    view.removeFromSuperview()
                }
            }
        }
    }

    /// Mean absolute difference per channel (0…1) over the smallest rectangle holding every pixel
    /// either image draws.
    static func meanDifference(_ a: Bitmap, _ b: Bitmap) -> Double {
        precondition(a.width == b.width && a.height == b.height)
        var minX = a.width, minY = a.height, maxX = -1, maxY = -1
        for y in 0..<a.height {
            for x in 0..<a.width
            where a.pixels[(y * a.width + x) * 4 + 3] > 0 || b.pixels[(y * a.width + x) * 4 + 3] > 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= minX else { return 0 }
        var sum = 0
        for y in minY...maxY {
            for i in ((y * a.width + minX) * 4)..<((y * a.width + maxX + 1) * 4) {
                sum += abs(Int(a.pixels[i]) - Int(b.pixels[i]))
            }
        }
        return Double(sum) / Double((maxX - minX + 1) * (maxY - minY + 1) * 4) / 255
    }

    /// `Bitmap(CGImage)` and `Bitmap(UIImage)` (ImageSequence+UIKit.swift): the pixels of an image
    /// drawn into premultiplied RGBA, rows top to bottom; a `.down` image is turned upright.
    @Test func bitmapsOfImagesAreUpright() throws {
        let world = ModelWorld(scale: 2)
        try world.run {
            let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 255]  // red over blue, premultiplied RGBA
            let bitmap = try #require(Bitmap(width: 1, height: 2, pixels: pixels))
            let image = try #require(bitmap.cgImage)
            #expect(Bitmap(image)?.pixels == pixels)
            let up = UIImage(cgImage: image, scale: 1, orientation: .up)
            #expect(Bitmap(up)?.pixels == pixels && up.size == CGSize(width: 1, height: 2))
            let down = UIImage(cgImage: image, scale: 1, orientation: .down)
            #expect(Bitmap(down)?.pixels == [0, 0, 255, 255, 255, 0, 0, 255])
            let frames = Indicators.ImageSequence.imageSequence(pulling: [up, down], frameSize: nil)
            #expect(
                frames.configuration.pullingFrames.count == 2
                    && frames.configuration.frameSize == Size(width: 1, height: 2))
        }
    }
}
