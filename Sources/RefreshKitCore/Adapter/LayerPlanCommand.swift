/// What a control's Core Animation layers do next, as ``LayerPlanPlayback`` decides: the UIKit
/// adapter maps each command to one or two layer property writes, and a test double plays them
/// on a simulated render server.
package enum LayerPlanCommand: Hashable, Sendable {
    /// Replace the layers with `plan` and show them (the scene view hidden). A driven phase
    /// stands still at `timeOffset` 0 (`speed` 0) until ``setTimeOffset(_:)``, its tracks on the
    /// state's clock (``LayerAnimation/runsOnClock``) playing from `beginTime`; a refreshing loop
    /// or a finishing animation plays from `beginTime` on the host's clock (the moment the state
    /// began), so a plan shown again mid-loop (after a change of appearance, say) carries on
    /// where the old one was.
    case show(LayerPlan, beginTime: Double)
    /// Drive the plan shown: its `timeOffset` (the pull progress, or the over-pull in trigger
    /// distances), 0…1.
    case setTimeOffset(Double)
    /// Draw the moment's scene on the main thread (the Core Graphics fallback), the layers
    /// hidden: the indicator opted out, its phase has no plan, or its plan needs frame updates.
    case drawScene
    /// Show nothing: the layers and the scene view hidden.
    case hide

    /// The command as a word, for logs and for comparing sequences: `show <phase>`, `offset`,
    /// `scene` or `hide`.
    package var word: String {
        switch self {
        case let .show(plan, _): "show \(plan.phase.rawValue)"
        case .setTimeOffset: "offset"
        case .drawScene: "scene"
        case .hide: "hide"
        }
    }
}
