import Testing
@testable import RefreshKitCore

/// On content shorter than the viewport an auto footer sits right under the last row, and loading
/// moves no content (as MJRefresh's auto footers do); a pull footer still waits at the bottom.
@MainActor @Suite struct AutoFooterShortContentTests {
    @Test func loadingUnderShortContentHoldsOnlyTheFootersHeightAndMovesNothing() {
        let sv = makeScrollView(content: 300, safeArea: Insets(top: 91, bottom: 34))
        let footer = RefreshController(edge: .footer, configuration: .loadMore)  // auto, 50 pt
        footer.attach(to: sv)
        #expect(footer.beginRefreshing())
        sv.wait(1)
        #expect(footer.appliedShare == 50)
        #expect(sv.totalContentInset.bottom == 50)
        #expect(sv.contentOffset.y == -91)  // the rows stay put
        let frame = RefreshControlLayout.frame(edge: .footer, height: 50, metrics: sv.metrics, mode: .auto)
        #expect(frame.origin.y == 300)  // right under the last row
        #expect(RefreshControlLayout.isInView(frame: frame, axis: .vertical, metrics: sv.metrics))
    }

    @Test func aPullFooterUnderShortContentStillFillsTheGap() {
        let sv = makeScrollView(content: 300, safeArea: Insets(top: 91, bottom: 34))
        let footer = RefreshController(edge: .footer, configuration: .pullToLoadMore)
        footer.attach(to: sv)
        footer.beginRefreshing()
        #expect(footer.appliedShare == 50 + (844 - 91 - 34 - 300))
    }
}
