#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's notification and trait constants as mutable globals
// (`static var announcement`, `.button`), which Swift 6 rejects; they are constants in fact.
@preconcurrency import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// A pull-to-refresh header or a load-more footer on a `UIScrollView`: the control that draws the
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
/// - A `UIControl`: it sends `.valueChanged` when the user starts a refresh (a pull, the auto
///   footer reaching the end, VoiceOver, a tap on a failed footer), not for
///   ``beginRefreshing(runningAction:animated:)``; `addTarget(_:action:for:)`, `addAction(_:for:)`,
///   storyboard connections and reactive bindings work. The action closure is optional
///   (`RefreshControl(.classic())`): without one, end the refresh with ``endRefreshing()``.
///   `UIControl` owns the name `state`: the refresh state is ``refreshState``.
/// - Layout: a header sits right above the content (`y = −height`), a footer right below it,
///   across the visible width. The pull is measured from the adjusted inset, so under a
///   navigation bar or any safe area there is nothing to pass.
/// - Drawing: the indicator is compiled once per phase to a ``LayerPlan`` that Core Animation
///   plays (``LayerPlanLayer``): the refreshing loop runs on the render server with no work on
///   the main thread, even while it is busy, and a pull costs one `timeOffset` write per scroll
///   event. Where a phase has no plan (the drawing changes structure from frame to frame, or
///   ``drawsWithLayerPlans`` is off), each moment's scene is drawn by a ``SceneView`` (Core
///   Graphics) on frames of the scroll view's display link. Glyphs come from
///   ``CoreTextGlyphSource``. An app's own view (``RefreshIndicatorView``) can draw instead.
/// - Colour: `tintColor` drives the indicator, inherited from the scroll view or the window like
///   every UIKit control's (``tint`` is the same); where no tint was chosen the style keeps its own.
/// - Failing loads: a throwing action (or ``endRefreshing(with:)``) leaves a footer
///   ``RefreshState/failed`` — in view, retried by a tap or a pull — and a header idle; the
///   error is in the ``RefreshStateChange`` ``observeState(_:)`` reports.
/// - Threads: ``endRefreshing()``, ``endRefreshing(with:)`` and ``noMoreData`` may be called from
///   any queue; they run on the main queue, in the order they were made.
/// - Haptics: one medium impact when the user's pull arms the header; the generator is prepared
///   when the pull starts. Switch it off with ``isHapticFeedbackEnabled``. visionOS has none.
/// - VoiceOver: while it shows, and at rest while the content rests at its edge (the top of the
///   list for a header), the control is an accessibility element (a button) with a label
///   ("Refresh", "Load more") and a value per state; refresh start and end are announced.
///   Activating it, its custom action, or a three-finger scroll on it (towards its edge)
///   refreshes, with no subclass of the scroll view. See
///   `UIScrollView.refreshKitAccessibilityScroll(_:)` for a three-finger scroll over any row.
/// - Reduce Motion: styles draw their calm variant while the setting is on, following it live.
/// - Taking the control out of its slot (setting the slot to nil or to another control) detaches
///   it: an async action is cancelled and the inset share is given back.
///
/// An app with a class of its own named `RefreshControl` writes `RefreshKit.RefreshControl`.
@MainActor
public final class RefreshControl: UIControl {
    /// The edge the control sits on: the slot it was put in (a header until then). On a
    /// horizontal scroll view, `.header` is the leading control and `.footer` the trailing one.
    public internal(set) var edge: RefreshEdge = .header
    /// The direction the control's scroll view scrolls in, as its slot says: vertical for
    /// `refreshHeader`/`refreshFooter`, horizontal for `refreshLeading`/`refreshTrailing`.
    public internal(set) var axis: ScrollAxis = .vertical
    /// The look; swap it at any time. A letter wave without a text of its own spells the app's
    /// name (its bundle's display name).
    public var indicator: any RefreshIndicator {
        didSet {
            if let named = spellingAppName(indicator) { indicator = named }  // no second didSet
            indicatorWasChosen = true
            drawing.indicatorDidChange()
            installFinishingHold()
            redraw()
        }
    }
    /// Whether the indicator is drawn with Core Animation layer plans (the default): compiled
    /// once per phase and played by the render server. Set it to false to draw every moment's
    /// scene with Core Graphics on the main thread instead — for an indicator whose drawing
    /// reads something outside its context, say. An indicator that does not compile to a plan
    /// falls back to scenes by itself.
    public var drawsWithLayerPlans = true {
        didSet {
            if drawsWithLayerPlans != oldValue {
                redraw()
                host?.updateFrames()
            }
        }
    }
    /// The configuration in effect: the one given, or the default for the edge
    /// (``RefreshConfiguration/default(for:)``), with unusable numbers replaced by defaults.
    public var configuration: RefreshConfiguration { controller.configuration }
    /// The current refresh state (idle, revealing, armed, refreshing, finishing, no more data,
    /// failed).
    public var refreshState: RefreshState { controller.state }
    /// Whether the control is refreshing, or a ``beginRefreshing()`` waits for the scroll view
    /// to be on screen.
    public var isRefreshing: Bool { controller.isRefreshing || pendingBegin != nil }
    /// How far the user has pulled towards the trigger, from 0 (at rest) to 1 (armed): what a
    /// custom view next to the control would animate.
    public var pullProgress: Double { controller.moment.progress }
    /// Whether the header plays one impact when the user's pull arms it (default true). On
    /// visionOS, where UIKit has no impact generator, nothing plays.
    public var isHapticFeedbackEnabled: Bool {
        get { support.isHapticFeedbackEnabled }
        set { support.isHapticFeedbackEnabled = newValue }
    }
    /// The key under which ``lastUpdated`` persists in `UserDefaults.standard`, as MJRefresh's
    /// `lastUpdatedTimeKey`: give each list its own key to keep their times apart. Setting it
    /// reads the time stored under the new key.
    ///
    /// Default: ``defaultLastUpdatedKey``.
    public var lastUpdatedKey: String {
        get { support.lastUpdatedKey }
        set {
            support.lastUpdatedKey = newValue
            redraw()
        }
    }
    /// The key every control shares unless it is given its own: "RefreshKit.lastUpdated".
    public static let defaultLastUpdatedKey = ControlSupport.defaultLastUpdatedKey
    /// The moment of the last refresh, shown by the styles that show it (classic) in the words
    /// of the control's language ("Last updated: Today 09:41"). A header sets it by itself when
    /// a refresh ends. It persists across launches in `UserDefaults.standard` under
    /// ``lastUpdatedKey`` (nil removes it).
    public var lastUpdated: Date? {
        get { support.lastUpdated }
        set {
            support.lastUpdated = newValue
            redraw()
        }
    }
    /// The layout direction of the indicator, or nil (the default) for the control's own, as
    /// UIKit lays out a view's content: its `semanticContentAttribute` (or, left unspecified,
    /// its scroll view's) read against its trait collection's `layoutDirection`, so an app in
    /// Arabic or Hebrew, or one that forces a direction, is followed. Right to left mirrors the
    /// classic style's arrow and text and the letter wave's letters.
    public var layoutDirection: RefreshLayoutDirection? { didSet { redraw() } }
    /// What VoiceOver says (label, values, announcements), or nil (the default) for the built-in
    /// texts of the control's language. Set it to use an app's own words.
    public var accessibilityTexts: AccessibilityText? {
        get { support.accessibilityTexts }
        set {
            support.accessibilityTexts = newValue
            configureAccessibility()
        }
    }
    /// The indicator's background, or nil for the style's own; a dynamic colour is resolved
    /// against the control's traits and again when they change (dark mode, increased contrast).
    public var indicatorBackgroundColor: UIColor? { didSet { redraw() } }
    /// The style chosen by name in Interface Builder (a control from a storyboard or a xib): one
    /// of the styles `RefreshKit` itself holds ("arcSpinner", "classic", "system",
    /// "systemYellowOnRed", "imageSequence"). The styles of their own modules (`RefreshKitStyles`:
    /// the bar fill, the progress ring, the handwriting, the letter wave) are chosen in code, so an
    /// app links only the styles it names. Empty or nil keeps the edge's default (`.system()` for a
    /// header, `.classic()` for a footer); a name that is no style here keeps it too (debug builds
    /// say so in the console).
    @IBInspectable public var styleName: String? {
        didSet { applyStyleName() }
    }

