import Testing
@testable import RefreshKitRender

@Suite struct RasterizerTests {
    let black = Paint.solid(.black)

    func render(
        _ items: [IndicatorScene.Item], size: Size = Size(width: 20, height: 20), scale: Double = 1,
        background: RGBAColor? = nil
    ) throws -> Bitmap {
        try Rasterizer().render(IndicatorScene(size: size, items: items), scale: scale, background: background)
    }

    @Test func filledAxisAlignedRectGivesExactPixels() throws {
        let bitmap = try render([.init(content: .fill(rectPath(5, 5, 10, 6), .nonZero), paint: .solid(.red))])
        #expect(bitmap.width == 20 && bitmap.height == 20)
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = x >= 5 && x < 15 && y >= 5 && y < 11
                #expect(
                    bitmap.at(x, y) == (inside ? RGBA(r: 255, g: 0, b: 0, a: 255) : RGBA(r: 0, g: 0, b: 0, a: 0)),
                    "pixel (\(x), \(y))")
            }
        }
    }

    @Test func halfPixelEdgeGivesHalfCoverage() throws {
        let bitmap = try render([.init(content: .fill(rectPath(2.5, 2, 10, 10), .nonZero), paint: black)])
        #expect(abs(bitmap.at(2, 5).a - 128) <= 2)
        #expect(bitmap.at(3, 5).a == 255)
        #expect(abs(bitmap.at(12, 5).a - 128) <= 2)
        #expect(bitmap.at(13, 5).a == 0)
    }

    @Test func evenOddLeavesTheHoleOfARingButNonZeroFillsIt() throws {
        // Both contours wound the same way: non-zero fills the hole, even-odd does not.
        let ring = VectorPath(elements: rectPath(2, 2, 16, 16).elements + rectPath(6, 6, 8, 8).elements)
        let evenOdd = try render([.init(content: .fill(ring, .evenOdd), paint: black)])
        let nonZero = try render([.init(content: .fill(ring, .nonZero), paint: black)])
        #expect(evenOdd.at(10, 10).a == 0)
        #expect(evenOdd.at(3, 10).a == 255)
        #expect(nonZero.at(10, 10).a == 255)
        #expect(nonZero.at(3, 10).a == 255)
    }

    @Test func strokeWidthAtScaleTwoIsWidthTimesTwoPixels() throws {
        let line = VectorPath(elements: [.move(Point(x: 2, y: 10)), .line(Point(x: 18, y: 10))])
        let bitmap = try render([.init(content: .stroke(line, StrokeOptions(width: 3)), paint: black)], scale: 2)
        // Column through the middle: coverage sums to the stroke's thickness in pixels.
        let column = (0..<bitmap.height).map { bitmap.at(20, $0).a }
        let thickness = Double(column.reduce(0, +)) / 255
        #expect(abs(thickness - 6) < 0.05, "measured \(thickness) px")
        #expect(column[17] == 255 && column[22] == 255 && column[16] == 0 && column[23] == 0)
    }

    @Test func roundCapExtendsBeyondButtCap() throws {
        let line = VectorPath(elements: [.move(Point(x: 5, y: 10)), .line(Point(x: 15, y: 10))])
        let butt = try render([.init(content: .stroke(line, StrokeOptions(width: 4, cap: .butt)), paint: black)])
        let round = try render([.init(content: .stroke(line, StrokeOptions(width: 4, cap: .round)), paint: black)])
        let square = try render([.init(content: .stroke(line, StrokeOptions(width: 4, cap: .square)), paint: black)])
        #expect(butt.at(4, 10).a == 0 && butt.at(15, 10).a == 0)
        #expect(round.at(4, 10).a > 200 && round.at(15, 10).a > 200)
        #expect(square.at(3, 8).a == 255 && round.at(3, 8).a < 128)
    }

    @Test func gradientColoursAtStartMiddleAndEnd() throws {
        let gradient = LinearGradientPaint(
            stops: [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .blue)],
            startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let bitmap = try render(
            [.init(content: .fill(rectPath(0, 0, 200, 10), .nonZero), paint: .linearGradient(gradient))],
            size: Size(width: 200, height: 10))
        let start = bitmap.at(0, 5), middle = bitmap.at(100, 5), end = bitmap.at(199, 5)
        #expect(abs(start.r - 255) <= 2 && start.b <= 2)
        #expect(abs(middle.r - 127) <= 2 && abs(middle.b - 128) <= 2, "\(middle)")
        #expect(end.r <= 2 && abs(end.b - 255) <= 2)
        #expect(start.a == 255 && middle.a == 255 && end.a == 255)
    }

    @Test func gradientPadsOutsideItsFrame() throws {
        let gradient = LinearGradientPaint(
            stops: [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .blue)],
            startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5),
            frame: Rect(x: 5, y: 0, width: 10, height: 10))
        let bitmap = try render([
            .init(content: .fill(rectPath(0, 0, 20, 20), .nonZero), paint: .linearGradient(gradient))
        ])
        #expect(bitmap.at(1, 5) == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap.at(18, 5) == RGBA(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func halfOpacityHalvesAlpha() throws {
        let bitmap = try render([
            .init(content: .fill(rectPath(0, 0, 20, 20), .nonZero), paint: .solid(.white), opacity: 0.5)
        ])
        #expect(abs(bitmap.at(10, 10).a - 128) <= 1)
        #expect(abs(bitmap.at(10, 10).r - 128) <= 1)
    }

    @Test func clipCutsExactlyAtTheClipEdge() throws {
        let bitmap = try render(
            [
                .init(
                    content: .fill(rectPath(0, 0, 20, 20), .nonZero), paint: black,
                    clip: Rect(x: 4, y: 6, width: 7, height: 5))
            ], scale: 2)
        #expect(bitmap.at(8, 12).a == 255 && bitmap.at(21, 21).a == 255)
        #expect(bitmap.at(7, 12).a == 0 && bitmap.at(22, 12).a == 0)
        #expect(bitmap.at(8, 11).a == 0 && bitmap.at(8, 22).a == 0)
    }

    @Test func fractionalClipGivesPartialCoverage() throws {
        let bitmap = try render([
            .init(
                content: .fill(rectPath(0, 0, 20, 20), .nonZero), paint: black,
                clip: Rect(x: 4.5, y: 0, width: 10, height: 20))
        ])
        #expect(abs(bitmap.at(4, 5).a - 128) <= 1)
        #expect(bitmap.at(5, 5).a == 255)
    }

    @Test func imageIsDrawnScaledIntoItsRectangle() throws {
        // A 2×2 image: red, green / blue, white; drawn into 10×10 at (5, 5).
        let image = Bitmap(
            width: 2, height: 2,
            pixels: [
                255, 0, 0, 255, 0, 255, 0, 255,
                0, 0, 255, 255, 255, 255, 255, 255,
            ])!
        let bitmap = try render([.init(content: .image(image, Rect(x: 5, y: 5, width: 10, height: 10)), paint: black)])
        #expect(bitmap.at(6, 6) == RGBA(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap.at(13, 6) == RGBA(r: 0, g: 255, b: 0, a: 255))
        #expect(bitmap.at(6, 13) == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap.at(13, 13) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(bitmap.at(4, 10).a == 0 && bitmap.at(15, 10).a == 0)
        // Bilinear in between: the centre of the top row mixes red and green.
        let mid = bitmap.at(9, 6)
        #expect(mid.r > 60 && mid.g > 60, "\(mid)")
    }

    @Test func imageFollowsTheItemTransform() throws {
        let image = Bitmap(width: 1, height: 1, pixels: [0, 0, 255, 255])!
        let bitmap = try render([
            .init(
                content: .image(image, Rect(x: 0, y: 0, width: 4, height: 4)), paint: black,
                transform: .translation(x: 10, y: 2))
        ])
        #expect(bitmap.at(11, 3) == RGBA(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap.at(9, 3).a == 0)
    }

    @Test func sourceOverCompositesOnTheBackground() throws {
        let bitmap = try render(
            [.init(content: .fill(rectPath(0, 0, 10, 20), .nonZero), paint: .solid(.black), opacity: 0.5)],
            background: .white)
        #expect(bitmap.at(5, 5).a == 255 && abs(bitmap.at(5, 5).r - 128) <= 1)
        #expect(bitmap.at(15, 5) == RGBA(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func pixelSizeIsSceneSizeTimesScaleRoundedUp() throws {
        let bitmap = try render([], size: Size(width: 10.2, height: 3), scale: 3)
        #expect(bitmap.width == 31 && bitmap.height == 9)
        let exact = try render([], size: Size(width: 100, height: 10), scale: 1.1)
        #expect(exact.width == 110 && exact.height == 11)
    }

    @Test func absurdSizesThrowTypedErrors() {
        for (size, scale) in [
            (Size(width: 0, height: 10), 1.0), (Size(width: 10, height: 10), 0),
            (Size(width: 10000, height: 10), 1), (Size(width: .nan, height: 10), 1),
            (Size(width: 10, height: 10), .infinity),
        ] {
            let error = #expect(throws: RenderError.self) { try render([], size: size, scale: scale) }
            guard case .invalidSize? = error else {
                Issue.record("expected invalidSize, got \(String(describing: error))")
                continue
            }
        }
        let message = RenderError.invalidSize(width: 0, height: 1, scale: 1).description
        #expect(message.contains("size and scale") && message.contains("8192"))
        #expect(!message.contains("--"), "the renderer speaks of values; the CLI names options")
    }

    @Test func nonFiniteCoordinatesThrowInsteadOfCrashing() {
        let bad = VectorPath(elements: [
            .move(Point(x: 0, y: 0)), .line(Point(x: .nan, y: 3)), .line(Point(x: 5, y: 5)),
        ])
        #expect(throws: RenderError.self) { try render([.init(content: .fill(bad, .nonZero), paint: black)]) }
        #expect(throws: RenderError.self) {
            try render([.init(content: .stroke(rectPath(1, 1, 5, 5), StrokeOptions(width: .infinity)), paint: black)])
        }
        #expect(throws: RenderError.self) {
            try render([
                .init(
                    content: .fill(rectPath(1, 1, 5, 5), .nonZero), paint: black,
                    transform: .translation(x: .infinity, y: 0))
            ])
        }
        let huge = rectPath(-1e9, -1e9, 2e9, 2e9)
        #expect(throws: RenderError.self) { try render([.init(content: .fill(huge, .nonZero), paint: black)]) }
        // Far away and invisible: skipped, not an error.
        #expect(throws: Never.self) {
            try render([.init(content: .fill(rectPath(1e9, 1e9, 5, 5), .nonZero), paint: black)])
        }
    }

    @Test func identicalStrokeIsNotStrokedAgainOnTheNextFrame() throws {
        let rasterizer = Rasterizer()
        let circle = VectorPath { $0.addEllipse(in: Rect(x: 2, y: 2, width: 16, height: 16)) }
        let scene = IndicatorScene(
            size: Size(width: 20, height: 20),
            items: [.init(content: .stroke(circle, StrokeOptions(width: 2, trimEnd: 0.7)), paint: black)])
        let first = try rasterizer.render(scene, scale: 2)
        let second = try rasterizer.render(scene, scale: 2)
        #expect(rasterizer.strokesComputed == 1)
        #expect(first == second)
        _ = try rasterizer.render(scene, scale: 3)
        #expect(rasterizer.strokesComputed == 2)
    }

    @Test func trimmedStrokeDrawsOnlyTheKeptPart() throws {
        let line = VectorPath(elements: [.move(Point(x: 0, y: 10)), .line(Point(x: 20, y: 10))])
        let bitmap = try render([
            .init(content: .stroke(line, StrokeOptions(width: 2, trimStart: 0.25, trimEnd: 0.5)), paint: black)
        ])
        #expect(
            bitmap.at(4, 10).a == 0 && bitmap.at(6, 10).a == 255 && bitmap.at(9, 10).a == 255
                && bitmap.at(11, 10).a == 0)
    }

    @Test func closedSubpathsAreStrokedClosedAndOpenOnesOpen() throws {
        let square = rectPath(5, 5, 10, 10)
        let open = VectorPath(elements: Array(square.elements.dropLast()))
        let closedBitmap = try render([.init(content: .stroke(square, StrokeOptions(width: 2)), paint: black)])
        let openBitmap = try render([.init(content: .stroke(open, StrokeOptions(width: 2)), paint: black)])
        // The closing edge x = 5, between y 5 and 15, exists only when closed.
        #expect(closedBitmap.at(5, 10).a == 255)
        #expect(openBitmap.at(5, 10).a == 0)
        // A closed corner is mitred: the pixel outside the corner is covered.
        #expect(closedBitmap.at(4, 4).a == 255 && openBitmap.at(4, 4).a == 0)
    }
}

