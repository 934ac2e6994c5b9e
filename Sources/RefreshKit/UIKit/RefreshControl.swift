#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's notification and trait constants as mutable globals
// (`static var announcement`, `.button`), which Swift 6 rejects; they are constants in fact.
@preconcurrency import UIKit

/// A pull-to-refresh header or a load-more footer on a `UIScrollView`: the view that draws the
/// indicator, and the handle an app keeps.
///
/// Put one in the scroll view's slot for its edge; the slot decides the edge:
///
/// ```swift
/// tableView.refreshHeader = RefreshControl(.arcSpinner()) { await model.reload() }
/// tableView.refreshFooter = RefreshControl(.classic()) { await model.loadNextPage() }
/// tableView.refreshFooter?.noMoreData = true          // after the last page
/// tableView.refreshHeader = nil                        // removes it
/// ```
///
/// - Layout: a header sits right above the content (`y = −height`), a footer right below it,
///   across the visible width. The pull is measured from the adjusted inset, so under a
///   navigation bar or any safe area there is nothing to pass.
/// - Drawing: the indicator is compiled once per phase to a ``LayerPlan`` that Core Animation
///   plays (``LayerPlanLayer``): the refreshing loop runs on the render server with no work on
///   the main thread, even while it is busy, and a pull costs one `timeOffset` write per scroll
///   event. Where a phase has no plan (the drawing changes structure from frame to frame, or
///   ``drawsWithLayerPlans`` is off), each moment's scene is drawn by a ``SceneView`` (Core
///   Graphics) on frames of the scroll view's display link. Glyphs come from
///   ``CoreTextGlyphSource``.
/// - Haptics: one medium impact when the user's pull arms the header; the generator is prepared
///   when the pull starts. Switch it off with ``isHapticFeedbackEnabled``.
/// - VoiceOver: the control is an accessibility element (a button) with a label ("Refresh",
///   "Load more") and a value per state; refresh start and end are announced. Activating it, its
///   custom action, or a three-finger scroll on it (towards its edge) refreshes. See
///   `UIScrollView.refreshKitAccessibilityScroll(_:)` for the three-finger scroll anywhere in a
///   scroll view subclass.
/// - Reduce Motion: styles draw their calm variant while the setting is on, following it live.
/// - Taking the control out of its slot (setting the slot to nil or to another control) detaches
///   it: an async action is cancelled and the inset share is given back.
@MainActor
public final class RefreshControl: UIView {
    /// The edge the control sits on: the slot it was put in (a header until then). On a
    /// horizontal scroll view, `.header` is the leading control and `.footer` the trailing one.
    public private(set) var edge: RefreshEdge
    /// The direction the control's scroll view scrolls in, as its slot says: vertical for
    /// `refreshHeader`/`refreshFooter`, horizontal for `refreshLeading`/`refreshTrailing`.
    public private(set) var axis: ScrollAxis = .vertical
    /// The look; swap it at any time. A letter wave without a text of its own spells the app's
    /// name (its bundle's display name).
    public var indicator: any RefreshIndicator {
        didSet {
            if let named = spellingAppName(indicator) { indicator = named }   // no second didSet
            indicatorWasChosen = true; indicatorGeneration &+= 1; installFinishingHold(); redraw()
        }
    }
    /// Whether the indicator is drawn with Core Animation layer plans (the default): compiled
    /// once per phase and played by the render server. Set it to false to draw every moment's
    /// scene with Core Graphics on the main thread instead — for an indicator whose drawing
    /// reads something outside its context, say. An indicator that does not compile to a plan
    /// falls back to scenes by itself.
    public var drawsWithLayerPlans = true {
        didSet { if drawsWithLayerPlans != oldValue { redraw(); host?.updateFrames() } }
    }
    /// The configuration in effect: the one given, or the default for the edge
    /// (``RefreshConfiguration/default(for:)``), with unusable numbers replaced by defaults.
    public var configuration: RefreshConfiguration { controller.configuration }
    /// The current state (idle, pulling, armed, refreshing, finishing, no more data).
    public var state: RefreshState { controller.state }
    /// Whether the control is refreshing.
    public var isRefreshing: Bool { controller.isRefreshing }
    /// How far the user has pulled towards the trigger, from 0 (at rest) to 1 (armed): what a
    /// custom view next to the control would animate.
    public var pullProgress: Double { controller.moment.progress }
    /// Footers: whether there is nothing more to load (pulls and the auto trigger do nothing
    /// until it is set back to false).
    public var noMoreData: Bool {
        get { controller.state == .noMoreData }
        set { controller.setNoMoreData(newValue); redraw() }
    }
    /// Whether the header plays one impact when the user's pull arms it (default true).
    public var isHapticFeedbackEnabled: Bool {
        get { feedback.isEnabled }
        set { feedback.isEnabled = newValue; if !newValue { generator = nil } }
    }
    /// The key under which ``lastUpdated`` persists in `UserDefaults.standard`, as MJRefresh's
    /// `lastUpdatedTimeKey`: give each list its own key to keep their times apart. Setting it
    /// reads the time stored under the new key.
    ///
    /// Default: ``defaultLastUpdatedKey``.
    public var lastUpdatedKey: String = RefreshControl.defaultLastUpdatedKey {
        didSet { lastUpdated = UserDefaults.standard.object(forKey: lastUpdatedKey) as? Date }
    }
    /// The key every control shares unless it is given its own: "RefreshKit.lastUpdated".
    public static let defaultLastUpdatedKey = "RefreshKit.lastUpdated"
    /// The moment of the last refresh, shown by the styles that show it (classic) in the words
    /// of the control's language ("Last updated: Today 09:41"). A header sets it by itself when
    /// a refresh ends. It persists across launches in `UserDefaults.standard` under
    /// ``lastUpdatedKey`` (nil removes it).
    public var lastUpdated: Date? {
        didSet {
            if let lastUpdated {
                UserDefaults.standard.set(lastUpdated, forKey: lastUpdatedKey)
            } else {
                UserDefaults.standard.removeObject(forKey: lastUpdatedKey)
            }
            redraw()
        }
    }
    /// The layout direction of the indicator, or nil (the default) for the direction of the
    /// control's language: right to left for Arabic and Hebrew mirrors the classic style's
    /// arrow and text and the letter wave's letters.
    public var layoutDirection: RefreshLayoutDirection? { didSet { redraw() } }
    /// What VoiceOver says (label, values, announcements), or nil (the default) for the built-in
    /// texts of the control's language. Set it to use an app's own words.
    public var accessibilityTexts: AccessibilityText? {
        didSet {
            text = accessibilityTexts ?? AccessibilityText(locale: locale)
            configureAccessibility()
        }
    }
    /// The indicator's tint, or nil for the style's own colour. A dynamic colour is resolved
    /// against the control's traits and again when they change (dark mode, increased contrast).
    public var tint: UIColor? { didSet { redraw() } }
    /// The indicator's background, or nil for the style's own; dynamic colours resolve as for
    /// ``tint``.
    public var indicatorBackgroundColor: UIColor? { didSet { redraw() } }

