/// The view hierarchy: subviews in order (back to front, their layers in the same order), the
/// window, and the calls UIKit makes as views move
/// (https://developer.apple.com/documentation/uikit/uiview/addsubview(_:),
/// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()).
///
/// The model's order of calls when a view moves: `willMove(toSuperview:)`, `willMove(toWindow:)`
/// down the moved subtree (when the window changes), the move itself, `didMoveToWindow()` down
/// the subtree, `didMoveToSuperview()`, then the new superview's `didAddSubview(_:)`; removal
/// starts with the old superview's `willRemoveSubview(_:)`. The documentation gives no order.
extension UIView {
    /// The view this one is a subview of.
    public var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    public var subviews: [UIView] { subviewList }

    /// The window the view is in, or nil.
    public var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superviewStorage
        }
        return nil
    }

    /// Adds `view` in front of the other subviews (taking it from its superview first).
    public func addSubview(_ view: UIView) { modelInsert(view, .index(Int.max)) }

    /// Inserts `view` among the subviews at `index`.
    public func insertSubview(_ view: UIView, at index: Int) { modelInsert(view, .index(index)) }

    /// Inserts `view` right behind `sibling` (at the front when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) { modelInsert(view, .below(sibling)) }

    /// Inserts `view` right in front of `sibling` (at the front when `sibling` is not a subview).
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) { modelInsert(view, .above(sibling)) }

    /// Moves `view` (a subview) to the front.
    public func bringSubviewToFront(_ view: UIView) {
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.remove(at: index)
        subviewList.append(view)
        modelPlaceLayer(of: view)
    }

    /// Moves `view` (a subview) to the back.
    public func sendSubviewToBack(_ view: UIView) {
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.remove(at: index)
        subviewList.insert(view, at: 0)
        modelPlaceLayer(of: view)
    }

    /// Takes the view out of its superview (and window).
    public func removeFromSuperview() {
        guard let parent = superviewStorage else { return }
        parent.willRemoveSubview(self)
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { modelWillMove(toWindow: nil) }
        parent.subviewList.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superviewStorage = nil
        if oldWindow != nil { modelDidMoveToWindow() }
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superviewStorage
        }
        return false
    }

    private enum Place {
        case index(Int)
        case below(UIView)
        case above(UIView)
    }

    /// Where `place` is in the subviews (without the view being placed).
    private func index(of place: Place) -> Int {
        switch place {
        case let .index(i): return Swift.min(Swift.max(i, 0), subviewList.count)
        case let .below(sibling): return subviewList.firstIndex { $0 === sibling } ?? subviewList.count
        case let .above(sibling): return subviewList.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviewList.count
        }
    }

    private func modelInsert(_ view: UIView, _ place: Place) {
        precondition(view !== self && !isDescendant(of: view), "UIKit model: a view cannot contain itself")
        if view.superviewStorage === self {
            // A move within the same superview: no window or superview calls.
            subviewList.removeAll { $0 === view }
            subviewList.insert(view, at: index(of: place))
            modelPlaceLayer(of: view)
            return
        }
        view.removeFromSuperview()
        let oldWindow = view.window, newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.modelWillMove(toWindow: newWindow) }
        subviewList.insert(view, at: index(of: place))
        view.superviewStorage = self
        modelPlaceLayer(of: view)
        if oldWindow !== newWindow { view.modelDidMoveToWindow() }
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsLayout()
    }

    /// Puts `view`'s layer where its place among the subviews says: just below the layer of the
    /// subview in front of it, else on top of the sublayers (layers added directly keep their places).
    func modelPlaceLayer(of view: UIView) {
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        if index + 1 < subviewList.count,
            let above = layer.sublayers?.firstIndex(where: { $0 === subviewList[index + 1].layer })
        {
            let current = layer.sublayers?.firstIndex { $0 === view.layer }
            layer.insertSublayer(view.layer, at: UInt32(current.map { $0 < above ? above - 1 : above } ?? above))
        } else {
            layer.addSublayer(view.layer)
        }
    }

    func modelWillMove(toWindow window: UIWindow?) {
        willMove(toWindow: window)
        for view in subviewList { view.modelWillMove(toWindow: window) }
    }

    func modelDidMoveToWindow() {
        didMoveToWindow()
        modelTraitsDidChange(recursive: false)
        setNeedsLayout()
        for view in subviewList { view.modelDidMoveToWindow() }
    }
}
