#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// How `RefreshControl` and `StyledRefreshControl` show an indicator: the core's
/// ``LayerPlanPlayback`` decides (a layer plan played by the render server, or the scene drawn
/// on the main thread) and ``LayerPlanPresenter`` applies its commands to a plan layer and a
/// scene view. Plans compile on a background serial queue (the playback asks, the queue compiles
/// with its own glyph source, the main thread takes the plan back and shows it if it is still the
/// one wanted); until then the plan shown stays, or the scene is drawn. The pull, armed and
/// refreshing plans are asked for ahead while the control rests.
@MainActor
final class IndicatorDrawing {
    /// The queue plans compile on, one at a time.
    /// The serial queue every layer plan compiles on (refresh controls and the collapsing header).
    static let compileQueue = DispatchQueue(label: "RefreshKit.LayerPlanCompiler", qos: .userInitiated)
    // Used only on `compileQueue`, which is serial: Core Text layout never runs on two threads at once.
    nonisolated(unsafe) static let workerGlyphs = CoreTextGlyphSource()
    /// Whether a compile runs on the queue now; the next request is taken when it ends, so a
    /// request superseded meanwhile is never compiled.
    private var workerIsBusy = false
    /// The commands of the last update (one buffer, reused on every scroll event).
    private var commands: [LayerPlanCommand] = []
    /// The identity of the indicator for the plan cache, kept until the indicator changes.
    private var indicatorKey: IndicatorIdentity?
    /// The drawing context of the last full redraw; scroll events reuse it with their moment.
    private(set) var template: IndicatorContext?
    /// Called on the main thread when a plan an update waits for arrives: the owner redraws.
    var planDidArrive: (@MainActor () -> Void)?
    /// The Core Graphics fallback.
    let sceneView = SceneView()
    /// The indicator as Core Animation layers (the default drawing), and the scene view as the
    /// fallback.
    private(set) lazy var presenter = LayerPlanPresenter(sceneLayer: sceneView.layer)
    var planLayer: LayerPlanLayer { presenter.planLayer }
    /// What the layers do, phase by phase.
    private(set) var playback = LayerPlanPlayback()
    /// Changes with every new indicator: its identity for the plan cache.
    private(set) var indicatorGeneration = 0
    private var preparationIsScheduled = false

    /// What to compile ahead, read when the main thread is idle: nil when the control is not
    /// resting in a window with plans on.
    struct Preparation {
        var moment: IndicatorMoment
        var context: IndicatorContext
        var indicator: any RefreshIndicator
    }

    init() {
        sceneView.isUserInteractionEnabled = false
        playback.compilesInline = false
    }

    /// Adds the scene view and the plan layer to `view`.
    func install(in view: UIView) {
        view.addSubview(sceneView)
        view.layer.addSublayer(planLayer)
    }

    /// Frames the scene view and the plan layer; true when the frame changed (redraw then).
    func layout(in frame: CGRect) -> Bool {
        guard sceneView.frame != frame else { return false }
        sceneView.frame = frame
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        planLayer.frame = frame
        CATransaction.commit()
        return true
    }

    /// A new indicator: plans of the old one are not shown again.
    func indicatorDidChange() {
        indicatorGeneration &+= 1
        indicatorKey = nil
    }

    /// The identity of `indicator` (the owner's current one) for the plan cache.
    func key(of indicator: any RefreshIndicator) -> IndicatorIdentity {
        if let indicatorKey { return indicatorKey }
        let key = LayerPlanPlayback.identity(of: indicator, generation: indicatorGeneration)
        indicatorKey = key
        return key
    }

    /// The drawing context of `moment`: `build()` (traits, resolved colours, texts) when
    /// `rebuilds` or none is kept, else the kept one with the moment's fields, so a scroll event
    /// resolves no colours.
    func context(_ moment: IndicatorMoment, rebuilds: Bool, build: () -> IndicatorContext) -> IndicatorContext {
        if !rebuilds, let template { return moment.applied(to: template) }
        let context = build()
        template = context
        return context
    }

    /// Whether the scene fallback needs display-link frames.
    var needsFrames: Bool { playback.needsFrames }
    /// Whether the indicator shows at rest too: a footer that holds its room below the last row.
    var showsAtRest: Bool {
        get { playback.showsAtRest }
        set { playback.showsAtRest = newValue }
    }
    /// What shows now.
    var showing: LayerPlanPlayback.Showing { playback.showing }