    /// The engine: its state machine, inset share and action.
    private(set) var controller: RefreshController
    private let requestedConfiguration: RefreshConfiguration?
    private var indicatorWasChosen: Bool
    private var beginIsPending = false
    private var action: RefreshControlAction
    private var stateObservers: [@MainActor (RefreshStateChange) -> Void] = []
    let sceneView = SceneView()
    /// The indicator as Core Animation layers (the default drawing), and the scene view as the
    /// fallback.
    private(set) lazy var presenter = LayerPlanPresenter(sceneLayer: sceneView.layer)
    var planLayer: LayerPlanLayer { presenter.planLayer }
    /// What the layers do, phase by phase.
    var playback = LayerPlanPlayback()
    var planPreparationIsScheduled = false
    /// Changes with every new indicator: its identity for the plan cache.
    var indicatorGeneration = 0
    weak var host: UIScrollViewHost?
    private var feedback = FeedbackPolicy()
    private var generator: UIImpactFeedbackGenerator?
    /// VoiceOver's words in the control's language (or the app's own).
    private(set) var text: AccessibilityText
    var locale: String
    var resolvedTraits: AppearanceTraits?
    private lazy var scrollObserver = ClosureScrollObserver { [weak self] event in self?.hostDidChange(event) }

    /// Creates a control whose refresh ends by itself when `action` returns. Put it in
    /// `refreshHeader` or `refreshFooter` of a scroll view.
    ///
    /// - Parameters:
    ///   - indicator: The look; nil for the edge's default (`.system()` for a header,
    ///     `.classic()` for a footer).
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default
    ///     (``RefreshConfiguration/standard`` for a header, ``RefreshConfiguration/loadMore``
    ///     for a footer).
    ///   - action: The work of one refresh. A new refresh cannot start until it returns; taking
    ///     the control out of its slot cancels it.
    public convenience init(_ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil,
                            action: @escaping @MainActor @Sendable () async -> Void) {
        self.init(indicator: indicator, configuration: configuration, action: .async(action))
    }

