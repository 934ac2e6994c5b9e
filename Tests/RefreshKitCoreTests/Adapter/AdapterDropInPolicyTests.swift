import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// The UIKit adapter's decisions for a drop-in control: the tint it draws with, how it scrolls by
/// itself, where an auto footer sits, when VoiceOver can reach it, and when the SwiftUI lookup
/// looks again.
@Suite struct AdapterDropInPolicyTests {
    let blue = RGBAColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
    let grey = RGBAColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)

    @Test func aTintChosenAnywhereDrivesTheIndicatorTheSystemDefaultDoesNot() {
        var tint = TintResolution()
        // Nobody chose a tint: the inherited one is the system's; the style keeps its colour.
        let none = tint.indicatorTint(setOnControl: false, resolved: blue, systemDefault: blue, dimmed: false)
        #expect(none == nil)
        // The window or the scroll view chose red: it is inherited and drawn.
        let inherited = tint.indicatorTint(setOnControl: false, resolved: red, systemDefault: blue, dimmed: false)
        #expect(inherited == red)
        // Set on the control itself, even the system blue is drawn.
        let own = tint.indicatorTint(setOnControl: true, resolved: blue, systemDefault: blue, dimmed: false)
        #expect(own == blue)
    }

    @Test func whileDimmedTheDecisionBeforeTheDimmingHolds() {
        var tint = TintResolution()
        _ = tint.indicatorTint(setOnControl: false, resolved: red, systemDefault: blue, dimmed: false)
        let dimmedRed = tint.indicatorTint(setOnControl: false, resolved: grey, systemDefault: blue, dimmed: true)
        #expect(dimmedRed == grey)  // an app's tint dims, as UIKit's controls do
        var untinted = TintResolution()
        _ = untinted.indicatorTint(setOnControl: false, resolved: blue, systemDefault: blue, dimmed: false)
        let dimmedDefault = untinted.indicatorTint(
            setOnControl: false, resolved: grey, systemDefault: blue, dimmed: true)
        #expect(dimmedDefault == nil)  // the style's own colour stays
        let dimmedOwn = untinted.indicatorTint(setOnControl: true, resolved: grey, systemDefault: blue, dimmed: true)
        #expect(dimmedOwn == grey)
    }

    @Test func tablesAndCollectionsScrollWithTheirOwnAnimation() {
        #expect(ProgrammaticScroll.style(laysOutCells: true) == .scrollViewAnimation)
        #expect(ProgrammaticScroll.style(laysOutCells: false) == .viewAnimation)
    }

    @Test func aScrollAnimationEndsAtItsTargetUnderAFingerOrAfterASecond() {
        let watch = ProgrammaticScroll.Watch(target: -155, startTime: 10)
        #expect(!watch.hasEnded(offset: 3000, isUserScrolling: false, time: 10.2))
        #expect(watch.hasEnded(offset: -154.6, isUserScrolling: false, time: 10.3))
        #expect(watch.hasEnded(offset: 3000, isUserScrolling: true, time: 10.1))
        #expect(watch.hasEnded(offset: 3000, isUserScrolling: false, time: 11))
        #expect(watch.hasEnded(offset: .nan, isUserScrolling: false, time: 10))
    }

    @Test func anAutoFooterSitsUnderTheLastRowOfShortContentAPullFooterAtTheBottom() {
        let m = ScrollMetrics(
            contentOffset: Point(x: 0, y: -91), contentSize: Size(width: 390, height: 300),
            viewportSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 91, bottom: 34))
        #expect(
            RefreshControlLayout.frame(edge: .footer, height: 50, metrics: m, mode: .auto)
                == Rect(x: 0, y: 300, width: 390, height: 50))
        #expect(
            RefreshControlLayout.frame(edge: .footer, height: 50, metrics: m, mode: .pull)
                == Rect(x: 0, y: 844 - 91 - 34, width: 390, height: 50))
        // Long content: both right under the last row.
        var long = m
        long.contentSize.height = 2000
        #expect(RefreshControlLayout.frame(edge: .footer, height: 50, metrics: long, mode: .auto).origin.y == 2000)
        #expect(RefreshControlLayout.frame(edge: .footer, height: 50, metrics: long, mode: .pull).origin.y == 2000)
    }

    @Test func aControlIsInViewOnlyWhenItShowsBetweenTheBars() {
        var m = ScrollMetrics(
            contentOffset: Point(x: 0, y: -91), contentSize: Size(width: 390, height: 2000),
            viewportSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: 91, bottom: 34))
        let header = RefreshControlLayout.frame(edge: .header, height: 64, metrics: m)
        let footer = RefreshControlLayout.frame(edge: .footer, height: 50, metrics: m)
        // At rest at the top the header is under the navigation bar, out of view.
        #expect(!RefreshControlLayout.isInView(frame: header, axis: .vertical, metrics: m))
        // Pulled 30 pt: in view.
        m.contentOffset.y = -121
        #expect(RefreshControlLayout.isInView(frame: header, axis: .vertical, metrics: m))
        // Refreshing, its share held: in view; scrolled 600 pt down: out of view.
        m.refreshInsets.top = 64
        m.adjustedContentInset.top = 155
        m.contentOffset.y = -155
        #expect(RefreshControlLayout.isInView(frame: header, axis: .vertical, metrics: m))
        m.contentOffset.y = 600
        #expect(!RefreshControlLayout.isInView(frame: header, axis: .vertical, metrics: m))
        // The footer shows only at the end of the content.
        m.refreshInsets.top = 0
        m.adjustedContentInset.top = 91
        #expect(!RefreshControlLayout.isInView(frame: footer, axis: .vertical, metrics: m))
        m.contentOffset.y = 2000 + 34 - 844 + 40  // pulled 40 pt past the end
        #expect(RefreshControlLayout.isInView(frame: footer, axis: .vertical, metrics: m))
        // A hairline does not count.
        m.contentOffset.y = 2000 + 34 - 844 + 0.4
        #expect(!RefreshControlLayout.isInView(frame: footer, axis: .vertical, metrics: m))
    }

    @Test func aLeadingControlIsInViewWhenPulledIntoTheWidth() {
        var m = ScrollMetrics(
            contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 2000, height: 200),
            viewportSize: Size(width: 390, height: 200))
        let leading = RefreshControlLayout.frame(edge: .header, axis: .horizontal, height: 64, metrics: m)
        #expect(!RefreshControlLayout.isInView(frame: leading, axis: .horizontal, metrics: m))
        m.contentOffset.x = -20
        #expect(RefreshControlLayout.isInView(frame: leading, axis: .horizontal, metrics: m))
    }

    @Test func aControlRestsAtItsEdgeWithinAPoint() {
        var m = ScrollMetrics(
            contentOffset: Point(x: 0, y: -91), contentSize: Size(width: 390, height: 2000),
            viewportSize: Size(width: 390, height: 844))
        m.adjustedContentInset = Insets(top: 91, left: 0, bottom: 34, right: 0)
        #expect(RefreshControlLayout.restsAtEdge(.header, axis: .vertical, metrics: m))
        #expect(!RefreshControlLayout.restsAtEdge(.footer, axis: .vertical, metrics: m))
        m.contentOffset.y = -89.5
        #expect(!RefreshControlLayout.restsAtEdge(.header, axis: .vertical, metrics: m))
        m.contentOffset.y = 2000 + 34 - 844 - 0.5
        #expect(RefreshControlLayout.restsAtEdge(.footer, axis: .vertical, metrics: m))
        m.contentOffset.y = .nan
        #expect(!RefreshControlLayout.restsAtEdge(.header, axis: .vertical, metrics: m))
        // A list shorter than the view rests at both edges.
        m.contentSize.height = 300
        m.contentOffset.y = -91
        #expect(RefreshControlLayout.restsAtEdge(.footer, axis: .vertical, metrics: m))
        // Horizontal: the leading control at the left edge.
        let h = ScrollMetrics(
            contentOffset: Point(x: 0, y: 0), contentSize: Size(width: 2000, height: 200),
            viewportSize: Size(width: 390, height: 200))
        #expect(RefreshControlLayout.restsAtEdge(.header, axis: .horizontal, metrics: h))
        #expect(!RefreshControlLayout.restsAtEdge(.footer, axis: .horizontal, metrics: h))
    }

    @Test func onlyAFailedFooterTakesTouches() {
        for state: RefreshState in [
            .idle, .revealing(progress: 0.5), .armed(overPull: 1), .refreshing, .finishing, .noMoreData,
        ] {
            #expect(!RefreshControlLayout.takesTouches(in: state))
        }
        #expect(RefreshControlLayout.takesTouches(in: .failed))
    }

    @Test func aStoryboardNamesAStyleOfTheCatalog() {
        #expect(Indicators.indicator(named: "arcSpinner") is Indicators.ArcSpinner)
        #expect((Indicators.indicator(named: "systemYellowOnRed") as? Indicators.System)?.configuration == .yellowOnRed)
        #expect(Indicators.indicator(named: "collapsingHeader") == nil)  // not a refresh indicator
        #expect(Indicators.indicator(named: "ArcSpinner") == nil)  // exact, case included
        #expect(Indicators.indicator(named: "") == nil)
        #expect(Indicators.indicatorNames.count == Indicators.catalog.count - 1)
        #expect(!Indicators.indicatorNames.contains("collapsingHeader"))
    }

    @Test func anEnclosingMatchKeepsLookingASiblingIsFinal() {
        var search = ScrollViewSearch()
        // A paging TabView around a List not built yet: found first, but not final.
        let first = search.didSucceed(.enclosing)
        #expect(first == .retry(after: ScrollViewSearch.retryInterval))
        #expect(search.looksAgainOnUpdate)
        var more = 0
        for _ in 1..<ScrollViewSearch.retryLimit where search.didSucceed(.enclosing) != nil { more += 1 }
        #expect(more == ScrollViewSearch.retryLimit - 1)
        let spent = search.didSucceed(.enclosing)
        #expect(spent == nil)  // the run is spent: the enclosing scroll view is kept
        #expect(!search.looksAgainOnUpdate)
        // The List itself, found later: final, no more looks.
        let sibling = search.didSucceed(.sibling)
        #expect(sibling == nil)
        #expect(!search.looksAgainOnUpdate)
        // A new window starts a new run of looks.
        search.windowDidChange()
        let next = search.didSucceed(.enclosing)
        #expect(next == .retry(after: ScrollViewSearch.retryInterval))
    }
}
