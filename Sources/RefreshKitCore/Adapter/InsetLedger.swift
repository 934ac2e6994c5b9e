/// Keeps the app's own content inset and the refresh controls' shares apart when a scroll view
/// has only one inset that both write (UIKit's `contentInset`).
///
/// The host feeds every value it sees in `contentInset` to ``observe(_:)`` and writes what
/// ``setShare(_:for:)`` and ``setAppInset(_:)`` return. The total it writes is always
/// `appInset + shares`, edge by edge, and exactly `appInset` (bit for bit) on an edge whose share
/// is zero: nothing is added there, not even `+0.0`, so after any number of refreshes the app
/// gets back the very value it set.
///
/// How an app's change is recognised: an edge whose observed value differs (bit for bit) from
/// what the ledger last wrote there is the app's own new, absolute inset on that edge; an edge
/// that still holds what the ledger wrote keeps the app's value it had. So
/// `scrollView.contentInset = UIEdgeInsets(top: 44, …)` while the header refreshes makes 44 the
/// app's top, and the ledger asks to write `44 + share` back.
///
/// The caveat: a read-modify-write such as `scrollView.contentInset.top += 10` while a control
/// holds a share reads the total (app + share), so the ledger must take `app + share + 10` as the
/// app's new top; the share is then counted twice until the app sets its inset again. The two
/// cases cannot be told apart from the value alone. To change its own inset safely at any time,
/// an app sets ``setAppInset(_:)`` (`UIScrollView.refreshKitAppContentInset` in the UIKit
/// adapter), which never sees the shares.
///
/// Values that are not finite (NaN, ±infinity) are ignored edge by edge; a share that is not a
/// finite number of zero or more is ignored.
package struct InsetLedger: Hashable, Sendable {
    /// The app's own inset, without any share.
    package private(set) var appInset: Insets
    /// The refresh controls' shares: the header's on top, the footer's at the bottom (left and
    /// right are always zero).
    package private(set) var shares: Insets = .zero
    /// What the ledger believes the scroll view holds: the last total it wrote or observed.
    package private(set) var written: Insets

    /// Starts from the scroll view's current inset, which is all the app's.
    package init(appInset: Insets = .zero) {
        let clean = Insets(top: appInset.top.isFinite ? appInset.top : 0,
                               left: appInset.left.isFinite ? appInset.left : 0,
                               bottom: appInset.bottom.isFinite ? appInset.bottom : 0,
                               right: appInset.right.isFinite ? appInset.right : 0)
        self.appInset = clean
        self.written = clean
    }

    /// The total the scroll view should hold: `appInset + shares`, exactly `appInset` on an edge
    /// without a share.
    package var total: Insets {
        Insets(top: Self.sum(appInset.top, shares.top), left: appInset.left,
                   bottom: Self.sum(appInset.bottom, shares.bottom), right: appInset.right)
    }

    /// Takes in a value read from the scroll view's inset. Edges that differ from what the ledger
    /// last wrote become the app's own inset. Returns the total to write back when the observed
    /// value lacks the shares (the app overwrote an edge that holds one), or nil when the scroll
    /// view already holds the right total.
    @discardableResult
    package mutating func observe(_ observed: Insets) -> Insets? {
        var app = appInset
        var seen = written
        Self.take(observed.top, into: &app.top, seen: &seen.top)
        Self.take(observed.left, into: &app.left, seen: &seen.left)
        Self.take(observed.bottom, into: &app.bottom, seen: &seen.bottom)
        Self.take(observed.right, into: &app.right, seen: &seen.right)
        appInset = app
        written = seen
        let wanted = total
        guard !Self.identical(wanted, written) else { return nil }
        written = wanted
        return wanted
    }

    /// Sets the share the control on `edge` holds (top for the header, bottom for the footer)
    /// and returns the total to write.
    @discardableResult
    package mutating func setShare(_ share: Double, for edge: RefreshEdge) -> Insets {
        if share.isFinite && share >= 0 {
            switch edge {
            case .header: shares.top = share
            case .footer: shares.bottom = share
            }
        }
        written = total
        return written
    }

    /// Sets the app's own inset (the safe way to change it while a control holds a share) and
    /// returns the total to write. Non-finite edges keep their previous value.
    @discardableResult
    package mutating func setAppInset(_ inset: Insets) -> Insets {
        var seen = written
        Self.take(inset.top, into: &appInset.top, seen: &seen.top, force: true)
        Self.take(inset.left, into: &appInset.left, seen: &seen.left, force: true)
        Self.take(inset.bottom, into: &appInset.bottom, seen: &seen.bottom, force: true)
        Self.take(inset.right, into: &appInset.right, seen: &seen.right, force: true)
        written = total
        return written
    }

    /// The share held on `edge`.
    package func share(for edge: RefreshEdge) -> Double {
        edge == .header ? shares.top : shares.bottom
    }

    // MARK: Helpers

    private static func sum(_ app: Double, _ share: Double) -> Double {
        share == 0 ? app : app + share
    }

    private static func take(_ value: Double, into app: inout Double, seen: inout Double, force: Bool = false) {
        guard value.isFinite else { return }
        if force || value.bitPattern != seen.bitPattern {
            app = value
            seen = value
        }
    }

    private static func identical(_ a: Insets, _ b: Insets) -> Bool {
        a.top.bitPattern == b.top.bitPattern && a.left.bitPattern == b.left.bitPattern
            && a.bottom.bitPattern == b.bottom.bitPattern && a.right.bitPattern == b.right.bitPattern
    }
}
