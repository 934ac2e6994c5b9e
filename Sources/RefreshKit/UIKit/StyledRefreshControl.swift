#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// UIKit's own `UIRefreshControl` showing a RefreshKit indicator: the system control's spinner is
/// hidden and the indicator is drawn inside the control instead.
///
/// It goes wherever a `UIRefreshControl` goes — `UITableViewController.refreshControl`,
/// `UIScrollView.refreshControl`, a storyboard's "Refreshing: Enabled" with this class, reactive
/// bindings on `UIRefreshControl` — and it is the one to use on large-title screens, where the
/// system control cooperates with the navigation bar. The system control keeps deciding: it
/// moves the content, starts a refresh (`.valueChanged`) at its own trigger distance and ends it
/// with `endRefreshing()`.
///
/// ```swift
/// final class InboxViewController: UITableViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         refreshControl = StyledRefreshControl(.arcSpinner())
///         refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
///     }
///
///     @objc func reload() {
///         Task { await model.reload(); refreshControl?.endRefreshing() }
///     }
/// }
/// ```
///
/// In the Mac idiom of Mac Catalyst UIKit refuses every `UIRefreshControl` (it raises at
/// `refreshControl =`): use ``RefreshControl`` there, and ``isSupported`` to choose; a control made
/// in that idiom logs a fault saying so before UIKit raises.
///
/// An app's own subclass of `UIRefreshControl` becomes a subclass of this one by changing its
/// superclass (and importing RefreshKit): `init()`, `init(frame:)` and `init(coder:)` stay
/// UIKit's, and every UIKit method it overrides stays overridable.
///
/// - The pull is read from the scroll view (how far the content is pulled past its resting top,
///   the height the system control grows to) and drawn with ``configuration``'s trigger
///   distance as the indicator's progress; the indicator is drawn ``configuration``'s height
///   high at the bottom of the control, clipped to it.
/// - Refreshing follows the system control (`.valueChanged`, `beginRefreshing()`); after
///   `endRefreshing()` the indicator finishes while the control closes. As on ``RefreshControl``,
///   ``endRefreshing()`` and ``endRefreshing(with:)`` may be called from any queue (they run on
///   the main queue, in the order made), an action's error is reported through
///   ``observeState(_:)``, and the header stamps ``lastUpdated``.
/// - Drawing, colours and text as in ``RefreshControl``: layer plans played by the render
///   server, `tintColor` (set here or inherited; the system spinner stays hidden), Reduce Motion,
///   the texts in the app's language (its bundle's localizations), ``setTitle(_:for:)``, and the
///   `attributedTitle` an app sets, drawn as the indicator's title (its string; the system
///   spinner shows it under itself).
/// - VoiceOver's words (``accessibilityTexts``) and the arming impact
///   (``isHapticFeedbackEnabled``, off by default: UIKit's control has its own feedback).
@MainActor
open class StyledRefreshControl: UIRefreshControl {
    /// The look; swap it at any time. A letter wave without a text of its own spells the app's
    /// name (its bundle's display name).
    public var indicator: any RefreshIndicator {
        didSet {
            if let named = spellingAppName(indicator) { indicator = named }  // no second didSet
            drawing.indicatorDidChange()
            redraw()
        }
    }
    /// The indicator's height and the pull that draws it armed; the system control's own
    /// trigger decides when a refresh starts.
    public let configuration: RefreshConfiguration
    /// Whether the indicator is drawn with Core Animation layer plans (the default).
    public var drawsWithLayerPlans = true {
        didSet {
            if drawsWithLayerPlans != oldValue {
                redraw()
                host?.updateFrames()
            }
        }
    }
    /// The indicator's background, or nil for the style's own (the control's own
    /// `backgroundColor` still fills the area behind it).
    public var indicatorBackgroundColor: UIColor? { didSet { redraw() } }
    /// The layout direction of the indicator, or nil (the default) for the control's own
    /// (``RefreshControl/layoutDirection`` says how it is read).
    public var layoutDirection: RefreshLayoutDirection? { didSet { redraw() } }
    /// The state the indicator shows.
    public var refreshState: RefreshState { follower.state }
    /// How far the user has pulled towards ``configuration``'s trigger, 0…1.
    public var pullProgress: Double { follower.moment(at: now).progress }
    /// The style chosen by name in Interface Builder, as for ``RefreshControl/styleName``.
    @IBInspectable public var styleName: String? {
        didSet {
            guard let name = styleName?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
                let chosen = Indicators.shippedIndicator(named: name)
            else { return }
            indicator = chosen
        }
    }
    /// UIKit's title: drawn as the indicator's title while the control is pulled and while it
    /// refreshes (its string, in the style's font and colour), where ``setTitle(_:for:)`` set
    /// none.
    open override var attributedTitle: NSAttributedString? {
        didSet { titlesDidChange() }
    }

