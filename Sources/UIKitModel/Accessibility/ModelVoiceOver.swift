/// A VoiceOver user, for tests: what VoiceOver sees in a window and the gestures that reach an
/// element. The model's VoiceOver offers an element when it is one (`isAccessibilityElement`),
/// visible, and no ancestor hides its elements.
@MainActor
public enum ModelVoiceOver {
    /// The elements VoiceOver can reach in `window`, front-to-back order left aside (depth first).
    public static func elements(in window: UIWindow) -> [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0, !view.accessibilityElementsHidden else { return }
            if view.isAccessibilityElement {
                found.append(view)
                return
            }
            for sub in view.subviews { visit(sub) }
        }
        visit(window)
        return found
    }

    /// A double tap on `element`: `accessibilityActivate()`; when it declines, VoiceOver taps its
    /// centre (the model sends no touches, so nothing more happens). Returns what the element said.
    @discardableResult
    public static func activate(_ element: UIView) -> Bool { element.accessibilityActivate() }

    /// A three-finger scroll in `direction` while `element` has focus: `accessibilityScroll(_:)` on
    /// the element, then on each ancestor until one handles it (the model's reading of "VoiceOver
    /// … sends the message up the chain"; the documentation names no order). Returns whether one did.
    @discardableResult
    public static func scroll(_ direction: UIAccessibilityScrollDirection, from element: UIView) -> Bool {
        var view: UIView? = element
        while let v = view {
            if v.accessibilityScroll(direction) { return true }
            view = v.superview
        }
        return false
    }

    /// The custom action named `name` of `element`, performed; nil when it has none of that name.
    @discardableResult
    public static func perform(action name: String, on element: UIView) -> Bool? {
        element.accessibilityCustomActions?.first { $0.name == name }?.modelPerform()
    }
}

extension UIScrollView {
    /// A three-finger scroll: with a refresh control that is not refreshing, a scroll up at the top
    /// of the content starts a refresh as a pull does (the model's reading of UIKit's control);
    /// otherwise the content moves by a page (the visible height) towards `direction` when it can,
    /// and VoiceOver hears `.pageScrolled`.
    func modelAccessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        let e = adjustedContentInset
        let minY = -e.top, maxY = Swift.max(minY, contentSize.height + e.bottom - bounds.height)
        let minX = -e.left, maxX = Swift.max(minX, contentSize.width + e.right - bounds.width)
        if direction == .up, let control = refreshControl, !control.isRefreshing, contentOffset.y <= minY {
            control.modelStartForUser()
            return true
        }
        let pageY = bounds.height - e.top - e.bottom, pageX = bounds.width - e.left - e.right
        var target = contentOffset
        switch direction {
        case .up: target.y = Swift.max(minY, target.y - pageY)
        case .down: target.y = Swift.min(maxY, target.y + pageY)
        case .left: target.x = Swift.max(minX, target.x - pageX)
        case .right: target.x = Swift.min(maxX, target.x + pageX)
        case .next, .previous: return false
        }
        guard target != contentOffset else { return false }
        contentOffset = target
        UIAccessibility.post(notification: .pageScrolled, argument: nil)
        return true
    }
}
