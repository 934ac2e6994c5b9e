import Testing
@testable import RefreshKitCore
import RefreshKitStyles
import RefreshKitTestSupport

/// The titles of the geometric styles: on by default, by state and locale, beside the
/// indicator; off in the seed configurations.
@Suite struct IndicatorTitleTests {
    /// A context drawn with box glyphs (12 pt per character) in `locale`.
    func context(_ state: RefreshState, locale: String = "en", time: Double = 0) -> IndicatorContext {
        IndicatorContext(
            state: state, pullDistance: 32, progress: 0.5, overPull: 0, triggerDistance: 64, time: time,
            refreshingDuration: 0, size: Geo.area, displayScale: 2, locale: locale,
            glyphs: BoxGlyphSource())
    }

    /// The number of glyph boxes in the title item (the last item), or nil when there is none.
    func titleBoxes(_ scene: IndicatorScene, indicatorItems: Int) -> Int? {
        guard scene.items.count == indicatorItems + 1 else { return nil }
        return scene.items.last?.path?.moveCount
    }

    /// A row is fitted once for the frames that share its title, area and indicator box (a
    /// loop's, a pull's), and again when one of them changes; what it returns is what a fresh
    /// context fits.
    @Test func aRowIsFittedOncePerKey() {
        let glyphs = BoxGlyphSource()
        let title = IndicatorTitle()
        let box = Size(width: 24, height: 24)
        var context = IndicatorContext(
            state: .refreshing, triggerDistance: 64, size: Geo.area, locale: "en", glyphs: glyphs)
        func row(_ context: IndicatorContext) -> IndicatorTitle.Row {
            IndicatorTitle.row(title, indicatorSize: box, context: context, area: context.size)
        }
        func fresh(_ context: IndicatorContext) -> IndicatorTitle.Row {
            var copy = context
            copy.memos = DrawingMemos()
            return row(copy)
        }
        /// The two rows place the indicator and the title alike.
        func same(_ a: IndicatorTitle.Row, _ b: IndicatorTitle.Row) -> Bool {
            a.indicatorCenter == b.indicatorCenter && a.indicatorScale == b.indicatorScale && a.layout == b.layout
                && a.titleOffset == b.titleOffset && a.color == b.color
        }
        let first = row(context)
        let fitted = glyphs.requests
        #expect(fitted > 0 && first.layout != nil)
        for frame in 1...30 {
            context.time = Double(frame) / 60
            #expect(same(row(context), first))
        }
        #expect(glyphs.requests == fitted, "the loop's frames fit the title again")
        // A narrower slot: the title goes under the indicator or is dropped, fitted anew.
        context.size = Size(width: 120, height: 80)
        #expect(same(row(context), fresh(context)) && !same(row(context), first))
        #expect(glyphs.requests > fitted)
        // Back to the first slot, then another text: each is fitted as a fresh context fits it.
        context.size = Geo.area
        #expect(same(row(context), first))
        context.titleOverrides = [.refreshing: "Fetching the latest"]
        #expect(same(row(context), fresh(context)) && !same(row(context), first))
    }