    var follower: SystemRefreshFollower
    var action: RefreshControlAction?
    /// The running action's task, cancelled when it is dropped: with the control, when the control
    /// leaves its scroll view, or when the refresh ends.
    var actionTask: CancellingTask?
    let drawing = IndicatorDrawing()
    /// The view the indicator is drawn in: the control's bounds, clipping.
    let canvas = UIView()
    weak var host: UIScrollViewHost?
    /// Observers, haptics, VoiceOver's words, the language and the last update, shared with
    /// ``RefreshControl``.
    let support = ControlSupport(hapticsEnabled: false)
    var resolvedTraits: AppearanceTraits?
    var titleOverrides: [RefreshPhase: String] = [:]
    var tintIsOwn = false
    var tintResolution = TintResolution()
    private var isSetUp = false
    private let notifications = NotificationTokens()
    lazy var scrollObserver = ClosureScrollObserver { [weak self] event in self?.hostDidChange(event) }

    /// Creates a system refresh control that shows `.system()` (the system spinner's look),
    /// ``defaultConfiguration`` high, without an action: add a target for `.valueChanged` and
    /// call ``endRefreshing()``, as with `UIRefreshControl()`.
    public override init() {
        self.indicator = Indicators.System()
        self.configuration = Self.defaultConfiguration
        self.follower = SystemRefreshFollower(configuration: Self.defaultConfiguration)
        super.init()
        setUp()
    }

    /// Creates the control as ``init()`` does; the frame is the system control's to set, as
    /// with `UIRefreshControl(frame:)`.
    ///
    /// - Parameter frame: The frame UIKit starts from.
    public override init(frame: CGRect) {
        self.indicator = Indicators.System()
        self.configuration = Self.defaultConfiguration
        self.follower = SystemRefreshFollower(configuration: Self.defaultConfiguration)
        super.init(frame: frame)
        setUp()
    }

    /// Creates a system refresh control that shows `indicator`.
    ///
    /// - Parameters:
    ///   - indicator: The look.
    ///   - configuration: The indicator's height and the pull that draws it armed;
    ///     ``defaultConfiguration`` by default.
    ///   - action: Work to run on each refresh the user starts (`.valueChanged`), a closure that
    ///     `await`s: the control ends refreshing when it returns, or reports its error through
    ///     ``observeState(_:)`` when it throws. Nil (the default): add a target and call
    ///     ``endRefreshing()`` yourself.
    public init(
        _ indicator: any RefreshIndicator,
        configuration: RefreshConfiguration = StyledRefreshControl.defaultConfiguration,
        action: (@MainActor @Sendable () async throws -> Void)? = nil
    ) {
        self.indicator = spellingAppName(indicator) ?? indicator
        self.configuration = configuration.sanitizedForDrawing
        self.follower = SystemRefreshFollower(configuration: self.configuration)
        self.action = action.map { .closure($0) }
        super.init()
        setUp()
    }

    /// Creates a system refresh control that shows `indicator`, for a closure that only starts
    /// the work (it does not `await`): the control refreshes until the app calls
    /// ``endRefreshing()``, from any queue.
    ///
    /// - Parameters:
    ///   - indicator: The look.
    ///   - configuration: The indicator's height and the pull that draws it armed.
    ///   - actionHandler: Starts the work of each refresh the user starts; throwing ends it as
    ///     failed (reported through ``observeState(_:)``).
    public init(
        _ indicator: any RefreshIndicator,
        configuration: RefreshConfiguration = StyledRefreshControl.defaultConfiguration,
        actionHandler: @escaping @MainActor @Sendable () throws -> Void
    ) {
        self.indicator = spellingAppName(indicator) ?? indicator
        self.configuration = configuration.sanitizedForDrawing
        self.follower = SystemRefreshFollower(configuration: self.configuration)
        self.action = .closure(actionHandler)
        super.init()
        setUp()
    }

    /// Creates the control from a storyboard or a xib (a table view controller's "Refreshing:
    /// Enabled" with this class): `.system()` unless ``styleName`` names another style.
    ///
    /// - Parameter coder: The unarchiver.
    public required init?(coder: NSCoder) {
        self.indicator = Indicators.System()
        self.configuration = Self.defaultConfiguration
        self.follower = SystemRefreshFollower(configuration: Self.defaultConfiguration)
        super.init(coder: coder)
        setUp()
    }

    /// The default: the indicator 60 pt high, about the height the system control opens to
    /// while refreshing, drawn armed at a 60-pt pull.
    public static let defaultConfiguration = RefreshConfiguration(height: 60)

