#if canImport(UIKit)
import Foundation
import RefreshKitCore
#elseif UIKIT_MODEL
import Foundation
import RefreshKitCore
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The calls a network callback makes: safe from any queue. Each runs on the main thread —
/// at once when made there, else queued to the main queue — in the order the calls were made
/// (across every control), so `noMoreData = true` then `endRefreshing()` from a background queue
/// arrive in that order.
extension RefreshControl {
    /// Ends the refresh: the control finishes (its indicator may hold briefly) and gives its
    /// share back. Ignored when not refreshing; a ``beginRefreshing()`` still waiting for the
    /// scroll view to be on screen is cancelled (its action never runs).
    ///
    /// May be called from any thread: it runs on the main thread, after the calls made before it.
    public nonisolated func endRefreshing() {
        MainThreadHop.shared.perform { [self] in onMainActor { endRefreshingOnMain() } }
    }

    /// Ends the refresh as failed: a footer shows ``RefreshState/failed`` — in view, in the
    /// language's words ("Loading failed. Tap to retry") — until a tap or a pull past it loads
    /// again; a header goes back to idle. Observers get `error` with the change. Ignored when not
    /// refreshing. An action that throws does this by itself.
    ///
    /// May be called from any thread: it runs on the main thread, after the calls made before it.
    ///
    /// - Parameter error: Why the refresh failed.
    public nonisolated func endRefreshing(with error: any Error) {
        MainThreadHop.shared.perform { [self] in onMainActor { endRefreshingOnMain(with: error) } }
    }

    /// Footers: whether there is nothing more to load (pulls and the auto trigger do nothing
    /// until it is set back to false). Setting it ends a refresh; setting it false also resets a
    /// failed footer.
    ///
    /// May be set from any thread: the change runs on the main thread, after the calls made
    /// before it; read off the main thread (or while calls wait) it is the value last set.
    public nonisolated var noMoreData: Bool {
        get {
            if Thread.isMainThread && !MainThreadHop.shared.hasWaitingCalls {
                return onMainActor { controller.isOutOfData }
            }
            return noMoreDataMirror.value
        }
        set {
            noMoreDataMirror.value = newValue
            MainThreadHop.shared.perform { [self] in onMainActor { setNoMoreDataOnMain(newValue) } }
        }
    }
}

// A network callback may hold the control (`control.endRefreshing()` from URLSession's queue), so
// it crosses threads. Invariant: its only nonisolated members are endRefreshing(),
// endRefreshing(with:) and noMoreData, which touch nothing but the lock-guarded mirror and
// MainThreadHop (itself locked); every other member is main-actor isolated, as the compiler
// checks.
extension RefreshControl: @unchecked Sendable {}

extension RefreshControl {
    /// Ends the refresh on the main thread (the call made from another thread is queued there,
    /// after the calls made before it); see ``endRefreshing()``.
    func endRefreshingOnMain() {
        pendingBegin = nil
        controller.endRefreshing()
    }

    /// Ends the refresh as failed on the main thread; see ``endRefreshing(with:)``.
    func endRefreshingOnMain(with error: any Error) {
        pendingBegin = nil
        controller.endRefreshing(with: error)
    }

    /// Sets no more data on the main thread; see ``noMoreData``.
    func setNoMoreDataOnMain(_ flag: Bool) {
        controller.setNoMoreData(flag)
        if !MainThreadHop.shared.hasWaitingCalls { noMoreDataMirror.value = controller.isOutOfData }
        redraw()
    }
}
#endif
