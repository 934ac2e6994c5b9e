extension UIScrollView {
    /// How the safe area adds to the adjusted content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        case automatic, scrollableAxes, never, always
    }
}

/// A table view, as far as a scroll view with a background view behind its rows
/// (https://developer.apple.com/documentation/uikit/uitableview/backgroundview): rows are not modelled.
@MainActor
open class UITableView: UIScrollView {
    /// Plain or grouped.
    public enum Style: Int, Hashable, Sendable {
        case plain, grouped, insetGrouped
    }

    /// The style.
    public let style: Style
    /// The height of every row, for ``scrollToRow(at:at:animated:)`` (the model has no cells to size:
    /// UIKit's default is `automaticDimension`); 44 pt unless a test sets it.
    public var modelRowHeight: CGFloat = 44

    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// A view behind every row, sized to the table (set after the rows exist, it goes behind them).
    open var backgroundView: UIView? {
        didSet {
            modelObservers.change("backgroundView", of: self, old: oldValue, new: { backgroundView }) {}
            modelInstall(background: backgroundView, replacing: oldValue)
        }
    }

    open override class func modelObservableKeyPaths() -> [AnyKeyPath: String] { modelTableKeyPaths(Self.self) }
}

/// The key paths a table view reports, rooted at `V`.
@MainActor
func modelTableKeyPaths<V: UITableView>(_ type: V.Type) -> [AnyKeyPath: String] {
    modelScrollViewKeyPaths(type).merging([\V.backgroundView: "backgroundView"]) { a, _ in a }
}

/// A collection view, as far as a scroll view with a background view behind its items.
@MainActor
open class UICollectionView: UIScrollView {
    /// The layout (the model places no items).
    public let collectionViewLayout: UICollectionViewLayout

    /// A collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewLayout()
        super.init(coder: coder)
    }

    /// A view behind every item, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            modelObservers.change("backgroundView", of: self, old: oldValue, new: { backgroundView }) {}
            modelInstall(background: backgroundView, replacing: oldValue)
        }
    }

    open override class func modelObservableKeyPaths() -> [AnyKeyPath: String] { modelCollectionKeyPaths(Self.self) }
}

/// The key paths a collection view reports, rooted at `V`.
@MainActor
func modelCollectionKeyPaths<V: UICollectionView>(_ type: V.Type) -> [AnyKeyPath: String] {
    modelScrollViewKeyPaths(type).merging([\V.backgroundView: "backgroundView"]) { a, _ in a }
}

/// A collection view's layout (the model lays nothing out).
@MainActor
open class UICollectionViewLayout: NSObject {}

/// A flow layout.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// A text view: a scroll view of text (the model shows none).
@MainActor
open class UITextView: UIScrollView {}

extension UIScrollView {
    /// A background view goes behind every subview, sized to the bounds.
    func modelInstall(background: UIView?, replacing old: UIView?) {
        if let old, old !== background { old.removeFromSuperview() }
        guard let background else { return }
        background.frame = bounds
        background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(background, at: 0)
    }
}