    /// Installs the canvas and the observers, once (UIKit may run one designated initializer
    /// from inside another).
    private func setUp() {
        guard !isSetUp else { return }
        isSetUp = true
        reportIfUnsupported()
        tintIsOwn = false  // whatever UIKit set while initialising is not the app's choice
        canvas.isUserInteractionEnabled = false
        canvas.clipsToBounds = true
        addSubview(canvas)
        drawing.install(in: canvas)
        drawing.planDidArrive = { [weak self] in self?.redraw(preparesPlans: false) }
        hideSystemContent()
        addTarget(self, action: Self.valueChangedAction, for: .valueChanged)
        configureAccessibility()
        notifications.observe(UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak self] in
            onMainActor { self?.redraw() }
        }
        // Posted on whatever thread changed the locale: delivered on the main queue.
        notifications.observe(NSLocale.currentLocaleDidChangeNotification) { [weak self] in
            onMainActor {
                self?.support.localeDidChange()
                self?.configureAccessibility()
                self?.redraw()
            }
        }
        notifications.observe(UIApplication.willEnterForegroundNotification) { [weak self] in
            onMainActor { self?.drawing.restoreAnimationsIfNeeded() }
        }
    }

    // MARK: Ending from any queue

    /// Ends refreshing as `UIRefreshControl` does; the indicator finishes while the control
    /// closes. May be called from any thread, as ``RefreshControl/endRefreshing()``: it runs on
    /// the main thread, after the calls made before it. (An override runs on the caller's
    /// thread; do main-thread work in it after `super.endRefreshing()` through
    /// ``observeState(_:)``.)
    open nonisolated override func endRefreshing() {
        MainThreadHop.shared.perform { [self] in onMainActor { endRefreshingOnMain(with: nil) } }
    }

    /// Ends refreshing as failed: the control closes, the indicator goes back to idle and
    /// observers get `error` with the change, as ``RefreshControl/endRefreshing(with:)`` does for
    /// a header. May be called from any thread; an action that throws does this by itself.
    ///
    /// - Parameter error: Why the refresh failed.
    open nonisolated func endRefreshing(with error: any Error) {
        MainThreadHop.shared.perform { [self] in onMainActor { endRefreshingOnMain(with: error) } }
    }

    // MARK: Colour

    /// The colour the indicator is drawn in, set here or inherited; the system spinner, which
    /// would use it too, stays hidden.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            tintIsOwn = newValue != nil
            super.tintColor = newValue
            hideSystemContent()
        }
    }

    /// Redraws in the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    // MARK: UIKit's calls

    // The overrides of UIView's and UIRefreshControl's methods are declared in the class itself,
    // not in the extensions that hold what they do: Swift overrides from an extension only `@objc`
    // members, and Linux, where this file runs on the UIKit model, has no `@objc`.

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        follow(superview as? UIScrollView)
    }

    /// How the control's content is laid out; forcing a direction here redraws the indicator in it
    /// (when ``layoutDirection`` is nil).
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { if oldValue != semanticContentAttribute { redraw() } }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        redraw()
        if window != nil { drawing.restoreAnimationsIfNeeded() }
        updateKeyCommand()
    }

    /// UIKit's own content (spinner, title) is hidden whenever it is added or laid out.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== canvas { hide(subview) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCanvas()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if AppearanceTraits(traitCollection).needsRedraw(after: resolvedTraits) { redraw() }
    }

    /// Begins refreshing as `UIRefreshControl` does (no `.valueChanged`); the indicator refreshes.
    /// While the control is hidden UIKit's control holds no room (it does once shown); UIKit's
    /// own begin for the user's pull of a hidden or disabled control is refused.
    open override func beginRefreshing() {
        if userTriggersAreOff && host?.isUserDragging == true { return }
        if !isHidden { super.beginRefreshing() }
        if follower.systemDidBeginRefreshing(at: now) { followerDidChange() }
    }

    /// Hidden, the control neither refreshes from the user's pull (no `.valueChanged`) nor holds
    /// room above the content: UIKit's control gives back the room of a refresh that runs (the
    /// indicator's refresh goes on until ``endRefreshing()``) and holds it again once shown.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { visibilityDidChange() } }
    }

    /// Disabled, the control does not refresh from the user's pull or VoiceOver (no
    /// `.valueChanged`); a refresh that runs goes on.
    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { hostDidChange(.layoutDidChange) } }
    }

    /// Sends the actions for `controlEvents`, but `.valueChanged` while the control is hidden or
    /// disabled: a refresh UIKit began for the user's pull then is ended at once, and nothing of
    /// the app's runs.
    open override func sendActions(for controlEvents: UIControl.Event) {
        guard userTriggersAreOff, controlEvents.contains(.valueChanged) else {
            return super.sendActions(for: controlEvents)
        }
        if isRefreshing && follower.state != .refreshing { super.endRefreshing() }
        let others = controlEvents.subtracting(.valueChanged)
        if !others.isEmpty { super.sendActions(for: others) }
    }

    /// VoiceOver's double tap refreshes.
    open override func accessibilityActivate() -> Bool {
        onMainActor { () -> Bool in refreshFromAccessibility() }
    }
}

extension RefreshConfiguration {
    /// A height that can be drawn (a height that is not positive and finite is the default's).
    fileprivate var sanitizedForDrawing: RefreshConfiguration {
        var c = self
        if !(c.height.isFinite && c.height > 0) { c.height = RefreshConfiguration.defaultHeight }
        return c
    }
}
#endif
