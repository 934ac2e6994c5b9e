/// A view controller: owns a root view (made on first use by `loadView()`), and adds
/// `additionalSafeAreaInsets` to its root view's safe area.
@MainActor
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    /// The controller that contains this one.
    public internal(set) weak var parent: UIViewController?
    /// The controllers this one contains.
    public internal(set) var children: [UIViewController] = []
    /// Insets added to the root view's safe area (custom bars).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { viewStorage?.setNeedsLayout() }
    }
    /// The title.
    open var title: String?
    /// The key commands added with ``addKeyCommand(_:)``.
    private(set) var modelAddedKeyCommands: [UIKeyCommand] = []

    public override init() { super.init() }

    /// A controller from an archive (the model reads nothing from `coder`).
    public required init?(coder: NSCoder) { super.init() }

    /// The root view, loaded on first use.
    open var view: UIView! {
        get {
            if viewStorage == nil { modelLoadView() }
            return viewStorage
        }
        set {
            viewStorage?.viewControllerStorage = nil
            viewStorage = newValue
            newValue?.viewControllerStorage = self
        }
    }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the root view (a plain view by default).
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    private func modelLoadView() {
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// The view's superview.
    open override var next: UIResponder? { viewStorage?.superview }

    /// The traits of the view (the screen's before it is loaded).
    public var traitCollection: UITraitCollection { viewStorage?.traitCollection ?? UIScreen.main.traitCollection }

    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? {
        var controller: UIViewController? = self
        while let c = controller {
            if let navigation = c as? UINavigationController { return navigation }
            controller = c.parent
        }
        return nil
    }

    /// Adds a key command to the controller, beside its `keyCommands` (an override of it does not
    /// hide them): https://developer.apple.com/documentation/uikit/uiviewcontroller/addkeycommand(_:).
    /// The model keeps a copy (UIKit does not say it keeps the instance).
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { modelAddedKeyCommands.append(keyCommand.modelCopy()) }

    /// Removes the added key commands equal to `keyCommand` (its action, input, modifiers and
    /// property list).
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        modelAddedKeyCommands.removeAll { $0.modelIsEqual(to: keyCommand) }
    }

    /// Adds `child` as a child controller (its view is the caller's to place).
    open func addChild(_ child: UIViewController) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Takes the controller out of its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}

/// A stack of controllers; the top one's view fills it (the model draws no navigation bar: give
/// the bar's height as `additionalSafeAreaInsets` of the content).
@MainActor
open class UINavigationController: UIViewController {
    /// A stack of one.
    public init(rootViewController: UIViewController) {
        super.init()
        pushViewController(rootViewController, animated: false)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack, bottom first.
    public var viewControllers: [UIViewController] { children }

    /// Pushes `controller`: its view replaces the top one's.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        children.last?.view.removeFromSuperview()
        addChild(controller)
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
    }
}

/// A table view controller: its view is a table view, whose `refreshControl` is the controller's.
@MainActor
open class UITableViewController: UIViewController {
    private let style: UITableView.Style

    /// A controller with a table of `style`.
    public init(style: UITableView.Style = .plain) {
        self.style = style
        super.init()
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table view (the root view).
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func loadView() { view = UITableView(frame: UIScreen.main.bounds, style: style) }

    /// The table view's refresh control.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }
}
