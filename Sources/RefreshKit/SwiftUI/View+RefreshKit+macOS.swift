#if canImport(SwiftUI) && !canImport(UIKit)
import Foundation
import RefreshKitCore
import SwiftUI

// macOS, where a SwiftUI list has no UIKit scroll view and no pull to refresh: the modifiers keep
// the iOS call shapes, so a multiplatform app's code compiles for its Mac target too.
extension View {
    /// On macOS, what SwiftUI's own `.refreshable(action:)` does there: the environment's
    /// `refresh` action runs `action` (for a refresh button or command of your own); there is no
    /// pull and no indicator (`indicator` and `configuration` are for iOS). ⌘R runs it too (a
    /// button of the modifier with `keyboardShortcut`, titled "Refresh"; nil for none), and with
    /// `staleAfter` it runs when the view appears and when the app becomes active again if the
    /// last refresh that succeeded (stored in `UserDefaults.standard` under `lastUpdatedKey`, as
    /// on iOS) is that old. One refresh runs at a
    /// time: a second request while one runs is dropped.
    ///
    /// - Parameters:
    ///   - indicator: The look on iOS; unused on macOS.
    ///   - configuration: Height, trigger and timing on iOS; unused on macOS.
    ///   - staleAfter: How old the content may get, in seconds, before it refreshes by itself
    ///     (default nil: never).
    ///   - lastUpdatedKey: The key under which this list's last refresh is stored in
    ///     `UserDefaults.standard` (``RefreshControl/lastUpdatedKey``): give each list its own to
    ///     keep their times (shown by the classic style, read by `staleAfter`) apart. Default nil:
    ///     the key every list shares, ``RefreshControl/defaultLastUpdatedKey``.
    ///   - keyboardShortcut: The shortcut that refreshes (default ⌘R); nil for none.
    ///   - action: The work of one refresh. When it throws, the time is not stored.
    /// - Returns: The view, with the refresh action in its environment.
    public func refreshable(
        _ indicator: any RefreshIndicator,
        configuration: RefreshConfiguration = .standard,
        staleAfter: TimeInterval? = nil,
        lastUpdatedKey: String? = nil,
        keyboardShortcut: KeyboardShortcut? = KeyboardShortcut("r", modifiers: .command),
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        modifier(
            MacRefreshable(
                staleAfter: staleAfter, lastUpdatedKey: lastUpdatedKey ?? LastUpdatedTime.defaultStorageKey,
                keyboardShortcut: keyboardShortcut, action: action))
    }

    /// On macOS, ``refreshable(_:configuration:staleAfter:lastUpdatedKey:keyboardShortcut:action:)``
    /// with a two-way `isRefreshing`: set to true while no refresh runs, it runs `action`; it is
    /// true while a refresh runs and set to false when it ends.
    ///
    /// - Parameters:
    ///   - indicator: The look on iOS; unused on macOS.
    ///   - configuration: Height, trigger and timing on iOS; unused on macOS.
    ///   - isRefreshing: Whether a refresh runs, read and written both ways.
    ///   - staleAfter: How old the content may get, in seconds, before it refreshes by itself
    ///     (default nil: never).
    ///   - lastUpdatedKey: The key of the last refresh's time in `UserDefaults.standard` (default
    ///     nil: the shared key).
    ///   - keyboardShortcut: The shortcut that refreshes (default ⌘R); nil for none.
    ///   - action: The work of one refresh.
    /// - Returns: The view, with the refresh action in its environment.
    public func refreshable(
        _ indicator: any RefreshIndicator,
        configuration: RefreshConfiguration = .standard,
        isRefreshing: Binding<Bool>,
        staleAfter: TimeInterval? = nil,
        lastUpdatedKey: String? = nil,
        keyboardShortcut: KeyboardShortcut? = KeyboardShortcut("r", modifiers: .command),
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        modifier(
            MacRefreshable(
                staleAfter: staleAfter, lastUpdatedKey: lastUpdatedKey ?? LastUpdatedTime.defaultStorageKey,
                keyboardShortcut: keyboardShortcut, action: action, isRefreshingBinding: isRefreshing))
    }

    /// On macOS, nothing: a SwiftUI list there has no footer slot to load from. Load the next page
    /// from your last row's `onAppear` in the Mac target. The parameters are those of iOS.
    ///
    /// - Parameters:
    ///   - indicator: Unused on macOS.
    ///   - mode: Unused on macOS.
    ///   - noMoreData: Unused on macOS.
    ///   - configuration: Unused on macOS.
    ///   - action: Never called on macOS.
    /// - Returns: The view, unchanged.
    public func loadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto, noMoreData: Bool = false,
        configuration: RefreshConfiguration = .loadMoreHoldingRoom,
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        self
    }

    /// On macOS, nothing, as ``loadMore(_:mode:noMoreData:configuration:action:)``.
    ///
    /// - Parameters:
    ///   - indicator: Unused on macOS.
    ///   - mode: Unused on macOS.
    ///   - state: Unused on macOS.
    ///   - configuration: Unused on macOS.
    ///   - action: Never called on macOS.
    /// - Returns: The view, unchanged.
    public func loadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto, state: LoadMoreState,
        configuration: RefreshConfiguration = .loadMoreHoldingRoom,
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        self
    }
}

/// `.refreshable(_:…)` on macOS: SwiftUI's refresh action, ⌘R and the stale check.
struct MacRefreshable: ViewModifier {
    var staleAfter: TimeInterval?
    /// Where the last refresh's time is stored.
    var lastUpdatedKey: String
    var keyboardShortcut: KeyboardShortcut?
    var action: @MainActor @Sendable () async throws -> Void
    /// The app's two-way refreshing state, if it passed one.
    var isRefreshingBinding: Binding<Bool>? = nil
    @State private var isRefreshing = false
    @Environment(\.scenePhase) private var scenePhase

    func body(content: Content) -> some View {
        content
            .refreshable { await refresh() }
            .background(shortcutButton)
            .onAppear { refreshIfStale() }
            .onChange(of: scenePhase) { phase in
                if phase == .active { refreshIfStale() }
            }
            .onChange(of: isRefreshingBinding?.wrappedValue ?? false) { wanted in
                if wanted && !isRefreshing { Task { await refresh() } }
            }
    }

    @MainActor @ViewBuilder private var shortcutButton: some View {
        if let keyboardShortcut {
            RefreshShortcutButton(shortcut: keyboardShortcut) { Task { await refresh() } }
        }
    }

    /// One refresh at a time; a success stores its time.
    @MainActor private func refresh() async {
        guard !isRefreshing else { return }
        isRefreshing = true
        if isRefreshingBinding?.wrappedValue == false { isRefreshingBinding?.wrappedValue = true }
        defer {
            isRefreshing = false
            if isRefreshingBinding?.wrappedValue == true { isRefreshingBinding?.wrappedValue = false }
        }
        do {
            try await action()
            UserDefaults.standard.set(Date(), forKey: lastUpdatedKey)
        } catch {
            // As on iOS, a refresh that threw stores no time.
        }
    }

    @MainActor private func refreshIfStale() {
        let stored = UserDefaults.standard.object(forKey: lastUpdatedKey) as? Date
        guard
            StaleRefresh.isDue(
                lastUpdated: stored?.timeIntervalSinceReferenceDate, now: Date().timeIntervalSinceReferenceDate,
                staleAfter: staleAfter, isRefreshing: isRefreshing)
        else { return }
        Task { await refresh() }
    }
}
#endif
