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
/// - The pull is read from the scroll view (how far the content is pulled past its resting top,
///   the height the system control grows to) and drawn with ``configuration``'s trigger
///   distance as the indicator's progress; the indicator is drawn ``configuration``'s height
///   high at the bottom of the control, clipped to it.
/// - Refreshing follows the system control (`.valueChanged`, `beginRefreshing()`); after
///   `endRefreshing()` the indicator finishes while the control closes.
/// - Drawing, colours and text as in ``RefreshControl``: layer plans played by the render
///   server, `tintColor` (set here or inherited; the system spinner stays hidden), Reduce Motion,
///   the app's language, ``setTitle(_:for:)``.
@MainActor
public final class StyledRefreshControl: UIRefreshControl {
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
    /// The layout direction of the indicator, or nil (the default) for the app's language's.
    public var layoutDirection: RefreshLayoutDirection? { didSet { redraw() } }
    /// The state the indicator shows.
    public var refreshState: RefreshState { follower.state }
    /// How far the user has pulled towards ``configuration``'s trigger, 0…1.
    public var pullProgress: Double { follower.moment(at: now).progress }
    /// The style chosen by name in Interface Builder, as for ``RefreshControl/styleName``.
    @IBInspectable public var styleName: String? {
        didSet {
            guard let name = styleName?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
                let chosen = Indicators.indicator(named: name)
            else { return }
            indicator = chosen
        }
    }

    private var follower: SystemRefreshFollower
    private var action: (@MainActor @Sendable () async throws -> Void)?
    private var actionTask: Task<Void, Never>?
    private let drawing = IndicatorDrawing()
    /// The view the indicator is drawn in: the control's bounds, clipping.
    private let canvas = UIView()
    private weak var host: UIScrollViewHost?
    private var locale = Locale.preferredLanguages.first ?? "en"
    private var resolvedTraits: AppearanceTraits?
    private var titleOverrides: [RefreshPhase: String] = [:]
    private var tintIsOwn = false
    private var tintResolution = TintResolution()
    private let notifications = NotificationTokens()
    private lazy var scrollObserver = ClosureScrollObserver { [weak self] _ in self?.hostDidChange() }

