import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// Right to left (Arabic, Hebrew, or an override) mirrors the classic style and the letter wave
/// about the area's vertical centre line, as UIKit's semantic content attribute would.
@Suite struct RightToLeftLayoutTests {
    @Test func directionComesFromTheLocaleUnlessSet() {
        #expect(boxContext(.idle, locale: "ar").resolvedLayoutDirection == .rightToLeft)
        #expect(boxContext(.idle, locale: "he-IL").resolvedLayoutDirection == .rightToLeft)
        #expect(boxContext(.idle, locale: "ja").resolvedLayoutDirection == .leftToRight)
        var forced = boxContext(.idle, locale: "en")
        forced.layoutDirection = .rightToLeft
        #expect(forced.resolvedLayoutDirection == .rightToLeft)
        var unforced = boxContext(.idle, locale: "ar")
        unforced.layoutDirection = .leftToRight
        #expect(unforced.resolvedLayoutDirection == .leftToRight)
    }

    @Test func classicArrowSitsRightOfTheTextAndTurnsTheOtherWay() throws {
        let style = Indicators.Classic()
        var ltr = boxContext(.armed(overPull: 0), time: 0.1)
        var rtl = ltr
        rtl.layoutDirection = .rightToLeft
        ltr.layoutDirection = .leftToRight
        let a = try #require(style.scene(for: ltr).items.last), b = try #require(style.scene(for: rtl).items.last)
        // Mirror images about x = 195: the centres, and a point of the shaft.
        let ca = a.transform.apply(.zero), cb = b.transform.apply(.zero)
        #expect(abs((ca.x + cb.x) / 2 - 195) < 1e-9 && cb.x > 195)
        let pa = a.transform.apply(Point(x: 0, y: 12)), pb = b.transform.apply(Point(x: 0, y: 12))
        #expect(abs((pa.x + pb.x) / 2 - 195) < 1e-9 && abs(pa.y - pb.y) < 1e-9)
        #expect(style.drawnArrowAngle(for: rtl) == -style.drawnArrowAngle(for: ltr))
    }

    @Test func letterWaveRowIsMirrored() throws {
        let style = Indicators.LetterWave()
        var ltr = boxContext(.armed(overPull: 0))
        var rtl = ltr
        ltr.layoutDirection = .leftToRight
        rtl.layoutDirection = .rightToLeft
        let left = style.scene(for: ltr).items.compactMap(\.sceneBounds)
        let right = style.scene(for: rtl).items.compactMap(\.sceneBounds)
        try #require(left.count == 7 && right.count == 7)
        // The first letter is leftmost left to right and rightmost right to left.
        #expect(left[0].minX < left[6].minX && right[0].minX > right[6].minX)
        // Each letter's box (not its ink: letters are not flipped) mirrored about x = 195, so
        // ink centres are mirrored up to the glyph's own ink offset, the same for every letter.
        let sums = zip(left, right).map { $0.midX + $1.midX }
        #expect(sums.allSatisfy { abs($0 - sums[0]) < 1e-9 } && abs(sums[0] / 2 - 195) <= 1)
    }
}
