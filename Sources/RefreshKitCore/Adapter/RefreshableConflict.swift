/// Decides whether a RefreshKit SwiftUI modifier shares its scroll view with SwiftUI's own
/// `.refreshable`, which the adapter reports in debug builds: both would drive the same pull
/// (two indicators, two actions, a fight over the content inset).
///
/// SwiftUI's `.refreshable` shows itself two ways: its action in the environment of the views
/// inside it (seen when RefreshKit's modifier is applied inside it), and a `UIRefreshControl`
/// on the `UIScrollView` of a `List` (seen whichever order the modifiers are applied in).
package enum RefreshableConflict {
    /// The report for a conflict, or nil when there is none.
    ///
    /// - Parameters:
    ///   - edge: The edge of RefreshKit's control (only a header conflicts).
    ///   - environmentHasRefreshAction: Whether SwiftUI's `refresh` environment value is set.
    ///   - scrollViewHasRefreshControl: Whether the scroll view has a `UIRefreshControl`.
    /// - Returns: One line saying what conflicts and what to do.
    package static func report(
        edge: RefreshEdge, environmentHasRefreshAction: Bool,
        scrollViewHasRefreshControl: Bool
    ) -> String? {
        guard edge == .header, environmentHasRefreshAction || scrollViewHasRefreshControl else { return nil }
        return "RefreshKit: .refreshable(_:action:) with an indicator is applied to a view that also has "
            + "SwiftUI's .refreshable(action:); both would run on the same pull. Keep one of them."
    }
}
