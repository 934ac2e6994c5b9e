#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif CORE_ANIMATION_MODEL
import CoreAnimationModel
import RefreshKitCore
#endif
#if canImport(UIKit) || CORE_ANIMATION_MODEL

/// What a control's layers do with the playback's commands: a plan shown by the plan layer
/// (the scene view's layer hidden), a `timeOffset` written, the scene drawn instead, or both
/// hidden. `RefreshControl` and `CollapsingHeaderView` show their plans through it.
@MainActor
package final class LayerPlanPresenter {
    /// The layers of the plan shown.
    package let planLayer: LayerPlanLayer
    /// The layer of the view that draws the scene when there is no plan.
    private let sceneLayer: CALayer

    /// A presenter of `planLayer`, with `sceneLayer` (the scene view's layer) as the fallback.
    package init(planLayer: LayerPlanLayer = LayerPlanLayer(), sceneLayer: CALayer) {
        self.planLayer = planLayer
        self.sceneLayer = sceneLayer
        planLayer.isHidden = true
        sceneLayer.isHidden = true
    }

    /// Applies `commands` in order, in one transaction without implicit animations.
    ///
    /// - Parameters:
    ///   - commands: The playback's commands.
    ///   - displayScale: The screen's scale (a scale that is not positive keeps the one set).
    ///   - drawScene: Draws the moment's scene into the fallback view.
    package func apply(_ commands: [LayerPlanCommand], displayScale: CGFloat, drawScene: () -> Void) {
        guard !commands.isEmpty else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        for command in commands {
            switch command {
            case let .show(plan, beginTime):
                planLayer.contentsScale = displayScale
                planLayer.show(plan, beganAt: beginTime)
                planLayer.isHidden = false
                sceneLayer.isHidden = true
            case let .setTimeOffset(time):
                planLayer.setTimeOffset(time)
            case .drawScene:
                planLayer.isHidden = true
                sceneLayer.isHidden = false
                drawScene()
            case .hide:
                planLayer.isHidden = true
                sceneLayer.isHidden = true
            }
        }
    }

    /// Whether the plan layer shows.
    package var showsPlan: Bool { !planLayer.isHidden }

    /// Shows the plan again from when it began if its animations were taken away (back in a
    /// window, back in the foreground).
    package func restoreAnimationsIfNeeded() {
        guard !planLayer.isHidden else { return }
        planLayer.restoreAnimationsIfNeeded()
    }
}
#endif
