import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

@Suite struct IndicatorsClassicTests {
    typealias Strings = Indicators.Classic.Strings
    let style = Indicators.Classic()
    let pi = RKMath.pi
    let grey = RGBAColor(red: 90.0 / 255, green: 90.0 / 255, blue: 90.0 / 255)

    @Test(arguments: [
        ("en", Strings.english), ("en-GB", .english), ("it", .english), ("", .english),
        ("fr-CA", .french), ("de-AT", .german), ("ja-JP", .japanese), ("ko_KR", .korean),
        ("pt-BR", .brazilianPortuguese), ("pt", .brazilianPortuguese), ("ru", .russian),
        ("ar-EG", .arabic), ("he", .hebrew), ("iw-IL", .hebrew),
        ("es", .spanish), ("es-MX", .spanish), ("vi-VN", .vietnamese), ("vi", .vietnamese),
        ("zh-Hans", .simplifiedChinese), ("zh-Hans-CN", .simplifiedChinese), ("zh", .simplifiedChinese),
        ("zh-CN", .simplifiedChinese), ("zh-Hant", .traditionalChinese), ("zh-Hant-TW", .traditionalChinese),
        ("zh_TW", .traditionalChinese), ("zh-HK", .traditionalChinese), ("ZH-hant", .traditionalChinese),
    ])
    func localesPickTheirTable(tag: String, expected: Strings) {
        #expect(Strings.forLocale(tag) == expected)
    }

