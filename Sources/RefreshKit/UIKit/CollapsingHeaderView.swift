#if canImport(UIKit)
import RefreshKitCore
// The iOS 16 SDK declares UIAccessibility's trait constants as mutable globals (`.header`),
// which Swift 6 rejects; they are constants in fact.
@preconcurrency import UIKit

/// S2's collapsing header as a ready view: a title that always shows and a subtitle (the seed's
/// logo and extra information) that fades in as the header opens, drawn with the core's
/// ``CollapsingHeaderScene`` — the same pixels as the Linux renders.
///
/// Put it above the scroll view with Auto Layout (top, leading, trailing; the scroll view's top
/// to its bottom) and attach it; it owns its height constraint:
///
/// ```swift
/// let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
/// header.attach(to: tableView)
/// ```
@MainActor
public final class CollapsingHeaderView: UIView {
    /// The title ("data 1").
    public var title: String { didSet { sceneConfiguration.title = title; setNeedsRedraw() } }
    /// The extra information ("data 2").
    public var subtitle: String { didSet { sceneConfiguration.subtitle = subtitle; setNeedsRedraw() } }
    /// The controller, once attached.
    public var controller: CollapsingHeaderController? { binding?.controller }

    private let configuration: CollapsingHeaderController.Configuration
    private var sceneConfiguration: CollapsingHeaderScene.Configuration
    private let sceneView = SceneView()
    private var binding: CollapsingHeaderBinding?
    private var heightConstraint: NSLayoutConstraint?

    /// Creates the header, expanded, its texts in Helvetica Neue (bold 17 pt title, 13 pt
    /// subtitle) when installed.
    ///
    /// - Parameters:
    ///   - title: The title, always shown.
    ///   - subtitle: The extra information, shown as the header opens.
    ///   - configuration: The heights, snap and title margin; S2's by default.
    public init(title: String, subtitle: String,
                configuration: CollapsingHeaderController.Configuration = .init()) {
        self.title = title
        self.subtitle = subtitle
        self.configuration = configuration
        self.sceneConfiguration = CollapsingHeaderScene.Configuration(
            title: title, subtitle: subtitle,
            titleFont: FontRequest(family: "HelveticaNeue-Bold", size: 17), subtitleFont: FontRequest(family: "HelveticaNeue", size: 13))
        super.init(frame: .zero)
        sceneView.isUserInteractionEnabled = false
        addSubview(sceneView)
        clipsToBounds = true
        isAccessibilityElement = true
        accessibilityTraits = .header
        updateAccessibility()
    }

    /// Unavailable: the header is made in code, with ``init(title:subtitle:configuration:)``.
    ///
    /// - Parameter coder: Unused; the initializer cannot be called.
    @available(*, unavailable, message: "Use init(title:subtitle:configuration:)")
    public required init?(coder: NSCoder) { nil }

    /// Starts collapsing and expanding with `scrollView`'s scrolling (replacing an earlier
    /// attachment). The first call adds the view's height constraint, at the expanded height.
    ///
    /// - Parameter scrollView: The scroll view whose content scrolls under the header.
    public func attach(to scrollView: UIScrollView) {
        binding?.invalidate()
        let constraint: NSLayoutConstraint
        if let existing = heightConstraint {
            constraint = existing
        } else {
            constraint = heightAnchor.constraint(equalToConstant: CGFloat(configuration.maxHeight))
            constraint.isActive = true
            heightConstraint = constraint
        }
        binding = CollapsingHeaderBinding(scrollView: scrollView, heightConstraint: constraint,
                                          configuration: configuration) { [weak self] _ in
            self?.setNeedsRedraw()
        }
    }

    /// The height the header wants now (Auto Layout uses its own constraint; this serves frame
    /// layout).
    public override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: CGFloat(controller?.height ?? configuration.maxHeight))
    }

    /// Stretches the drawing over the bounds and redraws it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        if sceneView.frame != bounds { sceneView.frame = bounds }
        redraw()
    }

    private func setNeedsRedraw() {
        invalidateIntrinsicContentSize()
        redraw()
        updateAccessibility()
    }

    /// Redraws in the new appearance when light or dark, the contrast, the level or the scale
    /// change (the default colours come from the appearance's palette).
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if AppearanceTraits(traitCollection).needsRedraw(after: previousTraitCollection.map(AppearanceTraits.init)) {
            redraw()
        }
    }

    private func redraw() {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let height = controller?.height ?? configuration.maxHeight
        let percentage = controller?.percentage ?? 1
        let titleTop = controller?.titleTop ?? (configuration.maxHeight - configuration.minHeight) * -1 + configuration.titleMargin
        sceneView.scene = CollapsingHeaderScene(configuration: sceneConfiguration).scene(
            size: Size(bounds.size), height: height, percentage: percentage, titleTop: titleTop,
            glyphs: CoreTextGlyphSource.shared, appearance: AppearanceTraits(traitCollection).indicatorAppearance)
    }

    private func updateAccessibility() {
        accessibilityLabel = title
        accessibilityValue = (controller?.percentage ?? 1) > 0.5 ? subtitle : nil
    }
}
#endif
