/// A layout constraint. The model solves constant width and height constraints only (what
/// `heightAnchor.constraint(equalToConstant:)` makes): an active one sets the view's size in the
/// next layout pass; changing its constant lays the view's superview out again.
@MainActor
open class NSLayoutConstraint: NSObject, ModelAssociatedStorage, ModelKeyValueObservable {
    enum Attribute { case width, height }

    /// The object's associated values.
    public nonisolated let modelAssociations = ModelAssociations()
    /// The object's key-value observers.
    public nonisolated let modelObservers = ModelObserverList()
    weak var modelView: UIView?
    let modelAttribute: Attribute
    private var constantStorage: CGFloat

    init(view: UIView, attribute: Attribute, constant: CGFloat) {
        modelView = view
        modelAttribute = attribute
        constantStorage = constant
        super.init()
    }

    /// The constant.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            modelObservers.change("constant", of: self, old: constantStorage, new: { constantStorage }) {
                constantStorage = newValue
            }
            modelView?.setNeedsLayout()
            modelView?.superview?.setNeedsLayout()
        }
    }

    /// Whether it takes part in layout.
    open var isActive = false {
        didSet {
            guard let view = modelView, isActive != oldValue else { return }
            if isActive {
                view.layoutConstraints.append(self)
            } else {
                view.layoutConstraints.removeAll { $0 === self }
            }
            view.setNeedsLayout()
        }
    }

    /// The first item (the view).
    public var firstItem: AnyObject? { modelView }

    open class func modelObservableKeyPaths() -> [AnyKeyPath: String] {
        [\NSLayoutConstraint.constant: "constant", \NSLayoutConstraint.isActive: "isActive"]
    }
}

/// A view's width or height, for making constraints.
@MainActor
public final class NSLayoutDimension: NSObject {
    private weak var view: UIView?
    private let attribute: NSLayoutConstraint.Attribute

    init(view: UIView, attribute: NSLayoutConstraint.Attribute) {
        self.view = view
        self.attribute = attribute
        super.init()
    }

    /// A constraint setting the dimension to `c` (inactive until `isActive` is set).
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        guard let view else { preconditionFailure("UIKit model: an anchor of a released view") }
        return NSLayoutConstraint(view: view, attribute: attribute, constant: c)
    }
}

extension UIView {
    /// The view's height, for constraints.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .height) }
    /// The view's width, for constraints.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(view: self, attribute: .width) }
    /// The active constraints that size the view.
    public var constraints: [NSLayoutConstraint] { layoutConstraints }
}
