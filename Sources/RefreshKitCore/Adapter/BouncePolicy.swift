/// Decides `alwaysBounceVertical` while refresh controls are attached: a `UICollectionView` or a
/// plain `UIScrollView` does not bounce when its content is shorter than the view, so empty or
/// short content could not be pulled.
///
/// - When the first control attaches, the app's value is remembered and `true` is written (nothing
///   is written when it is already true, as on a `UITableView`).
/// - When the last control goes, the app's value is written back — unless the app changed the
///   value meanwhile (it no longer holds the `true` written), in which case the app's newer value
///   is left alone.
package struct BouncePolicy: Hashable, Sendable {
    /// The app's value, remembered while at least one control is attached.
    package private(set) var appValue: Bool?
    /// How many controls are attached.
    package private(set) var attachedCount = 0

    /// Creates a policy with no control attached.
    package init() {}

    /// A control attaches.
    ///
    /// - Parameter current: The scroll view's `alwaysBounceVertical` now.
    /// - Returns: The value to write, or nil to leave it.
    package mutating func controlAttached(current: Bool) -> Bool? {
        attachedCount += 1
        guard attachedCount == 1 else { return nil }
        appValue = current
        return current ? nil : true
    }

    /// A control detaches.
    ///
    /// - Parameter current: The scroll view's `alwaysBounceVertical` now.
    /// - Returns: The value to write, or nil to leave it.
    package mutating func controlDetached(current: Bool) -> Bool? {
        guard attachedCount > 0 else { return nil }
        attachedCount -= 1
        guard attachedCount == 0, let app = appValue else { return nil }
        appValue = nil
        return current && app != current ? app : nil
    }
}
