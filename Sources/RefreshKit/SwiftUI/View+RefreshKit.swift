#if canImport(SwiftUI) && canImport(UIKit)
import RefreshKitCore
import SwiftUI
import UIKit

extension View {
    /// Shows a RefreshKit indicator on the `List` or `ScrollView` this modifier is applied to
    /// (iOS 15+), running `action` on each refresh; the refresh ends when `action` returns.
    ///
    /// ```swift
    /// List(items) { ItemRow($0) }
    ///     .refreshKit(.arcSpinner()) { await model.reload() }
    /// ```
    ///
    /// How it works: the modifier puts an invisible, non-interactive UIKit view behind the
    /// modified view. Once that view is in a window (and on every SwiftUI update until it
    /// succeeds, each time on the next run-loop turn, with a few short retries), it looks for
    /// the `UIScrollView` SwiftUI built for the `List` (a `UITableView` on iOS 15, a
    /// `UICollectionView` on iOS 16) or the `ScrollView` — by frame among the scroll views near
    /// it, else the scroll view around it (see `ScrollViewLocator` in the sources for the rules
    /// and their limits) — and calls `scrollView.addPullToRefresh(indicator, configuration:,
    /// action:)` on it. Applying the modifier to the content inside a `ScrollView` works too.
    /// The action is kept up to date on every render (the one captured by the latest body runs),
    /// the indicator is swapped when it changes, a new configuration re-adds the header, and the
    /// header is removed (a running action cancelled) when the view leaves the hierarchy for good.
    ///
    /// - Important: Do not combine it with SwiftUI's own `.refreshable` on the same view: both
    ///   would drive the same scroll view's pull (two indicators, two actions, fighting over the
    ///   content inset). Likewise, one `refreshKit` per scroll view: a second replaces the first.
    ///   Nothing is shown if no scroll view is found (a view that contains no scrollable view).
    public func refreshKit(_ indicator: any RefreshIndicator = Indicators.System(),
                           configuration: RefreshConfiguration = .standard,
                           action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        background(RefreshKitAttachment(indicator: indicator, configuration: configuration, action: action))
    }
}

/// The invisible view behind the modified view, attaching a header to its scroll view.
struct RefreshKitAttachment: UIViewRepresentable {
    var indicator: any RefreshIndicator
    var configuration: RefreshConfiguration
    var action: @MainActor @Sendable () async -> Void

    func makeCoordinator() -> Coordinator {
        Coordinator(indicator: indicator, configuration: configuration, action: action)
    }

    func makeUIView(context: Context) -> MarkerView {
        let view = MarkerView()
        view.coordinator = context.coordinator
        context.coordinator.marker = view
        return view
    }

    func updateUIView(_ view: MarkerView, context: Context) {
        context.coordinator.update(indicator: indicator, configuration: configuration, action: action)
    }

    static func dismantleUIView(_ view: MarkerView, coordinator: Coordinator) {
        coordinator.detach()
        view.coordinator = nil
    }

    /// Transparent, never hit, hidden from VoiceOver; tells the coordinator when it gets a window.
    final class MarkerView: UIView {
        weak var coordinator: Coordinator?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
            backgroundColor = nil
            isOpaque = false
        }

        required init?(coder: NSCoder) { fatalError("MarkerView is created by SwiftUI only") }

        override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { coordinator?.scheduleAttach() }
        }
    }

    /// Holds what the latest render asked for and the header it added.
    @MainActor
    final class Coordinator {
        /// How many times a failed search is retried, and how long apart.
        static let retryCount = 20
        static let retryInterval: UInt64 = 50_000_000  // nanoseconds

        private(set) var indicator: any RefreshIndicator
        private(set) var configuration: RefreshConfiguration
        private(set) var action: @MainActor @Sendable () async -> Void
        weak var marker: MarkerView?
        private weak var scrollView: UIScrollView?
        private weak var control: RefreshControl?
        private var isScheduled = false
        private var retries = 0

        init(indicator: any RefreshIndicator, configuration: RefreshConfiguration,
             action: @escaping @MainActor @Sendable () async -> Void) {
            self.indicator = indicator; self.configuration = configuration; self.action = action
        }

        /// Takes what the latest render passed: the action always, the indicator when attached,
        /// the configuration by re-adding the header when it changed.
        func update(indicator: any RefreshIndicator, configuration: RefreshConfiguration,
                    action: @escaping @MainActor @Sendable () async -> Void) {
            self.action = action
            self.indicator = indicator
            control?.indicator = indicator
            if configuration != self.configuration {
                self.configuration = configuration
                if isAttached { detach() }
            }
            if !isAttached { retries = 0; scheduleAttach() }
        }

        /// Whether the header added is still on the scroll view it was added to.
        var isAttached: Bool {
            guard let scrollView, let control else { return false }
            return scrollView.refreshHeader === control
        }

        /// Looks for the scroll view on the next run-loop turn (SwiftUI may not have built it yet
        /// when the marker gets its window).
        func scheduleAttach() {
            guard !isScheduled else { return }
            isScheduled = true
            DispatchQueue.main.async { [weak self] in
                guard let self else { return }
                self.isScheduled = false
                self.attach()
            }
        }

        private func attach() {
            guard let marker, marker.window != nil else { return }
            guard let found = ScrollViewLocator.scrollView(for: marker) else {
                retryLater()
                return
            }
            if found === scrollView && isAttached { return }
            detach()
            retries = 0
            scrollView = found
            control = found.addPullToRefresh(indicator, configuration: configuration) { [weak self] in
                // The action of the latest render, read when the refresh starts.
                guard let action = self?.action else { return }
                await action()
            }
        }

        private func retryLater() {
            guard retries < Self.retryCount else { return }
            retries += 1
            Task { @MainActor [weak self] in
                try? await Task.sleep(nanoseconds: Self.retryInterval)
                self?.scheduleAttach()
            }
        }

        /// Removes the header this modifier added (only that one).
        func detach() {
            if isAttached { scrollView?.removePullToRefresh() }
            scrollView = nil
            control = nil
        }
    }
}
#endif
