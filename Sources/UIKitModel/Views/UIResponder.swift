/// An object that takes part in the responder chain: views, view controllers, the application.
@MainActor
open class UIResponder: NSObject, ModelAssociatedStorage, ModelKeyValueObservable {
    /// The object's associated values (`objc_setAssociatedObject`).
    public nonisolated let modelAssociations = ModelAssociations()
    /// The object's key-value observers.
    public nonisolated let modelObservers = ModelObserverList()

    public override init() { super.init() }

    /// The next responder: a view's view controller when it is one's root view, else its
    /// superview; a view controller's view's superview; nil here.
    open var next: UIResponder? { nil }

    /// The key commands this responder handles (https://developer.apple.com/documentation/uikit/uiresponder/keycommands):
    /// none by default. A view controller's ``UIViewController/addKeyCommand(_:)`` adds others
    /// beside these.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Whether the responder can become the first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Makes the responder the first responder of the world, if it can be one (a view must be in a
    /// window); the one before resigns.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        let world = ModelWorld.current
        if world.firstResponder !== self { _ = world.firstResponder?.resignFirstResponder() }
        world.firstResponder = self
        return true
    }

    /// Gives up being the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { ModelWorld.current.firstResponder = nil }
        return true
    }

    /// Whether the responder is the first responder.
    public var isFirstResponder: Bool { ModelWorld.current.firstResponder === self }

    /// Whether the responder handles `action` (the model: whether it implements the method).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { action.isImplemented(by: self) }

    /// The key paths the model reports changes of for this class (`observe(_:options:changeHandler:)`).
    open class func modelObservableKeyPaths() -> [AnyKeyPath: String] { [:] }
}
