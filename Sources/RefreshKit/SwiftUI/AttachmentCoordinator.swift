#if canImport(SwiftUI) && canImport(UIKit)
import os
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if (canImport(SwiftUI) && canImport(UIKit)) || UIKIT_MODEL

/// Holds what the latest render of a ``RefreshKitAttachment`` asked for, finds the scroll view
/// (``ScrollViewLocator``, retried as ``ScrollViewSearch`` says) and keeps one ``RefreshControl``
/// in its slot. A scroll view found around the modified view (an enclosing paging `TabView`, a
/// carousel) is looked past again for a while and on updates: the `List` SwiftUI builds a moment
/// later, beside the modified view, takes the control over. A footer is driven by a
/// ``LoadMoreDriver``: it runs the action and follows the app's ``LoadMoreState``.
@MainActor
final class AttachmentCoordinator {
    /// What one render asks for.
    struct Request {
        var indicator: any RefreshIndicator
        var configuration: RefreshConfiguration
        var paging: LoadMoreState
        var action: @MainActor @Sendable () async throws -> Void
        var environmentHasRefreshAction: Bool
        /// A header's `staleAfter` (``RefreshControl/staleAfter``).
        var staleAfter: TimeInterval? = nil
        /// A header's ``RefreshControl/lastUpdatedKey``; nil for the shared default.
        var lastUpdatedKey: String? = nil
        /// A header's two-way `isRefreshing` binding, or nil.
        var refreshing: RefreshingLink? = nil
    }

    /// The app's `isRefreshing` binding, as two closures: true set while idle begins a refresh (as
    /// `beginRefreshing()`), false set while refreshing ends it; the control writes true when a
    /// refresh starts (a pull, ⌘R) and false when it ends.
    struct RefreshingLink {
        var get: () -> Bool
        var set: (Bool) -> Void
    }

    let edge: RefreshEdge
    let modifier: String
    weak var marker: AttachmentMarkerView?
    private var request: Request
    /// A footer's: runs the action, follows the paging state.
    private let driver: LoadMoreDriver?
    private weak var scrollView: UIScrollView?
    private weak var control: RefreshControl?
    private(set) var search = ScrollViewSearch()
    /// Whether a look waits for the next run-loop turn or a retry interval.
    private(set) var isScheduled = false
    private var hasReportedConflict = false
    /// Whether a new configuration waits for the control in use to come back to rest (a refresh,
    /// a load or a pull in flight is never cut short by an update).
    private(set) var isReplacementPending = false
    /// The binding's value the control last acted on or wrote.
    private var lastRefreshingValue = false

    init(edge: RefreshEdge, modifier: String, request: Request) {
        self.edge = edge
        self.modifier = modifier
        self.request = request
        driver = edge == .footer ? LoadMoreDriver(action: request.action) : nil
    }

    /// Takes what the latest render passed: the action always, the indicator and no-more-data
    /// on the control, the configuration by replacing the control when it changed — at once when
    /// the control is at rest, else once it comes back to rest (a refresh in flight goes on).
    func update(_ request: Request) {
        let configurationChanged = request.configuration != self.request.configuration
        // `==` for an `Equatable` indicator, else member by member as SwiftUI compares a view's
        // properties: an indicator that is not `Hashable` is the same when its members are.
        let indicatorChanged = !IndicatorComparison.isSame(request.indicator, self.request.indicator)
        let staleAfterChanged = request.staleAfter != self.request.staleAfter
        let keyChanged = request.lastUpdatedKey != self.request.lastUpdatedKey
        self.request = request
        driver?.action = request.action
        if configurationChanged, isAttached, let control {
            if Self.isAtRest(control.refreshState) { detach() } else { isReplacementPending = true }
        }
        if let control, isAttached {
            // A SwiftUI body builds an equal indicator on every evaluation: assigning it would
            // redraw and forget the plans, so only a different one is assigned.
            if indicatorChanged { control.indicator = request.indicator }
            if staleAfterChanged { control.staleAfter = request.staleAfter }
            if keyChanged { control.lastUpdatedKey = request.lastUpdatedKey ?? RefreshControl.defaultLastUpdatedKey }
            driver?.render(request.paging)
            reportConflictIfAny()
            followRefreshingBinding()
            if needsLook { scheduleAttach() }
        } else {
            scheduleAttach()
        }
    }

