import RefreshKitCore

/// How `refreshkit render` draws a frame: from the indicator's own scene (`--via scene`, the
/// default), from its Core Animation layer plan read by ``LayerPlanEvaluator`` (`--via layers`),
/// or from that plan shown by the iOS adapter's own layer code on the Core Animation model
/// (`--via core-animation`), so they can be compared side by side.
enum RenderVia: String, ChoiceOption {
    /// The indicator's `scene(for:)`, as before.
    case scene
    /// The phase's ``LayerPlan`` at the moment's time or progress (``LayerPlanEvaluator``).
    case layers
    /// The phase's plan shown by the adapter's `LayerPlanLayer` on the Core Animation model, its
    /// presentation tree at the moment rasterized.
    case coreAnimation = "core-animation"

    /// Whether frames come from layer plans (the collapsing header has none yet).
    var usesPlans: Bool { self != .scene }

    static let optionName = "--via"
    static let refusal = "is not a way to draw; pass scene, layers or core-animation"
}

/// The frames of an indicator drawn from its layer plans: each moment's phase is compiled once
/// (finishing once per refreshing duration) from a context like the moment's, and the moment is
/// the plan evaluated at its time: idle and pulling → the pull plan at the progress, armed → the
/// armed plan at over-pull / trigger, refreshing → the loop at the seconds since it began,
/// finishing → the finishing plan (of that refreshing duration) at the seconds since it began.
/// A moment whose phase has no plan of keyframes (``LayerPlan/frameUpdates``) is drawn from the
/// indicator's scene, and ``notes`` says so, one line per phase.
@MainActor
final class LayerPlanScenes {
    /// Which plan a moment is drawn from.
    private struct Key: Hashable {
        var phase: LayerPlan.Phase
        var refreshingDuration: Double
    }

    let indicator: any RefreshIndicator
    private let styleName: String
    private let context: (IndicatorMoment) -> IndicatorContext
    private var plans: [Key: LayerPlan] = [:]
    /// One line per phase drawn from the scene instead of a plan, in the order met.
    private(set) var notes: [String] = []
    private var notedPhases: Set<String> = []

    /// Compiles the plans `moments` need, at once (so the notes are known before drawing).
    ///
    /// - Parameters:
    ///   - indicator: The indicator.
    ///   - styleName: Its name, for the notes.
    ///   - moments: The moments to draw.
    ///   - context: The full context of a moment (size, scale, colours, language, glyphs).
    init(
        indicator: any RefreshIndicator, styleName: String, moments: [IndicatorMoment],
        context: @escaping (IndicatorMoment) -> IndicatorContext
    ) {
        self.indicator = indicator
        self.styleName = styleName
        self.context = context
        for moment in moments {
            guard let key = Self.key(of: moment) else {
                let phase = moment.state.phase.rawValue
                note(phase, "\(styleName)'s \(phase) has no layer plan (a footer at rest); drawn from its scene")
                continue
            }
            guard plans[key] == nil else { continue }
            let plan = LayerPlanCompiler.compile(
                indicator, phase: key.phase, context: context(moment),
                refreshingDuration: key.refreshingDuration)
            plans[key] = plan
            if plan.frameUpdates {
                note(
                    key.phase.rawValue,
                    "\(styleName)'s \(key.phase.rawValue) plan needs frame updates "
                        + "(\(plan.reason ?? "no reason given")); drawn from its scene")
            }
        }
    }

    private func note(_ phase: String, _ line: String) {
        if notedPhases.insert(phase).inserted { notes.append(line) }
    }

    /// The scene of `moment`: its plan evaluated at its time (and a pull or armed plan's tracks on
    /// the state's clock at the seconds since the state began), or the indicator's own drawing
    /// when the phase has no plan of keyframes.
    func scene(_ moment: IndicatorMoment) -> IndicatorScene {
        guard let plan = plan(moment) else { return indicator.scene(for: context(moment)) }
        return LayerPlanEvaluator.scene(plan, at: Self.planTime(of: moment), clock: moment.time)
    }

    /// The plan `moment` is drawn from, or nil when its phase has no plan of keyframes.
    func plan(_ moment: IndicatorMoment) -> LayerPlan? {
        guard let key = Self.key(of: moment), let plan = plans[key], !plan.frameUpdates else { return nil }
        return plan
    }

    /// Every plan of keyframes compiled for the moments.
    var compiledPlans: [LayerPlan] { plans.values.filter { !$0.frameUpdates } }

    /// The full context of `moment`.
    func fullContext(_ moment: IndicatorMoment) -> IndicatorContext { context(moment) }

    /// The plan a moment is drawn from; nil for noMoreData and failed, which have none.
    private static func key(of moment: IndicatorMoment) -> Key? {
        switch moment.state {
        case .idle, .revealing: Key(phase: .pulling, refreshingDuration: 0)
        case .armed: Key(phase: .armed, refreshingDuration: 0)
        case .refreshing: Key(phase: .refreshing, refreshingDuration: 0)
        case .finishing: Key(phase: .finishing, refreshingDuration: moment.refreshingDuration)
        case .noMoreData, .failed: nil
        }
    }

    /// The plan's time at `moment`: the progress of a pull, the over-pull in trigger distances
    /// when armed, else the seconds since the state began.
    static func planTime(of moment: IndicatorMoment) -> Double {
        switch moment.state {
        case .idle, .revealing: moment.progress
        case .armed: moment.triggerDistance > 0 ? moment.overPull / moment.triggerDistance : 0
        default: moment.time
        }
    }
}
