import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

/// The ledger that keeps the app's inset and the refresh shares apart in UIKit's one
/// `contentInset`.
@Suite struct InsetLedgerTests {
    func same(_ a: Insets, _ b: Insets) -> Bool {
        a.top.bitPattern == b.top.bitPattern && a.left.bitPattern == b.left.bitPattern
            && a.bottom.bitPattern == b.bottom.bitPattern && a.right.bitPattern == b.right.bitPattern
    }

    @Test func zeroSharesGiveTheAppsInsetBitForBit() {
        var ledger = InsetLedger(appInset: Insets(top: -0.0, left: 0.1, bottom: 1e-300, right: 3))
        let total = ledger.setShare(0, for: .header)
        #expect(same(total, Insets(top: -0.0, left: 0.1, bottom: 1e-300, right: 3)))
        #expect(ledger.shares == .zero)
    }

    @Test func sharesAddToTheirEdgeOnly() {
        var ledger = InsetLedger(appInset: Insets(top: 0.1, left: 2, bottom: 34, right: 4))
        #expect(ledger.setShare(64, for: .header) == Insets(top: 0.1 + 64, left: 2, bottom: 34, right: 4))
        #expect(ledger.setShare(50, for: .footer) == Insets(top: 0.1 + 64, left: 2, bottom: 34 + 50, right: 4))
        #expect(ledger.shares == Insets(top: 64, bottom: 50))
        #expect(ledger.share(for: .header) == 64 && ledger.share(for: .footer) == 50)
        ledger.setShare(0, for: .header)
        let total = ledger.setShare(0, for: .footer)
        #expect(same(total, Insets(top: 0.1, left: 2, bottom: 34, right: 4)))
    }