    /// Shows `moment`: the playback's commands applied to the plan layer and the scene view.
    func show(
        _ moment: IndicatorMoment, context: IndicatorContext, now: Double, indicator: any RefreshIndicator,
        usesLayerPlans: Bool, displayScale: CGFloat
    ) {
        playback.update(
            moment: moment, now: now, template: context, indicator: indicator,
            indicatorKey: key(of: indicator), usesLayerPlans: usesLayerPlans, into: &commands)
        guard !commands.isEmpty else { return startWorkerIfIdle() }
        presenter.apply(commands, displayScale: displayScale) {
            sceneView.scene = indicator.scene(for: context)
        }
        startWorkerIfIdle()
    }

    /// Hands the playback's next compile request to the queue unless a compile runs already.
    private func startWorkerIfIdle() {
        guard !workerIsBusy, let request = playback.nextRequest() else { return }
        workerIsBusy = true
        Self.compileQueue.async { [weak self] in
            let plan = request.compile(glyphs: Self.workerGlyphs)
            DispatchQueue.main.async {
                self?.take(plan, for: request)
            }
        }
    }

    /// A compiled plan back on the main thread: cached, shown through the owner's redraw when it
    /// is the one awaited, then the next request goes to the queue.
    private func take(_ plan: LayerPlan, for request: LayerPlanCompileRequest) {
        workerIsBusy = false
        if playback.deliver(plan, for: request) { planDidArrive?() }
        startWorkerIfIdle()
    }

    /// Shows nothing (an app's own view draws instead) and forgets what showed.
    func clear(displayScale: CGFloat) {
        presenter.apply([.hide], displayScale: displayScale) {}
        playback.reset()
    }

    /// Shows the plan again from its begin time if its animations were taken away.
    func restoreAnimationsIfNeeded() { presenter.restoreAnimationsIfNeeded() }

    /// Asks for the pull, armed and refreshing plans ahead, on the next turn of the main run
    /// loop, while `source` says the control rests (it returns nil otherwise), so that no phase
    /// begins waiting for a compile; they compile on the background queue.
    func schedulePreparation(_ source: @escaping @MainActor () -> Preparation?) {
        guard !preparationIsScheduled, source() != nil else { return }
        preparationIsScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.preparationIsScheduled = false
            guard let p = source() else { return }
            let key = self.key(of: p.indicator)
            for phase in LayerPlanPlayback.preparedPhases {
                self.playback.prepare(
                    phase, edge: p.moment.edge, triggerDistance: p.moment.triggerDistance,
                    template: p.context, indicator: p.indicator, indicatorKey: key)
            }
            self.startWorkerIfIdle()
        }
    }

    /// The drawing context of `moment` in `view`: its size, scale, colours resolved against its
    /// traits, appearance, Reduce Motion, language, last refresh, direction (`layoutDirection`,
    /// else the view's own), text size (Dynamic Type) and title overrides.
    static func context(
        _ moment: IndicatorMoment, in view: UIView, size: CGSize, tint: RGBAColor?,
        background: UIColor?, locale: String, lastUpdated: Date?,
        layoutDirection: RefreshLayoutDirection?,
        titleOverrides: [RefreshPhase: String]
    ) -> IndicatorContext {
        let traits = view.traitCollection
        var context = moment.context(
            size: Size(size), displayScale: Double(traits.displayScale > 0 ? traits.displayScale : 2),
            tintColor: tint,
            backgroundColor: background.map { RGBAColor($0.resolvedColor(with: traits)) },
            reduceMotion: UIAccessibility.isReduceMotionEnabled, locale: locale,
            lastUpdated: lastUpdated.map { LastUpdatedTime($0) },
            layoutDirection: layoutDirection ?? .effective(of: view),
            glyphs: CoreTextGlyphSource.shared, appearance: AppearanceTraits(traits).indicatorAppearance)
        context.titleOverrides = titleOverrides
        context.textScale = AppearanceTraits.textScale(traits)
        return context
    }

    /// The tint a control draws with: its `tintColor` as ``TintResolution`` decides.
    static func tint(of view: UIView, setOnControl: Bool, resolution: inout TintResolution) -> RGBAColor? {
        let traits = view.traitCollection
        let resolved = view.tintColor.map { RGBAColor($0.resolvedColor(with: traits)) }
        return resolution.indicatorTint(
            setOnControl: setOnControl, resolved: resolved,
            systemDefault: RGBAColor(systemDefaultTint.resolvedColor(with: traits)),
            dimmed: view.tintAdjustmentMode == .dimmed)
    }

    /// The tint a view without any chosen tint has (outside a window, none set).
    private static let systemDefaultTint: UIColor = UIView().tintColor ?? .systemBlue
}
#endif
