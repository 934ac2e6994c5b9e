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

    /// The key paths the model reports changes of for this class (`observe(_:options:changeHandler:)`).
    open class func modelObservableKeyPaths() -> [AnyKeyPath: String] { [:] }
}