    /// The engine: its state machine, inset share and action.
    var controller: RefreshController
    var requestedConfiguration: RefreshConfiguration?
    var indicatorWasChosen: Bool
    /// A begin made before the control was put in a slot: made again on the controller there.
    var pendingBegin: (runningAction: Bool, animated: Bool, revealing: Bool)?
    /// The indicator's layers and scene view.
    let drawing = IndicatorDrawing()
    weak var host: UIScrollViewHost?
    /// Observers, haptics, VoiceOver's words, the language and the last update, shared with
    /// `StyledRefreshControl`.
    let support = ControlSupport()
    var resolvedTraits: AppearanceTraits?
    /// Texts the app replaced, by phase (``setTitle(_:for:)``).
    var titleOverrides: [RefreshPhase: String] = [:]
    /// An app's own view drawing instead of the indicator.
    var hostedView: (any RefreshIndicatorView)?
    /// Whether `tintColor` was set on the control itself.
    var tintIsOwn = false
    var tintResolution = TintResolution()
    /// ``noMoreData`` as last known, for reads off the main thread.
    let noMoreDataMirror = LockedValue(false)
    /// Where a tap on a failed footer lands: a plain view, so that a drag starting there still
    /// scrolls (a scroll view does not take a touch away from a `UIControl`).
    let retryTapTarget = UIView()
    private let notifications = NotificationTokens()
    lazy var scrollObserver = ClosureScrollObserver { [weak self] event in self?.hostDidChange(event) }

