import RefreshKitCore
import Testing
import UIKitModel

/// Core Graphics drawing (the model's `CGContext`) and UIKit's drawing contexts.
@MainActor @Suite struct DrawingTests {
    /// Premultiplied RGBA of a pixel of a UIKit context (BGRA in memory).
    private func pixel(_ context: CGContext, _ x: Int, _ y: Int) -> [Int] {
        let bytes = context.data!.bindMemory(to: UInt8.self, capacity: context.bytesPerRow * context.height)
        let i = y * context.bytesPerRow + x * 4
        return [Int(bytes[i + 2]), Int(bytes[i + 1]), Int(bytes[i]), Int(bytes[i + 3])]
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/fill(_:)-8gdk0 under the
    /// current transform (https://developer.apple.com/documentation/coregraphics/cgcontext/ctm) and
    /// alpha (…/setalpha(_:)); UIKit's contexts are y-down at the screen's scale
    /// (https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer).
    @Test func fillsUnderTheTransformAndAlpha() {
        let context = CGContext(uikitWidth: 20, height: 20, scale: 2)!
        context.setFillColor(CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(pixel(context, 9, 9) == [255, 0, 0, 255] && pixel(context, 10, 10) == [0, 0, 0, 0])
        context.saveGState()
        context.translateBy(x: 5, y: 5)
        context.setAlpha(0.5)
        context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        #expect(pixel(context, 15, 15) == [0, 0, 128, 128])
        #expect(context.ctm == CGAffineTransform(scaleX: 2, y: 2))
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/clip(to:)-6q7k4 and
    /// https://developer.apple.com/documentation/coregraphics/cgcontext/replacepathwithstrokedpath():
    /// painting stays inside the clip; a stroked outline clips to the stroke.
    @Test func clipsKeepPaintingInside() {
        let context = CGContext(uikitWidth: 10, height: 10, scale: 1)!
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 5, height: 10))
        context.setFillColor(CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 10))
        context.restoreGState()
        #expect(pixel(context, 2, 2) == [0, 255, 0, 255] && pixel(context, 7, 2) == [0, 0, 0, 0])
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 5))
        path.addLine(to: CGPoint(x: 10, y: 5))
        context.addPath(path)
        context.setLineWidth(2)
        context.replacePathWithStrokedPath()
        context.clip()
        context.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(pixel(context, 7, 4) == [255, 255, 255, 255] && pixel(context, 7, 2) == [0, 0, 0, 0])
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/drawlineargradient(_:start:end:options:):
    /// colours along the axis, the end colours extended past it with both options.
    @Test func linearGradientsPadPastTheirEnds() {
        let context = CGContext(uikitWidth: 40, height: 1, scale: 1)!
        let gradient = CGGradient(
            colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: [1, 0, 0, 1, 0, 0, 1, 1], locations: [0, 1],
            count: 2)!
        context.drawLinearGradient(
            gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
            options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(pixel(context, 2, 0) == [255, 0, 0, 255] && pixel(context, 37, 0) == [0, 0, 255, 255])
        let middle = pixel(context, 20, 0)
        #expect(abs(middle[0] - 121) <= 4 && abs(middle[2] - 134) <= 4 && middle[3] == 255)
    }

    /// https://developer.apple.com/documentation/coregraphics/cgcontext/draw(_:in:byTiling:): an
    /// image's first row lies at the rectangle's maximum y of user space — the top of a y-up
    /// bitmap context (https://developer.apple.com/documentation/coregraphics/cgcontext/init(data:width:height:bitspercomponent:bytesperrow:space:bitmapinfo:)).
    @Test func imagesAreDrawnTopRowUp() {
        let source = CGContext(
            data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)!
        let bytes = source.data!.bindMemory(to: UInt8.self, capacity: 8)
        for (i, b) in [255, 0, 0, 255, 0, 0, 255, 255].enumerated() { bytes[i] = UInt8(b) }  // row 0 red, row 1 blue
        let image = source.makeImage()!
        let target = CGContext(
            data: nil, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)!
        target.draw(image, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        let out = target.data!.bindMemory(to: UInt8.self, capacity: 8)
        #expect(Array(UnsafeBufferPointer(start: out, count: 8)) == [255, 0, 0, 255, 0, 0, 255, 255])
    }

    /// https://developer.apple.com/documentation/uikit/uiview/draw(_:) and
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(): a view asked to
    /// redraw draws in the next display pass into a context of its bounds at the screen's scale,
    /// current while it draws (https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()),
    /// whose image becomes its layer's contents.
    @Test func viewsDrawInTheDisplayPass() {
        final class Square: UIView {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                guard let context = UIGraphicsGetCurrentContext() else { return }
                context.setFillColor(CGColor(srgbRed: 0, green: 0, blue: 0, alpha: 1))
                context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
            }
        }
        inWorld(scale: 2) { world in
            let window = makeWindow()
            let view = Square(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.addSubview(view)
            view.setNeedsDisplay()
            #expect(view.draws == 0)
            world.drain()
            let image = view.layer.contents as? CGImage
            #expect(view.draws == 1 && image?.width == 20 && view.layer.contentsScale == 2)
            world.drain()
            #expect(view.draws == 1)
            #expect(UIGraphicsGetCurrentContext() == nil)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:): the
    /// image of what the block draws, at the format's scale.
    @Test func rendererMakesImagesAtItsScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            context.cgContext.setFillColor(CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1))
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        #expect(image.scale == 3 && image.size == CGSize(width: 4, height: 2) && image.cgImage?.width == 12)
    }
}
