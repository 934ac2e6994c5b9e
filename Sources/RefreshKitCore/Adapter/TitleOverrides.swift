/// The texts a control draws instead of its indicator's own, by phase: those set with
/// `setTitle(_:for:)`, and a `UIRefreshControl`'s `attributedTitle` (`StyledRefreshControl`),
/// which UIKit shows while the control is pulled and while it refreshes.
package enum TitleOverrides {
    /// The phases an `attributedTitle` is shown in: revealing, armed and refreshing (idle shows
    /// the pulling text, finishing the refreshing one).
    package static let attributedTitlePhases: [RefreshPhase] = [.revealing, .armed, .refreshing]

    /// The overrides a control draws with: `set` (from `setTitle(_:for:)`), and `attributedTitle`
    /// in ``attributedTitlePhases`` where no title was set for the phase. An empty title counts as
    /// none.
    ///
    /// - Parameters:
    ///   - set: The titles set per phase.
    ///   - attributedTitle: The string of the control's `attributedTitle`, or nil.
    /// - Returns: The overrides.
    package static func merged(_ set: [RefreshPhase: String], attributedTitle: String?) -> [RefreshPhase: String] {
        guard let attributedTitle, !attributedTitle.isEmpty else { return set }
        var merged = set
        for phase in attributedTitlePhases where merged[phase] == nil { merged[phase] = attributedTitle }
        return merged
    }
}
