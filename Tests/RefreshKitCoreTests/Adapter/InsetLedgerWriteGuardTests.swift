import Testing
@testable import RefreshKitCore

/// The ledger's guard against hosts that do not keep the inset they are given: the echo of its
/// own write is ignored, a value within half a pixel of the one written is its own, and a
/// foreign value re-asserted by the host is accepted as the app's instead of fought.
@Suite struct InsetLedgerWriteGuardTests {
    @Test func theEchoOfItsOwnWriteIsIgnored() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        let total = ledger.setShare(64.2, for: .header)
        ledger.beginWrite(total)
        #expect(ledger.observe(Insets(top: 84 + 1.0 / 3)) == nil)  // the key-value echo, rounded at 3×
        ledger.endWrite(held: Insets(top: 84 + 1.0 / 3))
        #expect(ledger.appInset == Insets(top: 20))
        #expect(ledger.written.top == 84 + 1.0 / 3)
        #expect(ledger.observe(Insets(top: 84 + 1.0 / 3)) == nil)  // a later duplicate
    }

    @Test(arguments: [2.0, 3.0])
    func aHostThatRoundsToPixelsNeverMakesTheShareGrow(scale: Double) {
        var ledger = InsetLedger(appInset: Insets(top: 0.1))
        ledger.displayScale = scale
        func round(_ x: Double) -> Double { (x * scale).rounded() / scale }
        for _ in 0..<100 {
            for share in [64.1, 0] {
                let total = ledger.setShare(share, for: .header)
                ledger.beginWrite(total)
                ledger.endWrite(held: Insets(top: round(total.top)))
                #expect(ledger.observe(Insets(top: round(total.top))) == nil)
            }
        }
        #expect(ledger.appInset.top == 0.1 && ledger.shares == .zero)
    }

    @Test func anUlpIsTheLedgersOwnValueAndTheAppsStaysBitExact() {
        var ledger = InsetLedger(appInset: Insets(top: 0.1, bottom: 34))
        for _ in 0..<100 {
            for share in [64.0, 0] {
                let total = ledger.setShare(share, for: .header)
                ledger.beginWrite(total)
                ledger.endWrite(held: Insets(top: total.top.nextUp, bottom: total.bottom.nextDown))
            }
        }
        #expect(ledger.appInset.top.bitPattern == 0.1.bitPattern && ledger.appInset.bottom == 34)
    }

    @Test func aValueReassertedWithinTheWriteIsAcceptedAsTheApps() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        let total = ledger.setShare(64, for: .header)
        ledger.beginWrite(total)
        ledger.endWrite(held: Insets(top: 20))  // SwiftUI put its 20 back
        #expect(ledger.appInset.top == 20 && ledger.shares.top == 0)
        #expect(ledger.observe(Insets(top: 20)) == nil)  // nothing to fight
        #expect(ledger.setShare(0, for: .header).top == 20)
    }

    @Test func aValueReassertedAfterTheWriteBackIsAcceptedAsTheApps() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        var uikit = ledger.setShare(64, for: .header)
        uikit = Insets(top: 20)  // re-asserted a frame later
        let back = ledger.observe(uikit)
        #expect(back == Insets(top: 84))  // could be the app: written back once
        ledger.beginWrite(back!)
        ledger.endWrite(held: back!)
        #expect(ledger.observe(Insets(top: 20)) == nil)  // the same value again: the host's
        #expect(ledger.appInset.top == 20 && ledger.shares.top == 0)
        #expect(ledger.observe(Insets(top: 20)) == nil)
    }

    @Test func aNewAppValueAfterAWriteBackIsStillTheApps() {
        var ledger = InsetLedger(appInset: Insets(top: 20))
        ledger.setShare(64, for: .header)
        let back = ledger.observe(Insets(top: 44))
        #expect(back == Insets(top: 108))
        #expect(ledger.observe(Insets(top: 50)) == Insets(top: 114))  // a different value: the app's
        #expect(ledger.shares.top == 64)
    }

    @Test func anUnusableDisplayScaleFallsBackToTheDefault() {
        var ledger = InsetLedger()
        ledger.displayScale = .nan
        #expect(ledger.displayScale == InsetLedger.defaultDisplayScale)
        ledger.displayScale = 0
        #expect(ledger.tolerance == 0.5 / InsetLedger.defaultDisplayScale + InsetLedger.toleranceSlack)
    }
}