    @Test func chineseTablesAreMJRefreshs() {
        let s = Strings.simplifiedChinese, t = Strings.traditionalChinese
        #expect(
            [
                s.headerPull, s.headerRelease, s.headerLoading, s.footerPull, s.footerRelease,
                s.footerLoading, s.noMoreData, s.lastUpdatedPrefix,
            ]
                == [
                    "下拉可以刷新", "松开立即刷新", "正在刷新数据中...", "上拉可以加载更多", "松开立即加载更多",
                    "正在加载更多的数据...", "已经全部加载完毕", "最后更新：",
                ])
        #expect(
            [t.headerRelease, t.headerLoading, t.footerPull, t.noMoreData, t.lastUpdatedPrefix]
                == ["鬆開立即刷新", "正在刷新數據中...", "上拉可以加載更多", "已經全部加載完畢", "最後更新："])
    }

    @Test func titlesFollowStateAndEdge() {
        let cases: [(RefreshState, RefreshEdge, String)] = [
            (.idle, .header, "Pull down to refresh…"), (.revealing(progress: 0.5), .header, "Pull down to refresh…"),
            (.armed(overPull: 3), .header, "Release to refresh…"), (.refreshing, .header, "Loading…"),
            (.finishing, .header, "Loading…"), (.revealing(progress: 0.5), .footer, "Pull up to load more…"),
            (.armed(overPull: 0), .footer, "Release to load more…"), (.refreshing, .footer, "Loading more…"),
            (.noMoreData, .footer, "No more data"),
        ]
        for (state, edge, title) in cases {
            #expect(style.title(for: boxContext(state, edge: edge)) == title)
        }
        #expect(style.title(for: boxContext(.refreshing, locale: "zh-Hant-TW")) == "正在刷新數據中...")
        #expect(style.title(for: boxContext(.armed(overPull: 0), locale: "es-MX")) == "Suelta para actualizar…")
    }

    @Test func twoLinesAndTheArrowLeftOfTheWiderOne() throws {
        let ctx = boxContext(
            .revealing(progress: 0.3), progress: 0.3, lastUpdated: LastUpdatedTime(day: .today, hour: 10, minute: 24))
        let items = style.scene(for: ctx).items
        try #require(items.count == 3)
        let title = "Pull down to refresh…", updated = "Last updated: Today 10:24"
        // Title line box centred on (195, 40 − 27/2), the updated line on (195, 40 + 27/2):
        // a box glyph's ink sits 9 pt above the line box's centre to 5 pt below it.
        let t = try #require(items[0].sceneBounds), u = try #require(items[1].sceneBounds)
        #expect(close(t.minX, 195 - BoxGlyphSource.width(title) / 2, 1e-9))
        #expect(close(t.minY, 26.5 - 9, 1e-9) && close(t.maxY, 26.5 + 5, 1e-9))
        #expect(close(u.minX, 195 - BoxGlyphSource.width(updated) / 2, 1e-9))
        #expect(close(u.minY, 53.5 - 9, 1e-9))
        #expect(items[0].solidColor == grey && items[1].solidColor == grey)
        // The arrow: stroked, centred 25 pt left of the wider (updated) line, pointing down.
        let arrow = items[2]
        #expect(arrow.strokeStyle != nil)
        let x = 195 - BoxGlyphSource.width(updated) / 2 - 25
        #expect(close(arrow.transform.apply(.zero), Point(x: x, y: 40), 1e-9))
        #expect(close(arrow.transform.apply(Point(x: 0, y: 12)), Point(x: x, y: 52), 1e-9))  // Tip below.
    }

    @Test func oneLineWithoutLastUpdatedAndForFooters() throws {
        for ctx in [
            boxContext(.idle),
            boxContext(
                .revealing(progress: 0.3), edge: .footer, lastUpdated: LastUpdatedTime(day: .today, hour: 0, minute: 0)),
        ] {
            let items = style.scene(for: ctx).items
            try #require(items.count == 2)
            let box = try #require(items[0].sceneBounds)
            #expect(close(box.minY, 40 - 9, 1e-9))
        }
    }

    @Test func arrowFlipsOverTwoTenthsOfASecondWhenArmed() {
        func angle(_ ctx: IndicatorContext) -> Double {
            style.arrowAngle(flip: style.flipFraction(for: ctx), edge: ctx.edge)
        }
        #expect(angle(boxContext(.armed(overPull: 0), time: 0)) == 0)
        #expect(close(angle(boxContext(.armed(overPull: 0), time: 0.1)), -pi / 2, 1e-6))
        #expect(
            close(
                angle(boxContext(.armed(overPull: 0), time: 0.05)),
                -pi * TimingCurve.easeInEaseOut.value(at: 0.25), 1e-12))
        #expect(angle(boxContext(.armed(overPull: 0), time: 0.2)) == -pi)
        #expect(angle(boxContext(.armed(overPull: 0), time: 3)) == -pi)
        // The scene carries it: at 0.2 s the arrow points up.
        let arrow = style.scene(for: boxContext(.armed(overPull: 0), time: 0.2)).items.last!
        #expect(close(arrow.transform.a, -1, 1e-12) && close(arrow.transform.b, 0, 1e-12))
    }

    @Test func arrowTurnsBackWhenThePullDisarms() {
        let back = style.flipFraction(for: boxContext(.revealing(progress: 0.95), progress: 0.95, time: 0.05))
        #expect(close(back, 1 - TimingCurve.easeInEaseOut.value(at: 0.25), 1e-12))
        #expect(style.flipFraction(for: boxContext(.revealing(progress: 0.95), progress: 0.95, time: 0.2)) == 0)
        // A fresh pull starts low: no flip.
        #expect(style.flipFraction(for: boxContext(.revealing(progress: 0.3), progress: 0.3, time: 0.05)) == 0)
    }

    @Test func footerArrowPointsUpThenDown() {
        #expect(style.arrowAngle(flip: 0, edge: .footer) == pi)
        #expect(style.arrowAngle(flip: 1, edge: .footer) == 0)
        let ctx = boxContext(.revealing(progress: 0.2), edge: .footer, progress: 0.2)
        let arrow = style.scene(for: ctx).items.last!
        #expect(close(arrow.transform.a, -1, 1e-12))
    }

    @Test func spinnerReplacesTheArrowWhileLoading() throws {
        let items = style.scene(for: boxContext(.refreshing, time: 0)).items
        try #require(items.count == 1 + 8)  // Title and eight spokes.
        let spokes = Array(items.dropFirst())
        #expect(spokes.allSatisfy { $0.strokeStyle?.cap == .round })
        // Spoke 0 at 12 o'clock, from radius 5 to 10, around the arrow's place.
        let x = 195 - BoxGlyphSource.width("Loading…") / 2 - 25
        let first = try #require(spokes[0].sceneBounds)
        #expect(close(first.midX, x, 1e-9) && close(first.minY, 30, 1e-9) && close(first.maxY, 35, 1e-9))
        #expect(spokes[0].solidColor?.alpha == 1)
        #expect(close(spokes[1].solidColor!.alpha, 0.25, 1e-12))
        #expect(close(spokes[7].solidColor!.alpha, 1 - 0.75 / 7, 1e-12))
    }

    @Test func brightestSpokeStepsEveryEighthOfASecond() {
        #expect(style.spokeOpacity(3, at: 3 * 0.125 + 0.01) == 1)
        #expect(style.spokeOpacity(3, at: 3 * 0.125 - 0.01) < 1)
        #expect(style.spokeOpacity(0, at: 1.01) == 1)  // A turn per second.
        #expect(close(style.spokeOpacity(2, at: 0.5 + 0.01), 1 - 0.75 * 2 / 7, 1e-12))
    }

    @Test func finishingFadesTheSpinnerAndTheLoadingTitleTogether() throws {
        let items = style.scene(for: boxContext(.finishing, time: 0.15, refreshingDuration: 1.35)).items
        try #require(items.count == 9)
        // One state: the loading title and its spinner, fading out as one while the header closes.
        #expect(items.allSatisfy { close($0.opacity, 0.5, 1e-6) })  // easeInEaseOut(0.5) of a 0.3 s fade.
        #expect(style.title(for: boxContext(.finishing)) == style.title(for: boxContext(.refreshing)))
        // Spinner time continues: 1.5 s → head spoke 4.
        #expect(items[1 + 4].solidColor?.alpha == 1)
        let x = 195 - BoxGlyphSource.width("Loading…") / 2 - 25
        #expect(close(items[1].sceneBounds!.midX, x, 1e-9))
        #expect(style.scene(for: boxContext(.finishing, time: 0.3)).items.isEmpty)
    }

    @Test func noMoreDataShowsOnlyText() {
        let items = style.scene(for: boxContext(.noMoreData, edge: .footer)).items
        #expect(items.count == 1 && items[0].strokeStyle == nil)
    }

    @Test func reduceMotionFlipsAtOnceAndPulses() throws {
        #expect(style.flipFraction(for: boxContext(.armed(overPull: 0), reduceMotion: true)) == 1)
        #expect(
            style.flipFraction(for: boxContext(.revealing(progress: 0.95), progress: 0.95, reduceMotion: true)) == 0)
        let half = style.scene(for: boxContext(.refreshing, time: 0.5, reduceMotion: true)).items.dropFirst()
        #expect(half.allSatisfy { close($0.opacity, 0.25, 1e-9) && $0.solidColor?.alpha == 1 })
        let start = style.scene(for: boxContext(.refreshing, time: 0, reduceMotion: true)).items.dropFirst()
        #expect(start.allSatisfy { $0.opacity == 1 })
    }

    @Test func tintColoursEverything() {
        let items = style.scene(for: boxContext(.armed(overPull: 0), tint: .red)).items
        #expect(items.allSatisfy { $0.solidColor == .red })
    }

    @Test func hostileValuesNeverCrash() {
        // No room at all: nothing is drawn rather than squeezed to a point.
        #expect(
            style.scene(for: boxContext(.revealing(progress: .nan), progress: .nan, time: -1, size: .zero)).items
                .isEmpty)
        let items = style.scene(for: boxContext(.revealing(progress: .nan), progress: .nan, time: -1)).items
        #expect(items.count == 2 && items.allSatisfy { $0.transform.a.isFinite })
        let nan = style.scene(for: boxContext(.finishing, time: .nan, refreshingDuration: -4)).items
        #expect(nan.allSatisfy { $0.opacity.isFinite })
        let odd = Indicators.Classic(
            configuration: modified(.init()) {
                $0.spokeCount = 0
                $0.spinnerPeriod = .nan
            })
        #expect(odd.scene(for: boxContext(.refreshing)).items.count == 1)
    }

    @Test func missingFontKeepsTheArrow() {
        let items = style.scene(for: boxContext(.armed(overPull: 0), glyphs: MissingFontGlyphSource())).items
        #expect(items.count == 1 && items[0].strokeStyle != nil)
        // Without a title the arrow is the whole drawing: centred.
        #expect(close(items[0].transform.apply(.zero), Point(x: 195, y: 40), 1e-9))
    }
}