    /// Creates a control for callback-style work: `handler` receives the control; call its
    /// ``endRefreshing()`` (or set ``noMoreData``) when the work is done.
    ///
    /// - Parameters:
    ///   - indicator: The look; nil for the edge's default.
    ///   - configuration: Height, trigger, footer mode and timing; nil for the edge's default.
    ///   - handler: Called on each refresh with this control.
    public convenience init(_ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil,
                            handler: @escaping @MainActor @Sendable (RefreshControl) -> Void) {
        self.init(indicator: indicator, configuration: configuration, action: .sync {})
        let forward = RefreshControlAction.sync { [weak self] in
            if let self { handler(self) }
        }
        action = forward
        controller.setAction(forward)
    }

    private init(indicator: (any RefreshIndicator)?, configuration: RefreshConfiguration?,
                 action: RefreshControlAction) {
        let edge = RefreshEdge.header
        self.edge = edge
        self.requestedConfiguration = configuration
        self.indicatorWasChosen = indicator != nil
        let indicator = indicator ?? Self.defaultIndicator(for: edge)
        self.indicator = spellingAppName(indicator) ?? indicator
        self.action = action
        self.controller = RefreshController(edge: edge, configuration: configuration ?? .default(for: edge),
                                            action: action)
        self.locale = Self.preferredLocale()
        self.text = AccessibilityText(locale: locale)
        self.lastUpdated = UserDefaults.standard.object(forKey: Self.defaultLastUpdatedKey) as? Date
        super.init(frame: .zero)
        sceneView.isUserInteractionEnabled = false
        addSubview(sceneView)
        layer.addSublayer(planLayer)
        clipsToBounds = false
        connectController()
        configureAccessibility()
        NotificationCenter.default.addObserver(self, selector: #selector(reduceMotionDidChange),
                                               name: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                               object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(localeDidChange),
                                               name: NSLocale.currentLocaleDidChangeNotification, object: nil)
        // Back from the background the render server may have dropped the plan's animations.
        NotificationCenter.default.addObserver(self, selector: #selector(willEnterForeground),
                                               name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    @available(*, unavailable, message: "Use init(_:configuration:action:) or init(_:configuration:handler:)")
    public required init?(coder: NSCoder) { nil }

    /// The indicator a control on `edge` shows when the app chose none.
    static func defaultIndicator(for edge: RefreshEdge) -> any RefreshIndicator {
        switch edge {
        case .header: Indicators.System()
        case .footer: Indicators.Classic()
        }
    }

    // MARK: Commands

    /// Refreshes now, as if the user had pulled: a header scrolls into view and the action runs.
    /// Before the scroll view has a size (in `viewDidLoad`, say) it waits for one.
    ///
    /// - Returns: Whether a refresh will run because of this call: false when the control is
    ///   already refreshing or finishing, has no more data, or the other edge is refreshing.
    @discardableResult
    public func beginRefreshing() -> Bool {
        if host == nil { beginIsPending = true }
        return controller.beginRefreshing()
    }

    /// Ends the refresh: the control finishes (its indicator may hold briefly) and gives its
    /// share back. Ignored when not refreshing.
    public func endRefreshing() { controller.endRefreshing() }

    /// Calls `handler` on every change of state (not for progress within a pull), on the main
    /// actor, with the states before and after and the moment of the change.
    ///
    /// - Parameter handler: Called once per change, for as long as the control lives.
    public func observeState(_ handler: @escaping @MainActor (RefreshStateChange) -> Void) {
        stateObservers.append(handler)
    }

    // MARK: Placing (the scroll view's slots)

    /// Makes this a control of `edge`, before it is attached: the slot of a scroll view decides.
    /// Defaults that were not chosen (indicator, configuration) follow the edge.
    func place(on edge: RefreshEdge, axis: ScrollAxis = .vertical) {
        guard edge != self.edge || axis != self.axis else { return }
        detach()
        self.edge = edge
        self.axis = axis
        if !indicatorWasChosen { indicator = Self.defaultIndicator(for: edge); indicatorWasChosen = false }
        controller = RefreshController(edge: edge, configuration: requestedConfiguration ?? .default(for: edge),
                                       action: action)
        connectController()
        configureAccessibility()
        if beginIsPending { controller.beginRefreshing() }
    }

    private func connectController() {
        installFinishingHold()
        controller.observeState { [weak self] change in self?.stateDidChange(change) }
    }

    // MARK: Attaching (follows the view hierarchy)

    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let scrollView = superview as? UIScrollView {
            attach(to: scrollView)
        } else {
            detach()
        }
    }

    private func attach(to scrollView: UIScrollView) {
        let host = UIScrollViewHost.host(for: scrollView)
        if self.host === host { return }
        detach()
        self.host = host
        beginIsPending = false
        // A leading or trailing control sees the scroll view with its axes swapped.
        controller.attach(to: axis == .vertical ? host : host.horizontal)
        host.addObserver(scrollObserver)
        host.addFrameClient(self)
        host.refreshControlDidAttach(axis: axis)
        layoutFromMetrics()
        redraw()
    }

    private func detach() {
        guard let host else { return }
        controller.detach()
        host.removeObserver(scrollObserver)
        host.removeFrameClient(self)
        host.refreshControlDidDetach(axis: axis)
        self.host = nil
        generator = nil
    }

    // MARK: Layout and drawing

    public override func layoutSubviews() {
        super.layoutSubviews()
        if sceneView.frame != bounds {
            sceneView.frame = bounds
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            planLayer.frame = bounds
            CATransaction.commit()
            redraw()
        }
    }

    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        host?.refresh()                      // safeAreaInsets is not key-value observable
    }