    /// Creates a control without an action as `UIRefreshControl(frame:)` does: the frame is the
    /// slot's to set, so it is ignored; see ``init(_:configuration:)``.
    ///
    /// - Parameter frame: Ignored.
    public override convenience init(frame: CGRect) {
        self.init(nil, configuration: nil)
    }

    init(
        indicator: (any RefreshIndicator)?, configuration: RefreshConfiguration?,
        action: RefreshControlAction?
    ) {
        let edge = RefreshEdge.header
        self.requestedConfiguration = configuration
        self.indicatorWasChosen = indicator != nil
        let indicator = indicator ?? Self.defaultIndicator(for: edge)
        self.indicator = spellingAppName(indicator) ?? indicator
        self.controller = RefreshController(
            edge: edge, configuration: configuration ?? .default(for: edge),
            action: action)
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a control from a storyboard or a xib: a header with the edge's defaults, no action
    /// (connect `.valueChanged`, and call ``endRefreshing()``), the style named by
    /// ``styleName``. Put it in a slot of a scroll view in code (an outlet), as for any control.
    ///
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
        let edge = RefreshEdge.header
        self.requestedConfiguration = nil
        self.indicatorWasChosen = false
        let indicator = Self.defaultIndicator(for: edge)
        self.indicator = spellingAppName(indicator) ?? indicator
        self.controller = RefreshController(edge: edge, configuration: .default(for: edge))
        super.init(coder: coder)
        setUp()
    }

