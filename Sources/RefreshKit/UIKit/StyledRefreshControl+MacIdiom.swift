#if canImport(UIKit)
import os
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The Mac idiom of Mac Catalyst, where UIKit refuses every `UIRefreshControl`: it raises
/// "UIRefreshControl is not supported when running Catalyst apps in the Mac idiom" when one is
/// given to a scroll view's `refreshControl`. `StyledRefreshControl` is one; ``RefreshControl`` (a
/// plain `UIControl` in the scroll view's `refreshHeader` slot) works there.
extension StyledRefreshControl {
    /// Whether UIKit takes a `UIRefreshControl` (and so a `StyledRefreshControl`) here: true on
    /// iOS, iPadOS, visionOS and Mac Catalyst in the iPad idiom; false in the Mac idiom
    /// (`UIDevice.current.userInterfaceIdiom == .mac`), where assigning one to `refreshControl`
    /// raises. Choose the control with it:
    ///
    /// ```swift
    /// if StyledRefreshControl.isSupported {
    ///     tableView.refreshControl = StyledRefreshControl(.arcSpinner()) { await model.reload() }
    /// } else {
    ///     tableView.refreshHeader = RefreshControl(.arcSpinner()) { await model.reload() }
    /// }
    /// ```
    public static var isSupported: Bool { UIDevice.current.userInterfaceIdiom != .mac }

    /// In the Mac idiom, logs what to use instead (a fault of the subsystem `RefreshKit`, in every
    /// build): the line before UIKit's exception in the console.
    func reportIfUnsupported() {
        guard !Self.isSupported else { return }
        // A static message: `Logger`'s interpolated messages need the os module's compile-time
        // folding, which scripts/check-ios's compiler does not do.
        os_log(
            """
            StyledRefreshControl is a UIRefreshControl, which UIKit refuses in the Mac idiom of Mac Catalyst \
            (it raises when one is given to refreshControl): put a RefreshControl in the scroll view's \
            refreshHeader instead, or choose with StyledRefreshControl.isSupported.
            """, log: OSLog(subsystem: "RefreshKit", category: "UIKit"), type: .fault)
    }
}
#endif
