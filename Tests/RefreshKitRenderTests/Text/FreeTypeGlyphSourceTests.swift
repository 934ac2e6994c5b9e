import Testing
@testable import RefreshKitRender

@Suite struct FreeTypeGlyphSourceTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    @Test func dejaVuSansAndItsSiblingsResolveByFamilyName() throws {
        let source = FreeTypeGlyphSource()
        #expect(try source.fontPath(for: FontRequest(size: 17)) == Self.dejaVu)
        let expected = [
            "DejaVu Sans Bold": "DejaVuSans-Bold.ttf", "DejaVuSans-Bold": "DejaVuSans-Bold.ttf",
            "DejaVu Sans ExtraLight": "DejaVuSans-ExtraLight.ttf",
            "DejaVu Sans Mono": "DejaVuSansMono.ttf", "DejaVu Serif": "DejaVuSerif.ttf",
        ]
        for (family, file) in expected {
            let path = try source.fontPath(for: FontRequest(family: family, size: 17))
            #expect(path.hasSuffix("/" + file), "\(family) → \(path)")
        }
    }

    @Test func unknownFamilyNamesTheFileLookedFor() {
        let error = #expect(throws: GlyphSourceError.self) {
            try FreeTypeGlyphSource().layout("A", font: FontRequest(family: "No Such Family", size: 17))
        }
        guard case let .fontUnavailable(path, _)? = error else {
            Issue.record("expected fontUnavailable")
            return
        }
        #expect(path.contains("NoSuchFamily.ttf"))
        #expect(error!.description.contains("give the path of a readable TrueType or OpenType file"))
        #expect(!error!.description.contains("--"))
    }

    @Test func kerningMakesAVNarrowerThanTheSumOfAdvances() throws {
        let source = FreeTypeGlyphSource()
        let font = FontRequest(size: 100)
        let a = try source.layout("A", font: font), v = try source.layout("V", font: font)
        let av = try source.layout("AV", font: font)
        #expect(av.width < a.width + v.width - 1, "AV \(av.width) vs \(a.width) + \(v.width)")
        #expect(av.glyphs[1].origin.x < a.width)
        // DejaVu Sans kerns A–V by −131 units of 2048.
        #expect(abs(av.width - (a.width + v.width - 131.0 / 2048 * 100)) < 1e-9)
    }

    @Test func glyphsAreSeparateSubpathsAndTheCountMatches() throws {
        let layout = try FreeTypeGlyphSource().layout("Hello, ob!", font: FontRequest(size: 20))
        #expect(layout.glyphs.count == 10)
        #expect(layout.glyphs.map(\.character) == Array("Hello, ob!"))
        for glyph in layout.glyphs where glyph.character != " " {
            let moves = glyph.path.elements.filter { if case .move = $0 { true } else { false } }.count
            let closes = glyph.path.elements.filter { $0 == .close }.count
            #expect(moves >= 1 && moves == closes, "\(glyph.character)")
            if case .move? = glyph.path.elements.first {
            } else {
                Issue.record("\(glyph.character) does not start with a move")
            }
        }
        // "o" has two contours, "b" two, "H" one.
        #expect(layout.glyphs[7].path.elements.filter { $0 == .close }.count == 2)
        #expect(layout.glyphs[0].path.elements.filter { $0 == .close }.count == 1)
        #expect(layout.glyphs[5].path.isEmpty == false && layout.glyphs[6].path.isEmpty)
    }

    @Test func outlinesSitOnTheBaselineWithYDownAtTheirPenPosition() throws {
        let layout = try FreeTypeGlyphSource().layout("Hg", font: FontRequest(size: 100))
        let h = layout.glyphs[0].path.bounds, g = layout.glyphs[1].path.bounds
        #expect(abs(h.maxY) < 0.01, "H sits on the baseline")
        #expect(h.minY < -70 && h.minY > -76, "cap height about 73")
        #expect(g.maxY > 15, "g descends below the baseline")
        #expect(g.minX >= layout.glyphs[1].origin.x - 1 && layout.glyphs[1].origin.x == layout.glyphs[0].advance)
        #expect(layout.ascent > 90 && layout.descent > 20)
        #expect(abs(layout.width - layout.glyphs.map(\.advance).reduce(0, +)) < 1e-9)
        // Quadratic outlines: TrueType conics come through as quads.
        #expect(layout.glyphs[1].path.elements.contains { if case .quad = $0 { true } else { false } })
    }

    @Test func layoutsAreCached() throws {
        let source = FreeTypeGlyphSource()
        let first = try source.layout("Refresh", font: FontRequest(size: 17))
        #expect(try source.layout("Refresh", font: FontRequest(size: 17)) == first)
        #expect(try source.layout("Refresh", font: FontRequest(size: 18)).width > first.width)
    }

    @Test func missingFontPathIsNamedInTheError() {
        let error = #expect(throws: GlyphSourceError.self) {
            try FreeTypeGlyphSource().layout("A", font: FontRequest(file: "/nope/Missing.ttf", size: 17))
        }
        #expect(error == .fontUnavailable(path: "/nope/Missing.ttf", reason: "no such file or directory"))
        #expect(error?.description.contains("/nope/Missing.ttf") == true)
        #expect(error?.description.hasSuffix("give the path of a readable TrueType or OpenType file") == true)
    }

    @Test func invalidSizesThrow() {
        for size in [0, -3, .nan, .infinity] as [Double] {
            #expect(throws: GlyphSourceError.self) {
                try FreeTypeGlyphSource().layout("A", font: FontRequest(size: size))
            }
        }
    }

    @Test func truncatedAndCorruptFontsThrowTypedErrorsWithoutCrashing() throws {
        let bytes = try FileIO.readAll(Self.dejaVu)
        let directory = temporaryDirectory("fonts")
        defer { removeTemporaryDirectory(directory) }
        let source = FreeTypeGlyphSource()
        var cuts = [0, 1, 12, 100, 1000, 10_000, 100_000, bytes.count / 2, bytes.count - 1000]
        cuts += [bytes.count * 3 / 4, bytes.count * 9 / 10]
        for cut in cuts {
            let path = directory + "/cut-\(cut).ttf"
            try FileIO.write(Array(bytes.prefix(cut)), to: path)
            let error = #expect(throws: GlyphSourceError.self, "cut at \(cut)") {
                // Glyphs from all over the font, so a cut anywhere in 'glyf' is noticed.
                _ = try source.layout("AVzWé€ĀЖ→∑ﬁ", font: FontRequest(file: path, size: 17))
            }
            if case let .fontUnavailable(errorPath, _)? = error { #expect(errorPath == path) }
        }
        // Garbage with a valid-looking header.
        var garbage = Array(bytes.prefix(4096))
        for i in stride(from: 12, to: garbage.count, by: 7) { garbage[i] ^= 0x5A }
        let path = directory + "/garbage.ttf"
        try FileIO.write(garbage, to: path)
        #expect(throws: GlyphSourceError.self) { _ = try source.layout("A", font: FontRequest(file: path, size: 17)) }
        // A directory is not a font.
        #expect(throws: GlyphSourceError.self) {
            _ = try source.layout("A", font: FontRequest(file: directory, size: 17))
        }
    }
}

extension FreeTypeGlyphSourceTests {
    @Test func corruptGlyphDataNeverCrashes() throws {
        let bytes = try FileIO.readAll(Self.dejaVu)
        let directory = temporaryDirectory("corrupt")
        defer { removeTemporaryDirectory(directory) }
        let source = FreeTypeGlyphSource()
        // Scramble stretches all over the file (tables keep their declared sizes).
        for (n, start) in stride(from: 400, to: bytes.count - 5000, by: bytes.count / 12).enumerated() {
            var damaged = bytes
            for i in stride(from: start, to: start + 4000, by: 3) { damaged[i] = UInt8(truncatingIfNeeded: i * 131) }
            let path = directory + "/damaged-\(n).ttf"
            try FileIO.write(damaged, to: path)
            do {
                _ = try source.layout("AVzWé€ЖgHo", font: FontRequest(file: path, size: 17))
            } catch {
                guard case let .fontUnavailable(errorPath, _) = error else {
                    Issue.record("\(error)")
                    continue
                }
                #expect(errorPath == path)
            }
        }
    }
}
