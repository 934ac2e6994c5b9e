import CoreAnimationModel
import RefreshKitCore
import RefreshKitRender
import Testing

/// How the model draws a presented tree: geometry, shapes, gradients, masks, clips, opacity
/// and images, by Apple's documented rules (checked at 1 pixel per point on a 40×40 root).
@Suite struct LayerDrawingTests {
    let rasterizer = LayerRasterizer()

    func root() -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        return layer
    }

    func square(_ rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }

    func render(_ layer: CALayer) throws -> Bitmap {
        try rasterizer.render(layer.presentation(atMediaTime: 1), scale: 1)
    }

    /// A shape layer fills with opaque black unless told otherwise; its path is in its own space,
    /// whose `anchorPoint` (read in `bounds`) sits at `position`.
    @Test func aShapeSitsWithItsAnchorAtItsPositionAndFillsBlackByDefault() throws {
        let top = root()
        let shape = CAShapeLayer()
        shape.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        shape.position = CGPoint(x: 20, y: 20)  // anchor (0.5, 0.5): the shape spans 15…25
        shape.path = square(CGRect(x: 0, y: 0, width: 10, height: 10))
        top.addSublayer(shape)
        let image = try render(top)
        #expect(pixel(image, 16, 16) == [0, 0, 0, 255])
        #expect(pixel(image, 14, 16)[3] == 0)
        #expect(pixel(image, 24, 24) == [0, 0, 0, 255])
        #expect(pixel(image, 25, 24)[3] == 0)
        // Anchor at the origin: the same bounds now span 20…30.
        shape.anchorPoint = .zero
        let moved = try render(top)
        #expect(pixel(moved, 16, 16)[3] == 0)
        #expect(pixel(moved, 29, 29) == [0, 0, 0, 255])
    }

    /// A gradient fills exactly its bounds, from `startPoint` to `endPoint` in their unit space;
    /// a mask keeps only what its alpha covers; what the mask draws outside the bounds is gone.
    @Test func aGradientFillsItsBoundsInUnitSpaceAndAMaskCutsIt() throws {
        let top = root()
        let gradient = CAGradientLayer()
        gradient.anchorPoint = .zero
        gradient.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        gradient.position = CGPoint(x: 10, y: 10)
        gradient.colors = [
            CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1), CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1),
        ]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        top.addSublayer(gradient)
        let plain = try render(top)
        #expect(pixel(plain, 10, 12)[0] > 240 && pixel(plain, 10, 12)[2] < 15)  // red at the left edge
        #expect(pixel(plain, 29, 12)[2] > 240 && pixel(plain, 29, 12)[0] < 15)  // blue at the right
        #expect(pixel(plain, 20, 5)[3] == 0)  // nothing above
        // A mask shape spilling over the bounds: only the part inside shows.
        let mask = CAShapeLayer()
        mask.anchorPoint = .zero
        mask.path = square(CGRect(x: -5, y: 2, width: 30, height: 20))
        gradient.mask = mask
        let masked = try render(top)
        #expect(pixel(masked, 15, 11)[3] == 0)  // above the mask
        #expect(pixel(masked, 15, 15)[3] == 255)  // inside both
        #expect(pixel(masked, 8, 15)[3] == 0)  // mask outside the gradient's bounds
        #expect(pixel(masked, 15, 25)[3] == 0)
    }

    /// `masksToBounds` clips sublayers to the bounds; `isHidden` hides the subtree.
    @Test func masksToBoundsClipsAndHiddenHides() throws {
        let top = root()
        let box = CALayer()
        box.anchorPoint = .zero
        box.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        box.position = CGPoint(x: 5, y: 5)
        let big = CAShapeLayer()
        big.anchorPoint = .zero
        big.path = square(CGRect(x: 0, y: 0, width: 30, height: 30))
        box.addSublayer(big)
        top.addSublayer(box)
        #expect(pixel(try render(top), 20, 20)[3] == 255)
        box.masksToBounds = true
        let clipped = try render(top)
        #expect(pixel(clipped, 20, 20)[3] == 0)
        #expect(pixel(clipped, 10, 10)[3] == 255)
        box.isHidden = true
        #expect(pixel(try render(top), 10, 10)[3] == 0)
    }

    /// Opacity applies to a layer and its sublayers as one group: two overlapping opaque
    /// squares in a half-transparent layer show one 50 % square, not a darker overlap.
    @Test func opacityAppliesToTheGroup() throws {
        let top = root()
        let group = CALayer()
        group.anchorPoint = .zero
        group.opacity = 0.5
        for x in [0.0, 10] {
            let s = CAShapeLayer()
            s.anchorPoint = .zero
            s.path = square(CGRect(x: x, y: 0, width: 20, height: 20))
            group.addSublayer(s)
        }
        top.addSublayer(group)
        let image = try render(top)
        #expect(abs(pixel(image, 5, 5)[3] - 128) <= 1)
        #expect(abs(pixel(image, 15, 5)[3] - 128) <= 1)
    }

    /// A stroke is trimmed to `strokeStart…strokeEnd` of its length and drawn under no fill.
    @Test func strokeStartAndEndTrimTheStroke() throws {
        let top = root()
        let line = CAShapeLayer()
        line.anchorPoint = .zero
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 20))
        path.addLine(to: CGPoint(x: 40, y: 20))
        line.path = path
        line.fillColor = nil
        line.strokeColor = CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1)
        line.lineWidth = 4
        line.strokeStart = 0.25
        line.strokeEnd = 0.5
        top.addSublayer(line)
        let image = try render(top)
        #expect(pixel(image, 5, 20)[3] == 0)
        #expect(pixel(image, 15, 20)[3] == 255)
        #expect(pixel(image, 25, 20)[3] == 0)
    }

    /// An image in `contents` is stretched over the bounds; a layer that draws with a
    /// `contentsScale` of 0 is refused.
    @Test func contentsFillTheBoundsAndAZeroScaleIsRefused() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue
                    | CGBitmapInfo.byteOrder32Little.rawValue))
        let bytes = context.data!.bindMemory(to: UInt8.self, capacity: 8)
        for (i, v) in [0, 0, 255, 255, 255, 0, 0, 255].enumerated() { bytes[i] = UInt8(v) }  // red, blue (BGRA)
        let image = try #require(context.makeImage())
        #expect(image.isNativeForCoreAnimation)
        let top = root()
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.contents = image
        top.addSublayer(layer)
        let drawn = try render(top)
        #expect(pixel(drawn, 5, 20)[0] > 200 && pixel(drawn, 5, 20)[2] < 50)
        #expect(pixel(drawn, 35, 20)[2] > 200 && pixel(drawn, 35, 20)[0] < 50)
        layer.contentsScale = 0
        #expect(throws: ModelError.self) { try render(top) }
    }

    /// `transform.rotation.z` turns a layer about its anchor point.
    @Test func aRotationTurnsAboutTheAnchorPoint() throws {
        let top = root()
        let bar = CAShapeLayer()
        bar.anchorPoint = .zero
        bar.position = CGPoint(x: 20, y: 20)
        bar.path = square(CGRect(x: 0, y: -1, width: 15, height: 2))
        top.addSublayer(bar)
        let animation = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        animation.values = [NSNumber(value: Double.pi / 2), NSNumber(value: Double.pi / 2)]
        animation.duration = 10
        animation.beginTime = 0.5
        bar.add(animation, forKey: "turn")
        let image = try render(top)
        #expect(pixel(image, 30, 20)[3] == 0)  // where it was
        #expect(pixel(image, 20, 30)[3] == 255)  // turned a quarter, y down
    }
}
