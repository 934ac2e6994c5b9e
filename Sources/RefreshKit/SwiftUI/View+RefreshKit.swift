#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import RefreshKitCore
import SwiftUI

extension View {
    /// Pull-to-refresh with a RefreshKit indicator on the `List` or `ScrollView` this modifier is
    /// applied to (iOS 15+): SwiftUI's `.refreshable` shape, with the look of your choice. The
    /// refresh ends when `action` returns.
    ///
    /// ```swift
    /// List(items) { ItemRow($0) }
    ///     .refreshable(.arcSpinner()) { await model.reload() }
    /// ```
    ///
    /// How it works: the modifier puts an invisible, non-interactive UIKit view behind the
    /// modified view, finds the `UIScrollView` SwiftUI built for the `List` (a `UITableView` on
    /// iOS 15, a `UICollectionView` on iOS 16) or the `ScrollView` next to it, and puts a
    /// ``RefreshControl`` in its `refreshHeader` slot. Applying it to the content inside a
    /// `ScrollView` works too. The action of the latest render runs; a new indicator is swapped
    /// in, a new configuration replaces the control once it is at rest (a refresh in flight goes
    /// on), and the control is removed (a running action cancelled) only when the view leaves the
    /// hierarchy for good.
    ///
    /// - Important: Use it instead of SwiftUI's `.refreshable(action:)`, not with it: both would
    ///   drive the same pull. Debug builds report the combination in the console (as a fault of
    ///   the subsystem `RefreshKit`), and report a modifier that finds no scroll view after a
    ///   bounded search (20 tries, 50 ms apart, each time the view gets a window).
    ///
    /// ⌘R on a hardware keyboard refreshes too, as the user's pull (a button of the modifier with
    /// `keyboardShortcut`, titled "Refresh" in the app's language: listed in the iPad's shortcut
    /// overlay); pass nil to leave ⌘R to the app, or another shortcut. With `staleAfter`, content
    /// that old refreshes by itself when the list appears and when the app comes back to the
    /// foreground (``RefreshControl/staleAfter``).
    ///
    /// - Parameters:
    ///   - indicator: The look (any style of `Indicators`, or your own ``RefreshIndicator``).
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/standard``).
    ///   - staleAfter: How old the content may get, in seconds, before it refreshes by itself
    ///     (default nil: never).
    ///   - lastUpdatedKey: The key under which this list's last refresh is stored in
    ///     `UserDefaults.standard` (``RefreshControl/lastUpdatedKey``): give each list its own to
    ///     keep their times (shown by the classic style, read by `staleAfter`) apart. Default nil:
    ///     the key every list shares, ``RefreshControl/defaultLastUpdatedKey``.
    ///   - keyboardShortcut: The shortcut that refreshes (default ⌘R); nil for none.
    ///   - action: The work of one refresh; the refresh ends when it returns. When it throws, the
    ///     header goes back to idle.
    /// - Returns: The view, with the header attached to its scroll view.
    public func refreshable(
        _ indicator: any RefreshIndicator,
        configuration: RefreshConfiguration = .standard,
        staleAfter: TimeInterval? = nil,
        lastUpdatedKey: String? = nil,
        keyboardShortcut: KeyboardShortcut? = KeyboardShortcut("r", modifiers: .command),
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        modifier(
            RefreshableModifier(
                indicator: indicator, configuration: configuration, staleAfter: staleAfter,
                lastUpdatedKey: lastUpdatedKey, keyboardShortcut: keyboardShortcut, action: action))
    }

    /// ``refreshable(_:configuration:staleAfter:lastUpdatedKey:keyboardShortcut:action:)`` with the
    /// refresh shown from code: a two-way `isRefreshing`. Set it to true while the header is idle —
    /// even before the list is on screen — and the header shows and runs `action`, as
    /// ``RefreshControl/beginRefreshing()`` does; a user's pull (or ⌘R) sets it to true; the end of
    /// the refresh sets it to false. Setting it to false during a refresh ends the refresh.
    ///
    /// ```swift
    /// @State private var isRefreshing = false
    ///
    /// List(items) { ItemRow($0) }
    ///     .refreshable(.arcSpinner(), isRefreshing: $isRefreshing) { await model.reload() }
    ///     .onAppear { isRefreshing = true }   // load on appear, with the header showing
    /// ```
    ///
    /// - Parameters:
    ///   - indicator: The look (any style of `Indicators`, or your own ``RefreshIndicator``).
    ///   - configuration: Height, trigger and timing (default ``RefreshConfiguration/standard``).
    ///   - isRefreshing: Whether the header refreshes, read and written both ways.
    ///   - staleAfter: How old the content may get, in seconds, before it refreshes by itself
    ///     (default nil: never).
    ///   - lastUpdatedKey: The key of this list's last refresh in `UserDefaults.standard` (default
    ///     nil: ``RefreshControl/defaultLastUpdatedKey``).
    ///   - keyboardShortcut: The shortcut that refreshes (default ⌘R); nil for none.
    ///   - action: The work of one refresh; the refresh ends when it returns.
    /// - Returns: The view, with the header attached to its scroll view.
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
            RefreshableModifier(
                indicator: indicator, configuration: configuration, staleAfter: staleAfter,
                lastUpdatedKey: lastUpdatedKey, isRefreshing: isRefreshing, keyboardShortcut: keyboardShortcut,
                action: action))
    }

    /// Load-more at the end of the `List` or `ScrollView` this modifier is applied to (iOS 15+):
    /// a RefreshKit footer that loads by itself when the end of the content shows (`.auto`) or
    /// when the user pulls past it (`.pull`). The loading ends when `action` returns.
    ///
    /// ```swift
    /// List(model.items) { ItemRow($0) }
    ///     .refreshable(.arcSpinner()) { await model.reload() }
    ///     .loadMore(noMoreData: model.isLastPage) { await model.loadNextPage() }
    /// ```
    ///
    /// `noMoreData` follows your state on every render: while it is true the footer shows that
    /// there is nothing more and never loads; set it back to false (after a reload, say) and it
    /// loads again. It is ``loadMore(_:mode:state:configuration:action:)`` with `.noMoreData` or
    /// `.idle`: by default the footer holds its room below the last row and fills the viewport — a
    /// short, non-empty list loads at once, without a scroll, and again only after its content
    /// changed; it never loads while the list is empty. It finds its scroll view as
    /// `refreshable(_:configuration:staleAfter:lastUpdatedKey:keyboardShortcut:action:)` does, and sits in the scroll view's
    /// `refreshFooter` slot.
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.classic()`: "Load more" / "Loading…" / "No more data").
    ///   - mode: `.auto` (default) or `.pull`.
    ///   - noMoreData: Whether the last page has loaded.
    ///   - configuration: Height, distances and timing (default
    ///     ``RefreshConfiguration/loadMoreFillingViewport``; pass
    ///     ``RefreshConfiguration/loadMoreHoldingRoom`` to load only when the user's scroll brings
    ///     the end into view); its mode is replaced by `mode`.
    ///   - action: The work of loading one page; the loading ends when it returns. When it throws,
    ///     the footer shows that loading failed ("Loading failed. Tap to retry", in the app's
    ///     language) and loads again when the user taps it or pulls past it.
    /// - Returns: The view, with the footer attached to its scroll view.
    public func loadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto, noMoreData: Bool = false,
        configuration: RefreshConfiguration = .loadMoreFillingViewport,
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        loadMore(
            indicator, mode: mode, state: noMoreData ? .noMoreData : .idle, configuration: configuration,
            action: action)
    }

    /// Load-more driven by paging state your model owns: the footer shows what `state` says —
    /// loading (even after `action` returned, say while a callback-style request runs), no more
    /// data, or that the last load failed with its retry (a tap or a pull calls `action` again) —
    /// and calls `action` when its end shows while `state` is `.idle`. A short, non-empty list
    /// loads at once, without a drag, and again only after its content changed, so a page that adds
    /// nothing never loops (with the default configuration, which fills the viewport); an empty
    /// list never loads by itself.
    ///
    /// ```swift
    /// List(model.items) { ItemRow($0) }
    ///     .loadMore(state: model.paging) { await model.loadNextPage() }
    /// ```
    ///
    /// - Parameters:
    ///   - indicator: The look (default `.classic()`).
    ///   - mode: `.auto` (default) or `.pull`.
    ///   - state: Your paging state, read on every render.
    ///   - configuration: Height, distances and timing (default
    ///     ``RefreshConfiguration/loadMoreFillingViewport``: "Load more", "No more data" and "Tap to
    ///     retry" stay below the last row, and a short list fills the viewport); its mode is
    ///     replaced by `mode`.
    ///   - action: The work of loading one page. The footer shows it loading until it returns and
    ///     `state` is no longer `.loading`; when it throws, the footer shows that loading failed.
    /// - Returns: The view, with the footer attached to its scroll view.
    public func loadMore(
        _ indicator: any RefreshIndicator = Indicators.Classic(),
        mode: RefreshConfiguration.Mode = .auto, state: LoadMoreState,
        configuration: RefreshConfiguration = .loadMoreFillingViewport,
        action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> some View {
        var configuration = configuration
        configuration.mode = mode
        return background(
            RefreshKitAttachment(
                edge: .footer, modifier: "loadMore", indicator: indicator,
                configuration: configuration, paging: state, action: action))
    }
}
#endif