    /// Whether the scroll view in use must be looked for again: none is in use, an enclosing
    /// match's run of looks lasts (a `List` may be built beside the view), or the enclosing scroll
    /// view found no longer holds the marker (SwiftUI moved the content). Otherwise the scroll
    /// view found is kept, weakly, and the UIKit tree is not walked again.
    private var needsLook: Bool {
        guard isAttached, let scrollView else { return true }
        if search.looksAgainOnUpdate { return true }
        guard search.match == .enclosing, let marker else { return false }
        return marker.window == nil || !marker.isDescendant(of: scrollView)
    }

    /// How many times the UIKit tree was searched (each search may examine thousands of views).
    private(set) var looks = 0

    /// Whether the control added is still in the slot it was put in.
    var isAttached: Bool {
        guard let scrollView, let control else { return false }
        return slot(of: scrollView) === control
    }

    /// The marker got a window: look on the next run-loop turn, with a new run of retries
    /// (SwiftUI may not have built the scroll view yet).
    func markerDidGetWindow() {
        search.windowDidChange()
        scheduleAttach()
    }

    /// Looks on the next run-loop turn, or `seconds` later on the main queue (a retry), once.
    private func scheduleAttach(after seconds: Double = 0) {
        guard !isScheduled else { return }
        isScheduled = true
        guard seconds > 0 else {
            Task { @MainActor [weak self] in self?.scheduledAttach() }
            return
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { [weak self] in
            onMainActor { self?.scheduledAttach() }
        }
    }

    private func scheduledAttach() {
        isScheduled = false
        attach()
    }

    private func attach() {
        guard let marker, marker.window != nil else { return }
        guard needsLook else { return }
        looks += 1
        guard let (found, match) = ScrollViewLocator.find(for: marker) else {
            if isAttached { return }  // keep the one in use
            switch search.didFail(modifier: modifier) {
            case let .retry(after: seconds): scheduleAttach(after: seconds)
            case let .giveUp(report): if let report { Self.debugReport(report) }
            }
            return
        }
        let next = search.didSucceed(match)
        if case let .retry(after: seconds)? = next { scheduleAttach(after: seconds) }
        if isAttached && found === scrollView { return }
        detach()
        let control: RefreshControl
        if let driver {
            control = RefreshControl(request.indicator, configuration: request.configuration) { [weak driver] in
                driver?.runAction()
            }
            driver.render(request.paging)
            driver.footer = control  // says no more data, or loading, before the slot's first look
        } else {
            control = RefreshControl(request.indicator, configuration: request.configuration) { [weak self] in
                // The action of the latest render, read when the refresh starts.
                guard let action = self?.request.action else { return }
                try await action()
            }
        }
        // ⌘R is the SwiftUI modifier's keyboard shortcut (``refreshFromShortcut()``), not the control's.
        control.isRefreshKeyCommandEnabled = false
        control.lastUpdatedKey = request.lastUpdatedKey ?? RefreshControl.defaultLastUpdatedKey
        control.observeState { [weak self] change in self?.controlStateDidChange(change) }
        setSlot(of: found, to: control)
        control.staleAfter = edge == .header ? request.staleAfter : nil  // checked in its window
        driver?.footer = control  // and once in its slot (a failure is shown only there)
        scrollView = found
        self.control = control
        reportConflictIfAny()
        followRefreshingBinding()
    }

    /// The app's `isRefreshing`: a change to true begins a refresh of the header in its slot (one
    /// asked for before the view had a window or a scroll view begins once it has one); a change to
    /// false ends the refresh that runs.
    private func followRefreshingBinding() {
        guard edge == .header, let link = request.refreshing, let control, isAttached else { return }
        let wanted = link.get()
        guard wanted != lastRefreshingValue else { return }
        lastRefreshingValue = wanted
        if wanted {
            if Self.isAtRest(control.refreshState) { control.beginRefreshing() }
        } else if control.refreshState == .refreshing {
            control.endRefreshing()
        }
    }

    /// The modifier's keyboard shortcut (⌘R) was pressed: the header refreshes as the user's pull
    /// does (`.valueChanged`, VoiceOver's announcement, the action once), when it can.
    @discardableResult
    func refreshFromShortcut() -> Bool {
        guard edge == .header, isAttached, let control, control.window != nil, control.isEnabled else { return false }
        return control.refreshFromKeyCommand()
    }

    /// Whether a control in `state` has nothing in flight: idle, no more data or failed.
    private static func isAtRest(_ state: RefreshState) -> Bool {
        switch state {
        case .idle, .noMoreData, .failed: true
        case .revealing, .armed, .refreshing, .finishing: false
        }
    }

    /// A control back at rest with a new configuration waiting is replaced, on the next turn of
    /// the main actor (not inside its own state change).
    private func controlStateDidChange(_ change: RefreshStateChange) {
        if let link = request.refreshing, edge == .header {
            let refreshing = change.to == .refreshing
            if refreshing != (change.from == .refreshing) {
                lastRefreshingValue = refreshing
                if link.get() != refreshing { link.set(refreshing) }
            }
        }
        guard isReplacementPending, Self.isAtRest(change.to) else { return }
        Task { @MainActor [weak self] in
            guard let self, self.isReplacementPending, let control = self.control,
                Self.isAtRest(control.refreshState)
            else { return }
            self.detach()
            self.scheduleAttach()
        }
    }

    /// Removes the control this modifier added (only that one).
    func detach() {
        if lastRefreshingValue, edge == .header, let link = request.refreshing {
            lastRefreshingValue = false
            if link.get() { link.set(false) }
        }
        isReplacementPending = false
        driver?.cancel()
        driver?.footer = nil
        if isAttached, let scrollView { setSlot(of: scrollView, to: nil) }
        scrollView = nil
        control = nil
    }

    private func slot(of scrollView: UIScrollView) -> RefreshControl? {
        edge == .header ? scrollView.refreshHeader : scrollView.refreshFooter
    }

    private func setSlot(of scrollView: UIScrollView, to control: RefreshControl?) {
        switch edge {
        case .header: scrollView.refreshHeader = control
        case .footer: scrollView.refreshFooter = control
        }
    }

    private func reportConflictIfAny() {
        guard !hasReportedConflict, let scrollView else { return }
        if let report = RefreshableConflict.report(
            edge: edge,
            environmentHasRefreshAction: request.environmentHasRefreshAction,
            scrollViewHasRefreshControl: scrollView.refreshControl != nil)
        {
            hasReportedConflict = true
            Self.debugReport(report)
        }
    }

    /// In debug builds, a fault in the console (subsystem `RefreshKit`); nothing in release.
    private static func debugReport(_ line: String) {
        #if DEBUG
        Logger(subsystem: "RefreshKit", category: "SwiftUI").fault("\(line, privacy: .public)")
        #endif
    }
}

/// What the SwiftUI modifier's keyboard-shortcut button calls: the coordinator of the same modifier
/// (the two are made apart, by SwiftUI, in one modifier's body).
@MainActor
final class RefreshShortcutTarget {
    weak var coordinator: AttachmentCoordinator?

    nonisolated init() {}

    /// Refreshes through the coordinator; false when there is none or it cannot refresh now.
    @discardableResult
    func fire() -> Bool { coordinator?.refreshFromShortcut() ?? false }
}
#endif
