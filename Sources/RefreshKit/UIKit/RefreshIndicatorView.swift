#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// An app's own view in a ``RefreshControl`` (`RefreshControl(view:configuration:action:)`): an
/// activity indicator, an image from the asset catalogue, a Lottie animation view.
///
/// The control sizes the view to itself (it stays put while the content moves over it, like any
/// indicator) and calls ``update(state:pullProgress:)`` on every change of state and on every
/// scroll event of a pull; the view draws and animates itself.
///
/// ```swift
/// final class SpinnerView: UIView, RefreshIndicatorView {
///     private let spinner = UIActivityIndicatorView(style: .medium)
///
///     override init(frame: CGRect) {
///         super.init(frame: frame)
///         spinner.hidesWhenStopped = false
///         addSubview(spinner)
///     }
///
///     required init?(coder: NSCoder) { nil }
///
///     override func layoutSubviews() {
///         super.layoutSubviews()
///         spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
///     }
///
///     func update(state: RefreshState, pullProgress: Double) {
///         spinner.alpha = state == .refreshing ? 1 : pullProgress
///         if state == .refreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
///     }
/// }
///
/// tableView.refreshHeader = RefreshControl(view: SpinnerView()) { await model.reload() }
/// ```
@MainActor
public protocol RefreshIndicatorView: UIView {
    /// The control's state and pull changed.
    ///
    /// - Parameters:
    ///   - state: The control's state (idle, revealing, armed, refreshing, finishing, no more data,
    ///     failed).
    ///   - pullProgress: How far the user has pulled towards the trigger, 0 (at rest) to 1 (armed).
    func update(state: RefreshState, pullProgress: Double)
}
#endif
