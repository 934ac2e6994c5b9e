/// Keeps the app's own content inset and the refresh controls' shares apart in UIKit's one
/// `contentInset`: the host writes `appInset + shares`, exactly `appInset` (bit for bit) on an
/// edge without a share, and brackets its writes (``beginWrite(_:)``/``endWrite(held:)``) so an
/// echo is ignored and a host that re-asserts its own value is not fought. An edge that no
/// longer holds what the ledger wrote is the app's new inset (see ``observe(_:)``).
///
/// Caveat: `contentInset.top += 10` while a share is held reads the total, so the share is
/// counted twice until the app sets its inset again; ``setAppInset(_:)``
/// (`UIScrollView.refreshKitAppContentInset`) never sees the shares.
package struct InsetLedger: Hashable, Sendable {
    /// The display scale assumed until the host says (``displayScale``): 3, the finest grid, so
    /// the tolerance is never wider than half a pixel of any screen.
    package static let defaultDisplayScale = 3.0
    /// Slack on top of half a pixel, for the rounding error of `round(x · scale) / scale` itself.
    package static let toleranceSlack = 1e-9

    /// The display scale (pixels per point) of the screen the scroll view is on; sets
    /// ``tolerance``. Values that are not finite and above zero are replaced by the default.
    package var displayScale: Double = InsetLedger.defaultDisplayScale {
        didSet { if !(displayScale.isFinite && displayScale > 0) { displayScale = Self.defaultDisplayScale } }
    }
    /// How far a value the host holds may be from the one written and still be the ledger's:
    /// half a pixel.
    package var tolerance: Double { 0.5 / displayScale + Self.toleranceSlack }
    /// The app's own inset, without any share.
    package private(set) var appInset: Insets
    /// The refresh controls' shares: the header's on top, the footer's at the bottom, and on a
    /// horizontal scroll view the leading control's on the left, the trailing one's on the right.
    package private(set) var shares: Insets = .zero
    /// What the ledger believes the scroll view holds: the last total it wrote or observed.
    package private(set) var written: Insets
    /// The total of the write in progress (between ``beginWrite(_:)`` and ``endWrite(held:)``).
    package private(set) var pendingWrite: Insets?
    /// Per vertical edge, the app value the last write-back was made over (top, bottom; nil
    /// when the last write was not a write-back): seeing it again is a host re-asserting it.
    private var writtenBackOverTop: Double?
    private var writtenBackOverBottom: Double?

    /// Starts from the scroll view's current inset, which is all the app's.
    package init(appInset: Insets = .zero) {
        let clean = Insets(
            top: appInset.top.isFinite ? appInset.top : 0,
            left: appInset.left.isFinite ? appInset.left : 0,
            bottom: appInset.bottom.isFinite ? appInset.bottom : 0,
            right: appInset.right.isFinite ? appInset.right : 0)
        self.appInset = clean
        self.written = clean
    }

    /// The total the scroll view should hold: `appInset + shares`, exactly `appInset` on an edge
    /// without a share.
    package var total: Insets {
        Insets(
            top: Self.sum(appInset.top, shares.top), left: Self.sum(appInset.left, shares.left),
            bottom: Self.sum(appInset.bottom, shares.bottom), right: Self.sum(appInset.right, shares.right))
    }

    /// Takes in a value read from the scroll view's inset. Edges that differ from what the ledger
    /// last wrote become the app's own inset. Returns the total to write back when the observed
    /// value lacks the shares (the app overwrote an edge that holds one), or nil when the scroll
    /// view already holds the right total, when the observation is the echo of the ledger's own
    /// write in progress, or when it is a host re-asserting the value a share was just written
    /// back over (accepted as the app's, the share given up).
    ///
    /// - Parameter observed: What the scroll view's inset holds now.
    /// - Returns: The total to write (bracketed by ``beginWrite(_:)``/``endWrite(held:)``), or nil.
    @discardableResult
    package mutating func observe(_ observed: Insets) -> Insets? {
        guard pendingWrite == nil else { return nil }
        var app = appInset
        var seen = written
        let topChanged = Self.take(observed.top, into: &app.top, seen: &seen.top)
        let leftChanged = Self.take(observed.left, into: &app.left, seen: &seen.left)
        let bottomChanged = Self.take(observed.bottom, into: &app.bottom, seen: &seen.bottom)
        let rightChanged = Self.take(observed.right, into: &app.right, seen: &seen.right)
        if topChanged, let over = writtenBackOverTop, abs(app.top - over) <= tolerance { shares.top = 0 }
        if bottomChanged, let over = writtenBackOverBottom, abs(app.bottom - over) <= tolerance { shares.bottom = 0 }
        appInset = app
        written = seen
        if topChanged { writtenBackOverTop = shares.top != 0 ? app.top : nil }
        if bottomChanged { writtenBackOverBottom = shares.bottom != 0 ? app.bottom : nil }
        // Only an edge the app overwrote while it holds a share needs writing back; the others
        // keep what the scroll view holds (the host may have rounded what the ledger wrote).
        let backTop = topChanged && shares.top != 0, backBottom = bottomChanged && shares.bottom != 0
        let backLeft = leftChanged && shares.left != 0, backRight = rightChanged && shares.right != 0
        guard backTop || backBottom || backLeft || backRight else { return nil }
        let wanted = total
        if backTop { written.top = wanted.top }
        if backBottom { written.bottom = wanted.bottom }
        if backLeft { written.left = wanted.left }
        if backRight { written.right = wanted.right }
        return written
    }

    /// The host is about to write `total` (what ``observe(_:)``, ``setShare(_:for:)`` or
    /// ``setAppInset(_:)`` returned): observations until ``endWrite(held:)`` are its echo.
    ///
    /// - Parameter total: The value the host writes.
    package mutating func beginWrite(_ total: Insets) {
        pendingWrite = total
    }

    /// The host has written and reads back what the scroll view holds: edges within
    /// ``tolerance`` of the value written are the ledger's (what they hold is remembered); an
    /// edge the host re-asserted to something else becomes the app's inset and gives up its
    /// share. Never asks for another write.
    ///
    /// - Parameter held: The scroll view's inset right after the write.
    package mutating func endWrite(held: Insets) {
        guard let asked = pendingWrite else { return }
        pendingWrite = nil
        let tol = tolerance
        for edge in [\Insets.top, \.left, \.bottom, \.right] {
            let (kept, foreign) = Self.settle(asked[keyPath: edge], held[keyPath: edge], tolerance: tol)
            written[keyPath: edge] = kept
            if foreign {
                appInset[keyPath: edge] = kept
                shares[keyPath: edge] = 0
            }
        }
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
        writtenBackOverTop = nil
        writtenBackOverBottom = nil
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
        writtenBackOverTop = nil
        writtenBackOverBottom = nil
        return written
    }

    /// The share held on `edge`.
    package func share(for edge: RefreshEdge) -> Double {
        share(on: InsetSide(edge: edge, axis: .vertical))
    }

    /// Sets the share held on `side` — left and right for a horizontal scroll view's leading
    /// and trailing controls, top and bottom as ``setShare(_:for:)`` — and returns the total to
    /// write. A share that is not a finite number of zero or more is ignored.
    ///
    /// - Parameters:
    ///   - share: The control's whole share, in points.
    ///   - side: The side of the inset.
    /// - Returns: The total to write.
    @discardableResult
    package mutating func setShare(_ share: Double, on side: InsetSide) -> Insets {
        switch side {
        case .top: return setShare(share, for: .header)
        case .bottom: return setShare(share, for: .footer)
        case .left, .right:
            if share.isFinite && share >= 0 {
                if side == .left { shares.left = share } else { shares.right = share }
            }
            written = total
            return written
        }
    }

    /// The share held on `side`.
    ///
    /// - Parameter side: The side of the inset.
    /// - Returns: The share in points.
    package func share(on side: InsetSide) -> Double {
        switch side {
        case .top: shares.top
        case .left: shares.left
        case .bottom: shares.bottom
        case .right: shares.right
        }
    }

    // MARK: Helpers

    private static func sum(_ app: Double, _ share: Double) -> Double {
        share == 0 ? app : app + share
    }

    /// What an edge holds after the ledger's write of `asked`, and whether it is a foreign value
    /// (further than `tolerance` from `asked`). A non-finite `held` keeps `asked`.
    private static func settle(_ asked: Double, _ held: Double, tolerance: Double) -> (Double, Bool) {
        guard held.isFinite else { return (asked, false) }
        return (held, abs(held - asked) > tolerance)
    }

    @discardableResult
    private static func take(_ value: Double, into app: inout Double, seen: inout Double, force: Bool = false) -> Bool {
        guard value.isFinite else { return false }
        if force || value.bitPattern != seen.bitPattern {
            app = value
            seen = value
            return true
        }
        return false
    }
}