    @Test func observingWhatItWroteChangesNothing() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        let total = ledger.setShare(64, for: .header)
        #expect(ledger.observe(total) == nil)
        #expect(ledger.observe(total) == nil)  // duplicate key-value notifications
        #expect(ledger.appInset == Insets(top: 20))
    }

    @Test func anAbsoluteWriteWhileRefreshingBecomesTheAppsInsetAndTheShareIsWrittenBack() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        ledger.setShare(64, for: .header)
        let writeBack = ledger.observe(Insets(top: 44, bottom: 10))  // contentInset = (44, 0, 10, 0)
        #expect(ledger.appInset == Insets(top: 44, bottom: 10))
        #expect(writeBack == Insets(top: 44 + 64, bottom: 10))
        #expect(ledger.observe(writeBack!) == nil)
        #expect(same(ledger.setShare(0, for: .header), Insets(top: 44, bottom: 10)))
    }

    @Test func anAppWriteOnAnEdgeWithoutAShareNeedsNoWriteBack() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        ledger.setShare(64, for: .header)
        #expect(ledger.observe(Insets(top: 20 + 64, bottom: 30)) == nil)  // only the bottom changed
        #expect(ledger.appInset == Insets(top: 20, bottom: 30))
    }

    /// The documented caveat: `contentInset.top += 10` while refreshing reads the share too.
    @Test func readModifyWriteWhileRefreshingCountsTheShareTwiceButTheSafeAPIDoesNot() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        let total = ledger.setShare(64, for: .header)
        var uikit = Insets(top: total.top + 10)  // contentInset.top += 10
        if let back = ledger.observe(uikit) { uikit = back }
        #expect(ledger.appInset.top == 94)  // 20 + 64 + 10: ambiguous by nature
        var safe = InsetLedger(appInset: Insets(top: 20))
        safe.setShare(64, for: .header)
        uikit = safe.setAppInset(Insets(top: safe.appInset.top + 10))
        #expect(uikit.top == 30 + 64 && safe.appInset.top == 30)
        #expect(safe.observe(uikit) == nil)
        #expect(safe.setShare(0, for: .header).top == 30)
    }

    @Test func nonFiniteValuesAreIgnored() {
        var ledger = InsetLedger(appInset: Insets(top: .nan, left: 1, bottom: .infinity, right: 2))
        #expect(ledger.appInset == Insets(top: 0, left: 1, bottom: 0, right: 2))
        ledger.observe(Insets(top: .nan, left: 5, bottom: -.infinity, right: 2))
        #expect(ledger.appInset == Insets(top: 0, left: 5, bottom: 0, right: 2))
        ledger.setShare(.nan, for: .header)
        ledger.setShare(-3, for: .footer)
        ledger.setShare(.infinity, for: .footer)
        #expect(ledger.shares == .zero)
        ledger.setAppInset(Insets(top: .nan, left: 7))
        #expect(ledger.appInset == Insets(top: 0, left: 7, bottom: 0, right: 0))
    }

    /// Many random cycles of shares and app changes (absolute writes, the safe API, duplicate
    /// notifications): UIKit's inset is always app + shares, and exactly the app's when idle.
    /// An absolute write that brings back (within half a pixel) the value a share was just
    /// written back over is a host re-asserting it: the share on that edge is given up.
    @Test(arguments: [1, 2, 3, 42, 2024] as [UInt64])
    func randomCyclesKeepTheTotalExact(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        let values: [Double] = [0, -0.0, 0.1, 0.2, 1.0 / 3, 20, 44, 64, 91, 140, 1e-300, 123.456, -8]
        func pick() -> Double { values[Int(rng.next() % UInt64(values.count))] }
        func insets() -> Insets { Insets(top: pick(), left: pick(), bottom: pick(), right: pick()) }
        var app = insets()
        var shares = Insets.zero
        var ledger = InsetLedger(appInset: app)
        var uikit = app  // UIKit's one contentInset
        var backOver: (top: Double?, bottom: Double?) = (nil, nil)
        let tolerance = ledger.tolerance
        for _ in 0..<5000 {
            switch rng.next() % 5 {
            case 0:  // the app writes contentInset
                let new = insets()
                // A new value equal to the total the ledger wrote, on an edge where it is not the
                // app's, cannot be told from "unchanged" (documented): not drawn here.
                let w = ledger.written
                func ambiguous(_ n: Double, _ written: Double, _ old: Double) -> Bool {
                    n.bitPattern == written.bitPattern && n.bitPattern != old.bitPattern
                }
                if ambiguous(new.top, w.top, app.top) || ambiguous(new.left, w.left, app.left)
                    || ambiguous(new.bottom, w.bottom, app.bottom) || ambiguous(new.right, w.right, app.right)
                {
                    continue
                }
                let w2 = ledger.written
                let topChanged = new.top.bitPattern != w2.top.bitPattern
                let bottomChanged = new.bottom.bitPattern != w2.bottom.bitPattern
                if topChanged, let over = backOver.top, abs(new.top - over) <= tolerance { shares.top = 0 }
                if bottomChanged, let over = backOver.bottom, abs(new.bottom - over) <= tolerance { shares.bottom = 0 }
                if topChanged { backOver.top = shares.top != 0 ? new.top : nil }
                if bottomChanged { backOver.bottom = shares.bottom != 0 ? new.bottom : nil }
                app = new
                uikit = app
                if let back = ledger.observe(uikit) { uikit = back }
            case 1:  // the app uses the safe API
                app = insets()
                uikit = ledger.setAppInset(app)
                backOver = (nil, nil)
            case 2:  // a duplicate notification
                #expect(ledger.observe(uikit) == nil)
            default:  // a control takes or gives back its share
                let edge: RefreshEdge = rng.next() % 2 == 0 ? .header : .footer
                let share = rng.next() % 2 == 0 ? 0 : [50.0, 64, 80, 0.3][Int(rng.next() % 4)]
                if edge == .header { shares.top = share } else { shares.bottom = share }
                uikit = ledger.setShare(share, for: edge)
                backOver = (nil, nil)
                #expect(ledger.observe(uikit) == nil)
            }
            let expected = Insets(
                top: shares.top == 0 ? app.top : app.top + shares.top, left: app.left,
                bottom: shares.bottom == 0 ? app.bottom : app.bottom + shares.bottom,
                right: app.right)
            #expect(same(uikit, expected))
            #expect(same(ledger.appInset, app))
            #expect(ledger.shares == shares)
            if shares == .zero { #expect(same(uikit, app)) }
        }
        uikit = ledger.setShare(0, for: .header)
        uikit = ledger.setShare(0, for: .footer)
        #expect(same(uikit, app))
    }
}

/// A horizontal scroll view's leading and trailing shares sit on the left and right insets,
/// with the same bookkeeping as top and bottom.
@Suite struct InsetLedgerSideTests {
    @Test func leftAndRightSharesComeBackBitForBitAndSurviveTheAppsChange() {
        var ledger = InsetLedger(appInset: Insets(top: 1, left: 0.3, bottom: 2, right: 0.7))
        #expect(ledger.setShare(64, on: .left) == Insets(top: 1, left: 0.3 + 64, bottom: 2, right: 0.7))
        #expect(ledger.setShare(50, on: .right).right == 0.7 + 50)
        #expect(ledger.share(on: .left) == 64 && ledger.share(on: .right) == 50)
        // The app assigns its own left inset meanwhile: it becomes the app's, the share is added back.
        let back = ledger.observe(Insets(top: 1, left: 10, bottom: 2, right: 0.7 + 50))
        #expect(back?.left == Optional(74.0), "\(String(describing: back))")
        ledger.setShare(0, on: .left)
        let total = ledger.setShare(0, on: .right)
        #expect(total.left.bitPattern == 10.0.bitPattern && total.right.bitPattern == 0.7.bitPattern)
        #expect(ledger.setShare(.nan, on: .left).left == 10)
        #expect(ledger.setShare(7, on: .top) == ledger.setShare(7, for: .header))
    }
}
