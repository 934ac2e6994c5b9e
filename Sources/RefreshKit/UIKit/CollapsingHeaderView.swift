#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's trait constants as mutable globals (`.header`),
// which Swift 6 rejects; they are constants in fact.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The collapsing header as a ready view: a title that always shows and a subtitle (extra
/// information) that fades in as the header opens, drawn from the core's collapsing-header
/// scene — the same pixels as the Linux renders.
///
/// The drawing is compiled once (per width, texts and appearance) on a background queue to a
/// `.collapsing` ``LayerPlan`` (the scene is drawn with Core Graphics until it arrives), shown by
/// a ``LayerPlanLayer`` at the expanded size; as the header collapses and
/// expands, the title and subtitle follow by one `timeOffset` write per scroll event (the
/// ``CollapsingHeaderController/collapseFraction``), and the view's bounds, as high as the
/// header, clip the plan. Nothing is redrawn while scrolling. Only a plan that needs frame
/// updates falls back to redrawing the scene with Core Graphics.
///
/// Put it above the scroll view with Auto Layout (top, leading, trailing; the scroll view's top
/// to its bottom) and attach it; it owns its height constraint:
///
/// ```swift
/// let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
/// header.attach(to: tableView)
/// ```
@MainActor
public final class CollapsingHeaderView: UIView {
    /// The title ("data 1").
    public var title: String {
        didSet {
            sceneConfiguration.title = title
            heightOrTextsDidChange()
        }
    }
    /// The extra information ("data 2").
    public var subtitle: String {
        didSet {
            sceneConfiguration.subtitle = subtitle
            heightOrTextsDidChange()
        }
    }
    /// The controller, once attached.
    public var controller: CollapsingHeaderController? { binding?.controller }

    /// What a compiled plan depends on: a change of any of these compiles it again.
    private struct PlanKey: Equatable {
        var width: Double
        var scene: CollapsingHeaderScene.Configuration
        var traits: AppearanceTraits
    }

    private let configuration: CollapsingHeaderController.Configuration
    private var sceneConfiguration: CollapsingHeaderScene.Configuration
    private let presenter: LayerPlanPresenter
    private let planDriver: CollapsingHeaderPlanDriver
    private var planKey: PlanKey?
    /// Bumped with every compile asked for: a plan that comes back for an older key is dropped.
    private var compileGeneration = 0
    private let sceneView: SceneView
    private var binding: CollapsingHeaderBinding?
    /// The scroll view of the last ``attach(to:)``, followed again when the header comes back
    /// on the screen.
    private weak var attachedScrollView: UIScrollView?
    private var heightConstraint: NSLayoutConstraint?
    private let notifications = NotificationTokens()

    /// Creates the header, expanded, its texts in Helvetica Neue (bold 17 pt title, 13 pt
    /// subtitle) when installed.
    ///
    /// - Parameters:
    ///   - title: The title, always shown.
    ///   - subtitle: The extra information, shown as the header opens.
    ///   - configuration: The heights, snap and title margin; the defaults if left out.
    public init(
        title: String, subtitle: String,
        configuration: CollapsingHeaderController.Configuration = .init()
    ) {
        self.title = title
        self.subtitle = subtitle
        self.configuration = configuration.sanitized
        self.sceneConfiguration = CollapsingHeaderScene.Configuration(
            title: title, subtitle: subtitle,
            titleFont: FontRequest(family: "HelveticaNeue-Bold", size: 17),
            subtitleFont: FontRequest(family: "HelveticaNeue", size: 13))
        let sceneView = SceneView()
        let presenter = LayerPlanPresenter(sceneLayer: sceneView.layer)
        self.sceneView = sceneView
        self.presenter = presenter
        self.planDriver = CollapsingHeaderPlanDriver(configuration: configuration) {
            presenter.planLayer.setPullProgress($0)
        }
        super.init(frame: .zero)
        // The plan's top-left corner stays at the view's, whatever size it is shown at.
        presenter.planLayer.anchorPoint = .zero
        presenter.planLayer.position = .zero
        layer.addSublayer(presenter.planLayer)
        sceneView.isUserInteractionEnabled = false
        addSubview(sceneView)
        // The header's height cuts the plan, drawn at the expanded height.
        clipsToBounds = true
        isAccessibilityElement = true
        accessibilityTraits = .header
        updateAccessibility()
        // Back from the background the render server may have dropped the plan's animations.
        notifications.observe(UIApplication.willEnterForegroundNotification) { [weak self] in
            onMainActor { self?.presenter.restoreAnimationsIfNeeded() }
        }
    }

    /// Unavailable: the header is made in code, with ``init(title:subtitle:configuration:)``.
    ///
    /// - Parameter coder: Unused; the initializer cannot be called.
    @available(*, unavailable, message: "Use init(title:subtitle:configuration:)")
    public required init?(coder: NSCoder) { nil }

    /// Starts collapsing and expanding with `scrollView`'s scrolling (replacing an earlier
    /// attachment). The first call adds the view's height constraint, at the expanded height.
    ///
    /// The header follows the scroll view while it is on the screen: taken out of its window
    /// (removed from its superview, or its screen covered) or released, it stops, and the
    /// scroll view scrolls freely; back in a window, it follows the same scroll view again from
    /// the height it had.
    ///
    /// - Parameter scrollView: The scroll view whose content scrolls under the header.
    public func attach(to scrollView: UIScrollView) {
        binding?.invalidate()
        binding = nil
        attachedScrollView = scrollView
        bind(to: scrollView, controller: nil)
    }

