#if canImport(UIKit)
import RefreshKitCore
#elseif UIKIT_MODEL
import RefreshKitCore
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A scroll observer that calls a closure (so that views need not conform publicly).
@MainActor
final class ClosureScrollObserver: ScrollObserver {
    private let handler: @MainActor (ScrollEvent) -> Void
    init(_ handler: @escaping @MainActor (ScrollEvent) -> Void) { self.handler = handler }
    func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) { handler(event) }
}
#endif
