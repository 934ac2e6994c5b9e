#if canImport(UIKit)
import Foundation
#elseif UIKIT_MODEL
import Foundation
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Runs `body` on the main actor from a callback that UIKit or Foundation makes on the main
/// thread but declares nonisolated (key-value observers, accessibility overrides, accessibility
/// action handlers): `MainActor.assumeIsolated`, which the iOS 16.4 SDK's concurrency module
/// (Swift 5.8) does not have yet, built the way the standard library builds it. Like it, it
/// traps when called off the main thread instead of racing.
func onMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    precondition(Thread.isMainThread, "RefreshKit: a UIKit callback arrived off the main thread")
    return try withoutActuallyEscaping(body) { (fn: @escaping @MainActor () throws -> T) throws -> T in
        try unsafeBitCast(fn, to: (() throws -> T).self)()
    }
}

/// `onMainActor(_:)` for the scroll view's key-value observers, which hold their host weakly: runs
/// `body` with `host` when it still exists. `body` captures nothing (the host comes in as its
/// argument) and the function is not generic (no reabstraction thunk), so a key-value change, many
/// per scroll, allocates nothing.
func onMainActor(_ host: UIScrollViewHost?, _ body: @MainActor (UIScrollViewHost) -> Void) {
    guard let host else { return }
    precondition(Thread.isMainThread, "RefreshKit: a UIKit callback arrived off the main thread")
    withoutActuallyEscaping(body) { (fn: @escaping @MainActor (UIScrollViewHost) -> Void) in
        unsafeBitCast(fn, to: ((UIScrollViewHost) -> Void).self)(host)
    }
}
#endif