    /// Follows `scrollView` with `controller` (kept from an earlier binding), or a new one.
    private func bind(to scrollView: UIScrollView, controller: CollapsingHeaderController?) {
        let constraint: NSLayoutConstraint
        if let existing = heightConstraint {
            constraint = existing
        } else {
            constraint = heightAnchor.constraint(equalToConstant: CGFloat(configuration.maxHeight))
            constraint.isActive = true
            heightConstraint = constraint
        }
        binding = CollapsingHeaderBinding(
            scrollView: scrollView, heightConstraint: constraint,
            controller: controller ?? CollapsingHeaderController(configuration: configuration)
        ) { [weak self] _ in
            self?.heightOrTextsDidChange()
        }
    }

    // The scroll view keeps the binding: released, the header stops it, or the scroll view
    // would go on holding its content still for a header no one sees.
    deinit {
        guard let binding else { return }
        if Thread.isMainThread {
            onMainActor { binding.invalidate() }
        } else {
            DispatchQueue.main.async { binding.invalidate() }
        }
    }

    /// The height the header wants now (Auto Layout uses its own constraint; this serves frame
    /// layout).
    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(controller?.height ?? configuration.maxHeight))
    }

    /// Asks for the plan again when the width changed, and follows the height. The scene view
    /// follows the bounds only while it shows (`redraw(height:)` sizes it): hidden under a
    /// playing plan, a resize would mark it for a redraw (`contentMode = .redraw`) at every
    /// scroll event.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if !sceneView.layer.isHidden, sceneView.frame != bounds { sceneView.frame = bounds }
        update()
    }

    /// Out of its window, the header stops following its scroll view; back in one, it follows
    /// it again, and the plan's animations are shown again if they were taken away.
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else {
            binding?.invalidate()
            return
        }
        presenter.restoreAnimationsIfNeeded()
        if let binding, !binding.isFollowing, let scrollView = attachedScrollView {
            bind(to: scrollView, controller: binding.controller)
        }
    }

    private func heightOrTextsDidChange() {
        invalidateIntrinsicContentSize()
        update()
        updateAccessibility()
    }

    /// Compiles the plan again in the new appearance when light or dark, the contrast, the level
    /// or the scale change (the default colours come from the appearance's palette).
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if AppearanceTraits(traitCollection).needsRedraw(after: previousTraitCollection.map(AppearanceTraits.init)) {
            update()
        }
    }

    /// Shows the header at the controller's height: one `timeOffset` write when the plan plays
    /// it (none when the fraction is unchanged), a redraw when the plan fell back.
    private func update() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let height = controller?.height ?? configuration.maxHeight
        if compilePlanIfNeeded() {
            planDriver.update(height: height)
        } else {
            redraw(height: height)
        }
    }

    /// Asks for the plan when what it depends on changed; whether a plan plays (false: the scene
    /// view redraws instead, also while a new plan compiles).
    private func compilePlanIfNeeded() -> Bool {
        let traits = AppearanceTraits(traitCollection)
        let key = PlanKey(width: Double(bounds.width), scene: sceneConfiguration, traits: traits)
        if key != planKey {
            planKey = key
            compileGeneration &+= 1
            // The old plan drew another width or look: the scene shows until the new one comes.
            presenter.apply([.drawScene], displayScale: traitCollection.displayScale) {}
            let generation = compileGeneration
            let scene = CollapsingHeaderScene(configuration: sceneConfiguration)
            let header = configuration
            let appearance = traits.indicatorAppearance
            // Compiled on the plan queue with its own glyph source, never on the main thread.
            IndicatorDrawing.compileQueue.async { [weak self] in
                let plan = scene.plan(
                    width: key.width, header: header, glyphs: IndicatorDrawing.workerGlyphs, appearance: appearance)
                DispatchQueue.main.async {
                    self?.show(plan, generation: generation)
                }
            }
        }
        return presenter.showsPlan
    }

    /// A compiled plan back on the main thread: shown when no newer key was asked for since.
    private func show(_ plan: LayerPlan, generation: Int) {
        guard generation == compileGeneration else { return }
        let commands: [LayerPlanCommand] = plan.frameUpdates ? [.drawScene] : [.show(plan, beginTime: 0)]
        presenter.apply(commands, displayScale: traitCollection.displayScale) {}
        if !plan.frameUpdates { planDriver.reset() }
        update()
    }

    /// The fallback: the scene drawn with Core Graphics at the controller's height.
    private func redraw(height: Double) {
        if sceneView.frame != bounds { sceneView.frame = bounds }
        let header = configuration
        sceneView.scene = CollapsingHeaderScene(configuration: sceneConfiguration).scene(
            size: Size(bounds.size), height: height, percentage: header.percentage(atHeight: height),
            titleTop: header.titleTop(atHeight: height), glyphs: CoreTextGlyphSource.shared,
            appearance: AppearanceTraits(traitCollection).indicatorAppearance)
    }

    private func updateAccessibility() {
        accessibilityLabel = title
        accessibilityValue = (controller?.percentage ?? 1) > 0.5 ? subtitle : nil
    }
}
#endif