    /// Dynamic colours (``tint``, ``indicatorBackgroundColor``) are resolved against the
    /// control's traits: a change of appearance, contrast, level or scale redraws.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if AppearanceTraits(traitCollection).needsRedraw(after: resolvedTraits) { redraw() }
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        host?.refresh()
        redraw()
        if window != nil { presenter.restoreAnimationsIfNeeded() }
    }

    private func hostDidChange(_ event: ScrollEvent) {
        if event == .willBeginDragging { feedback.dragBegan() }
        if event == .layoutDidChange || event == .didScroll { layoutFromMetrics() }
        redraw(preparesPlans: false)
    }

    private func layoutFromMetrics() {
        guard let host else { return }
        let frame = CGRect(RefreshControlLayout.frame(edge: controller.edge, axis: axis,
                                                      height: controller.configuration.height, metrics: host.metrics))
        if self.frame != frame { self.frame = frame }
    }

    private func installFinishingHold() {
        let indicator = self.indicator
        controller.finishingHold = { elapsed in indicator.finishingHoldDuration(afterRefreshingFor: elapsed) }
    }

    private static func preferredLocale() -> String {
        Bundle.main.preferredLocalizations.first ?? Locale.preferredLanguages.first ?? "en"
    }

    // MARK: State changes: haptics, VoiceOver, last updated

    private func stateDidChange(_ change: RefreshStateChange) {
        switch feedback.decision(for: change, userInitiated: host?.isUserDragging ?? false) {
        case .prepare:
            generator = UIImpactFeedbackGenerator(style: .medium)
            generator?.prepare()
        case .impact:
            let g = generator ?? UIImpactFeedbackGenerator(style: .medium)
            g.impactOccurred()
            generator = g
        case .release:
            generator = nil
        case .none:
            break
        }
        if change.edge == .header && change.from == .refreshing && change.to == .finishing { lastUpdated = Date() }
        for observer in stateObservers { observer(change) }
        accessibilityValue = text.value(for: change.to, edge: change.edge)
        if let announcement = text.announcement(for: change) {
            UIAccessibility.post(notification: .announcement, argument: announcement)
        }
        redraw()                             // first: the playback decides whether frames are needed
        host?.updateFrames()
    }

    @objc private func reduceMotionDidChange() {
        redraw()
        host?.updateFrames()
    }

    @objc private func willEnterForeground() {
        presenter.restoreAnimationsIfNeeded()
    }

    @objc private func localeDidChange() {
        locale = Self.preferredLocale()
        text = accessibilityTexts ?? AccessibilityText(locale: locale)
        configureAccessibility()
        redraw()
    }
}
#endif
