import CoreAnimationModel
import RefreshKitCore
import RefreshKitOnModel
import RefreshKitRender

/// The frames of an indicator drawn through the iOS adapter's own layer code on the Core
/// Animation model: each moment's plan (as `--via layers` compiles it) is shown by a
/// `LayerPlanPresenter` as `RefreshControl` shows it — shown once when the phase begins, the
/// loop left playing from the time it began, a driven plan given its `timeOffset` (its tracks on
/// the state's clock playing from when the state began) — and the
/// presentation tree at the moment's media time is rasterized. Each frame is that image, as the
/// one item of a scene.
@MainActor
final class CoreAnimationScenes {
    private let planned: LayerPlanScenes
    private let scale: Double
    private let presenter = LayerPlanPresenter(sceneLayer: CALayer())
    private let rasterizer = LayerRasterizer()
    /// The plan shown, when it began in media time, and the state it was shown in.
    private var shown: (plan: LayerPlan, began: Double, state: RefreshPhase)?
    /// Moments the model could not draw (drawn from the scene instead), one line per phase.
    private(set) var notes: [String]
    private var notedPhases: Set<String> = []

    /// The media time a plan is first shown at (any time far from 0, which Core Animation reads
    /// as "now").
    static let firstMediaTime = 1000.0

    /// Shows each of `planned`'s plans once on the model, so that what the model refuses is
    /// known before drawing.
    ///
    /// - Throws: A `RenderFailure` naming the plan the model cannot show.
    init(_ planned: LayerPlanScenes, styleName: String, scale: Double) throws {
        self.planned = planned
        self.scale = scale
        notes = planned.notes
        for plan in planned.compiledPlans {
            let layer = LayerPlanLayer()
            layer.show(plan, beganAt: Self.firstMediaTime)
            do {
                _ = try layer.presentation(atMediaTime: Self.firstMediaTime)
            } catch {
                throw RenderFailure(
                    "--via core-animation: the Core Animation model cannot show \(styleName)'s "
                        + "\(plan.phase.rawValue) plan (\(error)); pass --via layers or --via scene")
            }
        }
    }

    /// The frame of `moment`: the adapter's layers at the moment, as an image.
    func scene(_ moment: IndicatorMoment) -> IndicatorScene {
        let context = planned.fullContext(moment)
        guard let plan = planned.plan(moment) else { return planned.indicator.scene(for: context) }
        let media: Double
        // A loop, a finishing animation and a driven plan's tracks on the state's clock play from
        // when the state began; such a driven plan is shown again when the state changes under it
        // (idle to pulling), as `LayerPlanPlayback` shows it.
        let timed = !plan.phase.isDriven || plan.hasClock
        if let shown, shown.plan == plan, !plan.hasClock || shown.state == moment.state.phase {
            media = timed ? shown.began + moment.time : Self.firstMediaTime
        } else {
            let began = Self.firstMediaTime - (timed ? moment.time : 0)
            presenter.apply([.show(plan, beginTime: began)], displayScale: scale) {}
            shown = (plan, began, moment.state.phase)
            media = Self.firstMediaTime
        }
        if plan.phase.isDriven {
            presenter.apply([.setTimeOffset(LayerPlanScenes.planTime(of: moment))], displayScale: scale) {}
        }
        do {
            let bitmap = try rasterizer.render(presenter.planLayer.presentation(atMediaTime: media), scale: scale)
            let frame = Rect(x: 0, y: 0, width: plan.size.width, height: plan.size.height)
            return IndicatorScene(
                size: plan.size,
                items: [
                    IndicatorScene.Item(content: .image(bitmap, frame), paint: .solid(.black))
                ])
        } catch {
            if notedPhases.insert(plan.phase.rawValue).inserted {
                notes.append(
                    "the Core Animation model cannot draw a \(plan.phase.rawValue) moment (\(error)); "
                        + "drawn from the scene")
            }
            return planned.indicator.scene(for: context)
        }
    }
}
