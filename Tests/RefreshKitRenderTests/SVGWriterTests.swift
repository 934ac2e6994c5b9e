import Testing
import RefreshKitCore
@testable import RefreshKitRender

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