    /// Creates a system refresh control that shows `indicator`.
    ///
    /// - Parameters:
    ///   - indicator: The look (`.system()` by default, the system spinner's look).
    ///   - configuration: The indicator's height and the pull that draws it armed;
    ///     ``defaultConfiguration`` by default.
    ///   - action: Work to run on each refresh the user starts (`.valueChanged`); the control
    ///     ends refreshing when it returns or throws. Nil (the default): add a target and call
    ///     `endRefreshing()` yourself.
    public init(
        _ indicator: any RefreshIndicator = Indicators.System(),
        configuration: RefreshConfiguration = StyledRefreshControl.defaultConfiguration,
        action: (@MainActor @Sendable () async throws -> Void)? = nil
    ) {
        self.indicator = spellingAppName(indicator) ?? indicator
        self.configuration = configuration.sanitizedForDrawing
        self.follower = SystemRefreshFollower(configuration: self.configuration)
        self.action = action
        super.init()
        tintIsOwn = false  // whatever UIKit set while initialising is not the app's choice
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

    private func setUp() {
        canvas.isUserInteractionEnabled = false
        canvas.clipsToBounds = true
        addSubview(canvas)
        drawing.install(in: canvas)
        drawing.planDidArrive = { [weak self] in self?.redraw(preparesPlans: false) }
        hideSystemContent()
        #if canImport(UIKit)
        addTarget(self, action: #selector(systemValueChanged), for: .valueChanged)
        #else
        addTarget(
            self, action: Selector("systemValueChanged", StyledRefreshControl.systemValueChanged), for: .valueChanged)
        #endif
        notifications.observe(UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak self] in
            onMainActor { self?.redraw() }
        }
        notifications.observe(NSLocale.currentLocaleDidChangeNotification) { [weak self] in
            onMainActor {
                self?.locale = Locale.preferredLanguages.first ?? "en"
                self?.redraw()
            }
        }
        notifications.observe(UIApplication.willEnterForegroundNotification) { [weak self] in
            onMainActor { self?.drawing.restoreAnimationsIfNeeded() }
        }
    }

    // MARK: Refreshing (the system control's)

    /// Begins refreshing as `UIRefreshControl` does (no `.valueChanged`); the indicator refreshes.
    public override func beginRefreshing() {
        super.beginRefreshing()
        if follower.systemDidBeginRefreshing(at: now) { stateDidChange() }
    }

    /// Ends refreshing as `UIRefreshControl` does; the indicator finishes while the control
    /// closes.
    public override func endRefreshing() {
        super.endRefreshing()
        let hold = indicator.finishingHoldDuration(afterRefreshingFor: follower.moment(at: now).time)
        if follower.systemDidEndRefreshing(at: now, hold: hold) { stateDidChange() }
    }

    /// The user started a refresh: the indicator refreshes and the action, if any, runs.
    #if canImport(UIKit)
    @objc
    #endif
    private func systemValueChanged() {
        if follower.systemDidBeginRefreshing(at: now) { stateDidChange() }
        guard let action, actionTask == nil else { return }
        actionTask = Task { @MainActor [weak self] in
            try? await action()
            guard let self, !Task.isCancelled else { return }
            self.actionTask = nil
            self.endRefreshing()
        }
    }

    // MARK: Text and colour

    /// Replaces the text the indicator shows in `phase`, as ``RefreshControl/setTitle(_:for:)``.
    ///
    /// - Parameters:
    ///   - title: The text, or nil to go back to the language's.
    ///   - phase: The phase it is shown in.
    public func setTitle(_ title: String?, for phase: RefreshPhase) {
        titleOverrides[phase] = title
        redraw()
    }

    /// The colour the indicator is drawn in, set here or inherited; the system spinner, which
    /// would use it too, stays hidden.
    public override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            tintIsOwn = newValue != nil
            super.tintColor = newValue
            hideSystemContent()
        }
    }

    /// Redraws in the new tint.
    public override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    // MARK: The view hierarchy

    public override func didMoveToSuperview() {
        super.didMoveToSuperview()
        let scrollView = superview as? UIScrollView
        let next = scrollView.map { UIScrollViewHost.host(for: $0) }
        guard next !== host else { return }
        if let host {
            host.removeObserver(scrollObserver)
            host.removeFrameClient(self)
            host.invalidateIfUnused()
        }
        host = next
        if let next {
            next.addObserver(scrollObserver)
            next.addFrameClient(self)
        } else {
            actionTask?.cancel()
            actionTask = nil
        }
        redraw()
    }

    public override func didMoveToWindow() {
        super.didMoveToWindow()
        redraw()
        if window != nil { drawing.restoreAnimationsIfNeeded() }
    }

    /// UIKit's own content (spinner, title) is hidden whenever it is added or laid out.
    public override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if subview !== canvas { hide(subview) }
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        hideSystemContent()
        bringSubviewToFront(canvas)
        canvas.frame = bounds
        let height = CGFloat(configuration.height)
        let frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        if drawing.layout(in: frame) { redraw() }
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if AppearanceTraits(traitCollection).needsRedraw(after: resolvedTraits) { redraw() }
    }

    private func hideSystemContent() {
        for subview in subviews where subview !== canvas { hide(subview) }
    }

    private func hide(_ view: UIView) {
        view.isHidden = true
        view.tintColor = .clear  // invisible even should UIKit show it again
    }

    // MARK: Following the scroll view

    private var now: Double { host?.time ?? CACurrentMediaTime() }

    private func hostDidChange() {
        guard let host else { return }
        if follower.scroll(host.metrics, at: host.time) { stateDidChange() } else { redraw(preparesPlans: false) }
    }

    private func stateDidChange() {
        redraw()
        host?.updateFrames()
    }

    private func redraw(preparesPlans: Bool = true) {
        let moment = follower.moment(at: now)
        let context = drawing.context(moment, rebuilds: preparesPlans) {
            resolvedTraits = AppearanceTraits(traitCollection)
            return drawingContext(moment)
        }
        drawing.show(
            moment, context: context, now: now, indicator: indicator, usesLayerPlans: drawsWithLayerPlans,
            displayScale: traitCollection.displayScale)
        if preparesPlans, drawing.showing != .scene {
            drawing.schedulePreparation { [weak self] in
                guard let self, self.drawsWithLayerPlans, self.window != nil, self.follower.state == .idle else {
                    return nil
                }
                let moment = self.follower.moment(at: self.now)
                return IndicatorDrawing.Preparation(
                    moment: moment, context: self.drawingContext(moment),
                    indicator: self.indicator)
            }
        }
    }

    private func drawingContext(_ moment: IndicatorMoment) -> IndicatorContext {
        let tint = IndicatorDrawing.tint(of: self, setOnControl: tintIsOwn, resolution: &tintResolution)
        return IndicatorDrawing.context(
            moment, in: self, size: drawing.sceneView.bounds.size, tint: tint,
            background: indicatorBackgroundColor, locale: locale, lastUpdated: nil,
            layoutDirection: layoutDirection, titleOverrides: titleOverrides)
    }
}

extension StyledRefreshControl: FrameClient {
    func contribute(to demand: inout FramePolicy.Demand) {
        demand.refreshPhases.append(follower.state.phase)
        if drawing.needsFrames { demand.indicatorNeedsFrames = true }
    }
}

private extension RefreshConfiguration {
    /// A height that can be drawn (a height that is not positive and finite is the default's).
    var sanitizedForDrawing: RefreshConfiguration {
        var c = self
        if !(c.height.isFinite && c.height > 0) { c.height = RefreshConfiguration.defaultHeight }
        return c
    }
}
#endif