    func setUp() {
        drawing.install(in: self)
        drawing.planDidArrive = { [weak self] in self?.redraw(preparesPlans: false) }
        retryTapTarget.backgroundColor = nil
        retryTapTarget.isAccessibilityElement = false
        retryTapTarget.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.retryAction))
        addSubview(retryTapTarget)
        clipsToBounds = false
        connectController()
        configureAccessibility()
        notifications.observe(UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak self] in
            onMainActor { self?.reduceMotionDidChange() }
        }
        // Posted on whatever thread changed the locale: delivered on the main queue.
        notifications.observe(NSLocale.currentLocaleDidChangeNotification) { [weak self] in
            onMainActor { self?.localeDidChange() }
        }
        // Back from the background the render server may have dropped the plan's animations.
        notifications.observe(UIApplication.willEnterForegroundNotification) { [weak self] in
            onMainActor {
                self?.drawing.restoreAnimationsIfNeeded()
                self?.refreshIfStale()
            }
        }
    }

    // MARK: UIKit's calls

    // The overrides of UIView's and UIControl's methods are declared in the class itself, not in the
    // extensions that hold what they do: Swift overrides from an extension only `@objc` members,
    // and Linux, where this file runs on the UIKit model, has no `@objc`.

    /// Hidden, the control neither refreshes from the user's scrolling nor holds room in the
    /// scroll view (a footer's room at rest, a refresh's share); its state is kept — a load that
    /// runs goes on, no more data stays — and shown again it holds what that state holds (as
    /// MJRefresh's `hidden` and SVPullToRefresh's `showsPullToRefresh`). A begin from code still
    /// refreshes.
    public override var isHidden: Bool {
        didSet { if isHidden != oldValue { controller.setHidden(isHidden) } }
    }

    /// Disabled, the control does not refresh from the user's scrolling, a tap on a failed footer
    /// or VoiceOver; it keeps its room, and a begin from code still refreshes.
    public override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { controller.setEnabled(isEnabled) } }
    }

    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if let scrollView = superview as? UIScrollView {
            attach(to: scrollView)
        } else {
            detach()
        }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        hostedView?.frame = bounds
        retryTapTarget.frame = bounds
        if drawing.layout(in: bounds) { redraw() }
    }

    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        host?.refresh()  // safeAreaInsets is not key-value observable
    }

    /// Dynamic colours (`tintColor`, ``indicatorBackgroundColor``) are resolved against the
    /// control's traits: a change of appearance, contrast, level or scale redraws.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if AppearanceTraits(traitCollection).needsRedraw(after: resolvedTraits) { redraw() }
    }

    /// How the control's content is laid out; forcing a direction here redraws the indicator in it
    /// (when ``layoutDirection`` is nil).
    public override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if oldValue != semanticContentAttribute { redraw() } }
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        host?.refresh()
        redraw()
        if window != nil { drawing.restoreAnimationsIfNeeded() }
        updateKeyCommand()
        refreshIfStale()
    }

    /// The colour the indicator is drawn in, inherited from the superview like every UIKit
    /// control's. Where nobody chose a tint (the system's default is inherited) the style keeps
    /// its own colour; dimmed while an alert shows, like other controls.
    public override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            tintIsOwn = newValue != nil
            super.tintColor = newValue
        }
    }

    /// Redraws in the new tint (set here, inherited, or dimmed).
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    /// VoiceOver's double tap refreshes.
    public override func accessibilityActivate() -> Bool {
        onMainActor { () -> Bool in refreshFromAccessibility() }
    }

    /// A three-finger scroll towards the control's edge (down over a header — VoiceOver's `.up`
    /// — up over a footer) refreshes.
    public override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        onMainActor { () -> Bool in
            switch (controller.edge, direction) {
            case (.header, .up), (.footer, .down): refreshFromAccessibility()
            default: false
            }
        }
    }

    /// Touches reach the control only where a failed footer offers its retry (on a plain view, so
    /// that a drag starting there still scrolls); anywhere else they go to the scroll view.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard RefreshControlLayout.takesTouches(in: controller.state), isUserInteractionEnabled, !isHidden,
            alpha > 0.01,
            bounds.contains(point)
        else { return nil }
        return retryTapTarget
    }
}
#endif
