import Testing
import RefreshKitCore
@testable import RefreshKitRender
import RefreshKitTestSupport

@Suite struct SVGWriterTests {
    let square = VectorPath { $0.addRect(Rect(x: 0, y: 0, width: 10, height: 10)) }

    @Test func goldenTextForSmallScene() {
        var b = IndicatorSceneBuilder(size: Size(width: 40, height: 30))
        b.fill(square, color: .red)
        b.save()
        b.clip(to: Rect(x: 0, y: 0, width: 20, height: 15))
        b.translate(x: 20, y: 10)
        b.multiplyOpacity(0.5)
        let line = VectorPath {
            $0.move(to: .zero)
            $0.line(to: Point(x: 10, y: 0))
        }
        b.stroke(
            line, with: .solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.25)),
            style: StrokeOptions(width: 2.5, cap: .round, join: .round, trimStart: 0, trimEnd: 0.5))
        b.restore()
        let quad = VectorPath {
            $0.move(to: Point(x: 1, y: 2))
            $0.quad(to: Point(x: 5, y: 2), control: Point(x: 3, y: -1.0005))
        }
        b.fill(quad, with: .solid(.black), rule: .evenOdd)
        b.draw(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 255])!, in: Rect(x: 0, y: 0, width: 2, height: 2))

        let expected = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" \
            width="40" height="30" viewBox="0 0 40 30">
            <path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000"/>
            <defs><clipPath id="c1"><rect x="0" y="0" width="20" height="15"/></clipPath></defs>
            <g clip-path="url(#c1)"><path d="M0 0L5 0" fill="none" stroke="#0000ff" stroke-opacity="0.25" \
            stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" transform="matrix(1 0 0 1 20 10)" \
            opacity="0.5"/></g>
            <path d="M1 2Q3 -1.001 5 2" fill="#000000" fill-rule="evenodd"/>
            <!-- image 1x1 omitted: no PNG encoder -->
            </svg>

            """
        #expect(SVGWriter.svg(for: b.build()) == expected)
    }

    @Test func gradientCoordinatesMapUnitPointsOntoFrame() {
        var b = IndicatorSceneBuilder(size: Size(width: 100, height: 100))
        let stops = [
            GradientStop(location: 0, color: .white),
            GradientStop(location: 1, color: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 0.4)),
        ]
        // Explicit frame.
        b.fill(
            square,
            with: .linearGradient(
                LinearGradientPaint(
                    stops: stops, startPoint: Point(x: 0, y: 0.5), endPoint: Point(x: 1, y: 0.5),
                    frame: Rect(x: 10, y: 20, width: 40, height: 60))))
        // No frame: the path's bounds (here 20…30 × 40…60).
        let rect = VectorPath { $0.addRect(Rect(x: 20, y: 40, width: 10, height: 20)) }
        b.fill(rect, with: .linearGradient(LinearGradientPaint(stops: stops)))
        let svg = SVGWriter.svg(for: b.build())
        #expect(
            svg.contains(
                """
                <defs><linearGradient id="g1" gradientUnits="userSpaceOnUse" x1="10" y1="50" x2="50" y2="50" \
                spreadMethod="pad"><stop offset="0" stop-color="#ffffff"/>\
                <stop offset="1" stop-color="#ff8000" stop-opacity="0.4"/></linearGradient></defs>
                <path d="M0 0L10 0L10 10L0 10Z" fill="url(#g1)"/>
                """))
        #expect(
            svg.contains(
                """
                <linearGradient id="g2" gradientUnits="userSpaceOnUse" x1="25" y1="40" x2="25" y2="60" \
                spreadMethod="pad">
                """))
        #expect(svg.contains("fill=\"url(#g2)\""))
    }

    @Test func numberFormatting() {
        #expect(SVGWriter.format(0) == "0")
        #expect(SVGWriter.format(-0.0) == "0")
        #expect(SVGWriter.format(-0.0004) == "0")
        #expect(SVGWriter.format(12) == "12")
        #expect(SVGWriter.format(1.5) == "1.5")
        #expect(SVGWriter.format(1.25) == "1.25")
        #expect(SVGWriter.format(0.1 + 0.2) == "0.3")
        #expect(SVGWriter.format(2.0 / 3) == "0.667")
        #expect(SVGWriter.format(-2.0 / 3) == "-0.667")
        #expect(SVGWriter.format(-1.0005) == "-1.001")
        #expect(SVGWriter.format(0.0996) == "0.1")
        #expect(SVGWriter.format(1e6) == "1000000")
        #expect(SVGWriter.format(.nan) == "0")
        #expect(SVGWriter.format(-12.3456) == "-12.346")
    }

    /// `format` against a plain spelling of the same rule (round to thousandths, drop trailing
    /// zeros and a bare point, no `-0`) over numbers of every size and sign, halves included.
    @Test func numberFormattingMatchesItsRuleEverywhere() {
        func spelled(_ v: Double) -> String {
            guard v.isFinite else { return "0" }
            let scaled = (v * 1000).rounded()
            guard abs(scaled) < 9.0e15 else {
                let integer = v.rounded()
                return abs(integer) < 9.0e18 ? String(Int64(integer)) : "0"
            }
            let t = Int64(scaled)
            guard t != 0 else { return "0" }
            var text = (t < 0 ? "-" : "") + String(t.magnitude / 1000)
            var fraction = String(t.magnitude % 1000)
            while fraction.count < 3 { fraction = "0" + fraction }
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { text += "." + fraction }
            return text
        }
        var values: [Double] = [
            0.0005, -0.0005, 0.001, 0.01, 0.1, 0.999_5, 9.999_5, 1e12, -8.99e12, 9.1e12, 1e19, -1e19,
        ]
        var random = SeededGenerator(seed: 20_261_125)
        for _ in 0..<20_000 {
            let exponent = Double(Int.random(in: -6...12, using: &random))  // 10⁻⁶ … 10¹².
            values.append(Double.random(in: -1...1, using: &random) * RKMath.pow(10, exponent))
        }
        for v in values {
            #expect(SVGWriter.format(v) == spelled(v), "\(v)")
        }
    }

    /// Path data never needs escaping in JSON or XML (`refreshkit layers` quotes it as it is).
    @Test func pathDataIsLettersDigitsSpacesPointsAndMinusSignsOnly() {
        var random = SeededGenerator(seed: 7)
        let allowed = Set("MLQCZ0123456789 .-".utf8)
        for _ in 0..<200 {
            func point() -> Point {
                let pick = Int.random(in: 0..<8, using: &random)
                let special: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e-300, -0.0]
                let x = pick < special.count ? special[pick] : Double.random(in: -1e6...1e6, using: &random)
                return Point(x: x, y: Double.random(in: -500...500, using: &random))
            }
            let path = VectorPath(elements: [
                .line(point()), .move(point()), .line(point()), .quad(point(), point()),
                .cubic(point(), point(), point()), .close,
            ])
            #expect(SVGWriter.pathData(path).utf8.allSatisfy(allowed.contains), "\(path)")
        }
    }

    @Test func clipWrapsElementOutsideItsTransform() {
        var b = IndicatorSceneBuilder(size: Size(width: 50, height: 50))
        b.scale(x: 2, y: 2)
        b.clip(to: Rect(x: 1, y: 1, width: 5, height: 5))  // Scene space: 2…12.
        b.fill(square, color: .red)
        b.fill(square, color: .blue)
        let lines = SVGWriter.svg(for: b.build()).split(separator: "\n").map(String.init)
        #expect(lines[1] == #"<defs><clipPath id="c1"><rect x="2" y="2" width="10" height="10"/></clipPath></defs>"#)
        #expect(
            lines[2]
                == ##"<g clip-path="url(#c1)"><path d="M0 0L10 0L10 10L0 10Z" fill="#ff0000" transform="matrix(2 0 0 2 0 0)"/></g>"##
        )
        #expect(lines[3].hasPrefix(#"<defs><clipPath id="c2">"#))
        #expect(lines[4].hasPrefix(#"<g clip-path="url(#c2)"><path"#))
    }

    @Test func strokeAttributesAndTrim() {
        var b = IndicatorSceneBuilder(size: Size(width: 20, height: 20))
        let style = StrokeOptions(width: 3, cap: .square, join: .miter, miterLimit: 4, trimStart: 0.25, trimEnd: 0.75)
        b.stroke(square, with: .solid(.black), style: style)
        let svg = SVGWriter.svg(for: b.build())
        #expect(
            svg.contains(
                ##"<path d="M10 0L10 10L0 10" fill="none" stroke="#000000" stroke-width="3" stroke-linecap="square" stroke-miterlimit="4"/>"##
            ))
    }

    @Test func imagesEmbedBase64PNG() {
        var b = IndicatorSceneBuilder(size: Size(width: 20, height: 20))
        b.draw(Bitmap(width: 1, height: 1, pixels: [0, 0, 0, 255])!, in: Rect(x: 1, y: 2, width: 3, height: 4))
        let svg = SVGWriter.svg(for: b.build(), pngEncoder: { _ in Array("Man".utf8) + [0xFF] })
        #expect(
            svg.contains(
                #"<image x="1" y="2" width="3" height="4" preserveAspectRatio="none" xlink:href="data:image/png;base64,TWFu/w=="/>"#
            ))
        #expect(SVGWriter.base64(Array("Ma".utf8)) == "TWE=")
        #expect(SVGWriter.base64([]) == "")
    }

    @Test func outputIsDeterministic() {
        var b = IndicatorSceneBuilder(size: Size(width: 20, height: 20))
        b.fill(
            VectorPath { $0.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 10)) },
            with: .linearGradient(LinearGradientPaint(stops: [GradientStop(location: 0, color: .red)])))
        let scene = b.build()
        #expect(SVGWriter.svg(for: scene) == SVGWriter.svg(for: scene))
    }
}
