#if canImport(UIKit)
import os
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// The look an app adjusts: the tint, one text at a time, a style by name, its own view.
extension RefreshControl {
    /// The indicator's tint: the control's `tintColor` when it was set on the control, else nil
    /// (then a tint chosen above — on the scroll view, a parent, the window — is inherited, and
    /// without one the style keeps its own colour). Setting it sets `tintColor`; nil goes back to
    /// inheriting.
    public var tint: UIColor? {
        get { tintIsOwn ? tintColor : nil }
        set { tintColor = newValue }
    }

    /// Replaces the text the indicator shows in `phase` (the classic style's titles, the
    /// geometric styles' titles), and VoiceOver's value then; the other phases keep the texts of
    /// the control's language. Idle shows the pulling text unless set itself, finishing the
    /// refreshing one.
    ///
    /// ```swift
    /// tableView.refreshFooter?.setTitle("You're all caught up", for: .noMoreData)
    /// ```
    ///
    /// - Parameters:
    ///   - title: The text, or nil to go back to the language's.
    ///   - phase: The phase it is shown in.
    public func setTitle(_ title: String?, for phase: RefreshPhase) {
        titleOverrides[phase] = title
        accessibilityValue = support.text.value(for: controller.state, edge: controller.edge, overrides: titleOverrides)
        redraw()
    }

    /// The text set for `phase` with ``setTitle(_:for:)``, or nil when it is the language's.
    ///
    /// - Parameter phase: The phase.
    /// - Returns: The app's text, or nil.
    public func title(for phase: RefreshPhase) -> String? { titleOverrides[phase] }

    /// An app's own view drawn in the control instead of ``indicator`` (nil, the default, draws
    /// the indicator). It fills the control and is told every change of state and pull; it
    /// animates itself (a `UIActivityIndicatorView`, a Lottie animation view).
    public var indicatorView: (any RefreshIndicatorView)? {
        get { hostedView }
        set {
            if hostedView === newValue { return }
            hostedView?.removeFromSuperview()
            hostedView = newValue
            if let view = newValue {
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.isUserInteractionEnabled = false
                insertSubview(view, belowSubview: retryTapTarget)
                drawing.clear(displayScale: traitCollection.displayScale)
            }
            redraw()
        }
    }

    /// The indicator named by ``styleName`` (when the app has not set one in code).
    func applyStyleName() {
        guard let name = styleName?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return }
        guard let chosen = Indicators.shippedIndicator(named: name) else {
            #if DEBUG
            let names = Indicators.shippedIndicatorNames.joined(separator: ", ")
            Logger(subsystem: "RefreshKit", category: "UIKit")
                .fault(
                    "RefreshKit: styleName \"\(name, privacy: .public)\" is no style; pass one of \(names, privacy: .public) (the styles of RefreshKitStyles are chosen in code)"
                )
            #endif
            return
        }
        indicator = chosen
    }
}
#endif