extension RasterizerTests {
    @Test func miterLimitBevelsLikeCoreGraphics() throws {
        // A right angle: the miter is √2 ≈ 1.414 widths long, so limit 1.5 keeps it and 1.4 bevels.
        let corner = VectorPath(elements: [
            .move(Point(x: 4, y: 16)), .line(Point(x: 10, y: 10)), .line(Point(x: 16, y: 16)),
        ])
        func tip(_ limit: Double) throws -> Int {
            let bitmap = try render(
                [.init(content: .stroke(corner, StrokeOptions(width: 4, miterLimit: limit)), paint: black)],
                scale: 4)
            // The miter tip reaches 2·√2 ≈ 2.83 pt above the corner; the bevel only 1.41 pt.
            return bitmap.at(40, 4 * 10 - 10).a
        }
        #expect(try tip(1.5) == 255)
        #expect(try tip(1.4) == 0)
        #expect(try tip(10) == 255)
    }

    @Test func strokeWidthFollowsTheTransformsScale() throws {
        let line = VectorPath(elements: [.move(Point(x: 1, y: 5)), .line(Point(x: 9, y: 5))])
        let bitmap = try render([
            .init(
                content: .stroke(line, StrokeOptions(width: 1)), paint: black,
                transform: .scale(x: 2, y: 2))
        ])
        let thickness = Double((0..<20).map { bitmap.at(10, $0).a }.reduce(0, +)) / 255
        #expect(abs(thickness - 2) < 0.05)
    }

    @Test func strokedGradientUsesThePathBounds() throws {
        let gradient = LinearGradientPaint(
            stops: [GradientStop(location: 0, color: .red), GradientStop(location: 1, color: .blue)],
            startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5))
        let line = VectorPath(elements: [.move(Point(x: 0, y: 10)), .line(Point(x: 20, y: 10))])
        let bitmap = try render([
            .init(content: .stroke(line, StrokeOptions(width: 4)), paint: .linearGradient(gradient))
        ])
        #expect(bitmap.at(0, 10).r > 240 && bitmap.at(19, 10).b > 240)
    }
}
