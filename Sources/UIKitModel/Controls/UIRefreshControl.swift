/// UIKit's pull-to-refresh control (https://developer.apple.com/documentation/uikit/uirefreshcontrol):
/// installed by a scroll view's `refreshControl` (or a table view controller's), it fills the
/// space the pull opens above the content — its bounds grow with the pull — and sends
/// `.valueChanged` when the user's pull starts a refresh. `beginRefreshing()` starts one without
/// `.valueChanged` ("an external event source triggers a programmatic refresh"); `endRefreshing()`
/// ends it and hides the control.
///
/// Where the documentation is silent the model assumes: a refresh starts while the finger drags,
/// once the content is pulled ``modelTriggerDistance`` past its resting top; while refreshing the
/// control holds ``modelRefreshingHeight`` above the content (added to the scroll view's adjusted
/// inset, so the content rests below it); `endRefreshing()` gives that back and the content closes
/// over the physics' 0.3 s animation; a three-finger scroll up at the top of the content (VoiceOver)
/// starts a refresh as a pull does. Its own content is a spinner view and, with a title, a label.
@MainActor
open class UIRefreshControl: UIControl {
    /// The pull past the resting top that starts a refresh (the model's: UIKit documents none).
    public static let modelTriggerDistance: CGFloat = 100
    /// The height the control holds while refreshing (the model's: UIKit documents none).
    public static let modelRefreshingHeight: CGFloat = 60

    /// Whether a refresh is running.
    public private(set) var isRefreshing = false
    /// The styled title shown under the spinner (nil by default).
    open var attributedTitle: NSAttributedString? {
        didSet { modelUpdateTitle() }
    }
    /// The spinner UIKit draws.
    let modelSpinner = UIView()
    private var modelTitleLabel: UIView?

    /// A control to install in a scroll view, with a default size (the scroll view or table view
    /// controller it is given to manages its frame from then on).
    public init() {
        super.init(frame: .zero)
        modelAddSpinner()
    }

    /// A control starting from `frame` (UIView's initializer, which the SDK's header leaves
    /// designated: it marks none of its own); once installed its frame is managed as ``init()``'s.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        modelAddSpinner()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modelAddSpinner()
    }

    /// In the Mac idiom, under ``ModelSettings/MacIdiomRefreshControlRefusal/whenAddedToAnyView``,
    /// adding the control to a view raises.
    open override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if newSuperview != nil, ModelWorld.current.settings.macIdiomRefreshControlRefusal == .whenAddedToAnyView {
            Self.modelRaiseInMacIdiom()
        }
    }

    private func modelAddSpinner() {
        modelSpinner.isUserInteractionEnabled = false
        addSubview(modelSpinner)
    }

    /// Starts refreshing as the app (no `.valueChanged`); the content makes room for the control.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        modelScrollView?.modelRefreshHeightDidChange(animated: true)
    }

    /// Ends refreshing; the control hides as the content closes over it. On a control that is
    /// not refreshing, the world's UIKit does nothing or stops the scroll view's deceleration
    /// (``ModelUIKitBehaviour/EndRefreshingWhenIdle``).
    open func endRefreshing() {
        guard isRefreshing else {
            if ModelWorld.current.uikit.endRefreshingWhenIdle == .stopsTheScrolling, let sv = modelScrollView,
                sv.isDecelerating
            {
                sv.modelStopMotion()
            }
            return
        }
        isRefreshing = false
        modelScrollView?.modelRefreshHeightDidChange(animated: true)
    }

    /// The scroll view the control is installed in.
    var modelScrollView: UIScrollView? { superview as? UIScrollView }

    /// The height held above the content now.
    var modelHeldHeight: CGFloat { isRefreshing ? Self.modelRefreshingHeight : 0 }

    /// The user pulled: past the trigger while dragging, a refresh starts and `.valueChanged` is sent.
    func modelUserPulled(_ pull: CGFloat, isDragging: Bool) {
        guard isDragging, !isRefreshing, isEnabled, pull >= Self.modelTriggerDistance else { return }
        modelStartForUser()
    }

    /// A refresh the user started (a pull, VoiceOver): refreshing — through `beginRefreshing()`
    /// or not, as the world's UIKit does (``ModelUIKitBehaviour/UserRefreshStart``) — then
    /// `.valueChanged`.
    func modelStartForUser() {
        switch ModelWorld.current.uikit.userRefreshStart {
        case .throughBeginRefreshing:
            beginRefreshing()
        case .withoutBeginRefreshing:
            guard !isRefreshing else { break }
            isRefreshing = true
            modelScrollView?.modelRefreshHeightDidChange(animated: true)
        }
        sendActions(for: .valueChanged)
    }

    private func modelUpdateTitle() {
        if attributedTitle != nil, modelTitleLabel == nil {
            let label = UIView()
            label.isUserInteractionEnabled = false
            modelTitleLabel = label
            addSubview(label)
        } else if attributedTitle == nil {
            modelTitleLabel?.removeFromSuperview()
            modelTitleLabel = nil
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        modelSpinner.frame = CGRect(x: bounds.midX - 14, y: Swift.max(0, bounds.height - 44), width: 28, height: 28)
        modelTitleLabel?.frame = CGRect(x: 0, y: Swift.max(0, bounds.height - 16), width: bounds.width, height: 16)
    }
}

extension UIScrollView {
    private static let refreshControlKey = AssociationKey()

    /// The scroll view's refresh control: setting one adds it behind the content (removing the one
    /// there), nil removes it. In the Mac idiom of Mac Catalyst, setting one raises
    /// (``UIRefreshControl/modelMacIdiomMessage``).
    public var refreshControl: UIRefreshControl? {
        get { objc_getAssociatedObject(self, Self.refreshControlKey.pointer) as? UIRefreshControl }
        set {
            if newValue != nil { UIRefreshControl.modelRaiseInMacIdiom() }
            let old = refreshControl
            guard old !== newValue else { return }
            objc_setAssociatedObject(self, Self.refreshControlKey.pointer, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            old?.removeFromSuperview()
            if let control = newValue {
                insertSubview(control, at: 0)
                modelLayOutRefreshControl()
            }
            modelRefreshHeightDidChange(animated: false)
        }
    }

    /// The control fills the space from the top of the visible area (below the adjusted inset
    /// without the control's share) down to the content.
    func modelLayOutRefreshControl() {
        guard let control = refreshControl else { return }
        let top = contentOffset.y + adjustedContentInset.top - control.modelHeldHeight
        let height = Swift.max(0, -top)
        let frame = CGRect(x: 0, y: -height, width: bounds.width, height: height)
        if control.frame != frame { control.frame = frame }
        control.modelUserPulled(height - control.modelHeldHeight, isDragging: isDragging)
    }

    func modelRefreshHeightDidChange(animated: Bool) {
        modelInsetsDidChange(animated: animated)
        modelLayOutRefreshControl()
    }
}

/// A key for associated objects: the address of a one-byte allocation, made once.
struct AssociationKey: @unchecked Sendable {  // an address, never dereferenced
    let pointer: UnsafeRawPointer
    init() { pointer = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }
}