    @Test func theTablesHaveTheS1TitlesInEveryLanguage() {
        #expect(
            IndicatorTitles.english
                == IndicatorTitles(
                    pull: "Pull down to refresh…", release: "Release to refresh…",
                    loading: "Loading…"))
        #expect(IndicatorTitles.forLocale("es-MX").loading == "Cargando…")
        #expect(IndicatorTitles.forLocale("vi").pull == "Kéo xuống để làm mới…")
        #expect(IndicatorTitles.forLocale("zh-Hans").release == "松开立即刷新")
        #expect(IndicatorTitles.forLocale("zh-TW").release == "鬆開立即刷新")
        #expect(IndicatorTitles.forLocale("fr").pull == Indicators.Classic.Strings.french.headerPull)
        #expect(IndicatorTitles.forLocale("xx").pull == "Pull down to refresh…")
        let t = IndicatorTitles.english
        #expect(t.title(for: .idle) == nil && t.title(for: .noMoreData) == nil)
        #expect(t.title(for: .revealing(progress: 0.5)) == t.pull && t.title(for: .armed(overPull: 1)) == t.release)
        #expect(t.title(for: .refreshing) == t.loading && t.title(for: .finishing) == t.loading)
        // The same words as the classic style's header, language by language.
        for tag in ["en", "es", "vi", "zh-Hans", "zh-Hant"] {
            let classic = Indicators.Classic.Strings.forLocale(tag), titles = IndicatorTitles.forLocale(tag)
            #expect(
                classic.headerPull == titles.pull && classic.headerRelease == titles.release
                    && classic.headerLoading == titles.loading, "\(tag)")
        }
    }

    @Test func theTitlesAreOnByDefaultAndOffInTheSeedConfigurations() {
        #expect(Indicators.ArcSpinner.Configuration().title == IndicatorTitle(spacing: 5))
        #expect(Indicators.ProgressRing.Configuration().title == IndicatorTitle())
        #expect(Indicators.BarFill.Configuration().title == IndicatorTitle())
        #expect(Indicators.ArcSpinner.Configuration.untitled.title == nil)
        #expect(Indicators.ProgressRing.Configuration.untitled.title == nil)
        #expect(Indicators.BarFill.Configuration.bareSquare.title == nil)
        let c = context(.refreshing)
        #expect(titleBoxes(Indicators.ArcSpinner().scene(for: c), indicatorItems: 1) == 8)  // "Loading…"
        #expect(titleBoxes(Indicators.ProgressRing().scene(for: c), indicatorItems: 2) == 8)
        #expect(titleBoxes(Indicators.BarFill().scene(for: c), indicatorItems: 2) == 8)
        #expect(Indicators.ArcSpinner(configuration: .untitled).scene(for: c).items.count == 1)
        #expect(Indicators.ProgressRing(configuration: .untitled).scene(for: c).items.count == 2)
    }

    @Test func theTitleFollowsTheStateAndTheLocale() {
        let ring = Indicators.ProgressRing()
        // Spaces draw no box.
        #expect(titleBoxes(ring.scene(for: context(.revealing(progress: 0.5))), indicatorItems: 2) == 18)
        #expect(titleBoxes(ring.scene(for: context(.armed(overPull: 0))), indicatorItems: 2) == 17)
        #expect(titleBoxes(ring.scene(for: context(.refreshing, locale: "es")), indicatorItems: 2) == 9)  // Cargando…
        #expect(titleBoxes(ring.scene(for: context(.refreshing, locale: "zh-Hant")), indicatorItems: 2) == 10)
        let fixed = Indicators.ProgressRing(configuration: .init(title: IndicatorTitle(titles: .vietnamese)))
        #expect(titleBoxes(fixed.scene(for: context(.refreshing, locale: "en")), indicatorItems: 2) == 8)  // Đang tải…
    }

    @Test func theIndicatorAndTheTitleAreCentredAsARow() throws {
        // "Loading…": 8 × 12 = 96 pt of advance; ring 30 pt, 10 pt apart: 136 pt from x = 127.
        let items = Indicators.ProgressRing().scene(for: context(.refreshing)).items
        #expect(close(items[0].transform.apply(.zero), Point(x: 142, y: 40), 1e-9))  // The ring's centre.
        let title = try #require(items.last?.sceneBounds)
        #expect(close(title.minX, 167, 1e-9) && close(title.maxX, 261, 1e-9))  // The last box ends 2 pt short.
        // The arc spinner: 30 pt, 5 pt apart: 131 pt from x = 129.5.
        let arc = Indicators.ArcSpinner().scene(for: context(.refreshing)).items
        #expect(close(arc[0].transform.apply(.zero), Point(x: 144.5, y: 40), 1e-9))
    }

    @Test func theTitleFadesWithTheIndicatorWhileFinishing() throws {
        let c = context(.finishing, time: 0.15)  // Half of the 0.3 s fade.
        let items = Indicators.ArcSpinner().scene(for: c).items
        #expect(close(try #require(items.last).opacity, 0.5, 1e-9) && close(items[0].opacity, 0.5, 1e-9))
    }
}
