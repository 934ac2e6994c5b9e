#if canImport(UIKit)
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

// Conversions between the core's values and UIKit's. Exact: `CGFloat` is a `Double` on every
// 64-bit Apple platform.

extension Insets {
    /// The same insets.
    init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), left: Double(insets.left),
            bottom: Double(insets.bottom), right: Double(insets.right))
    }
}

extension UIEdgeInsets {
    /// The same insets.
    init(_ insets: Insets) {
        self.init(
            top: CGFloat(insets.top), left: CGFloat(insets.left),
            bottom: CGFloat(insets.bottom), right: CGFloat(insets.right))
    }
}

extension RGBAColor {
    /// The colour in sRGB (extended components clamped to 0…1), as the core draws it.
    init(_ color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        if !color.getRed(&r, green: &g, blue: &b, alpha: &a) {
            var white: CGFloat = 0
            if color.getWhite(&white, alpha: &a) { (r, g, b) = (white, white, white) }
        }
        func unit(_ x: CGFloat) -> Double { Swift.min(Swift.max(Double(x), 0), 1) }
        self.init(red: unit(r), green: unit(g), blue: unit(b), alpha: unit(a))
    }
}

extension AppearanceTraits {
    /// The traits a control's colours depend on.
    @MainActor
    init(_ traits: UITraitCollection) {
        let style: Style =
            switch traits.userInterfaceStyle {
            case .light: .light
            case .dark: .dark
            default: .unspecified
            }
        self.init(
            style: style, increasedContrast: traits.accessibilityContrast == .high,
            elevated: traits.userInterfaceLevel == .elevated, displayScale: Double(traits.displayScale),
            layoutDirection: RefreshLayoutDirection(traits.layoutDirection),
            textScale: Self.textScale(traits))
    }

    /// The text style whose Dynamic Type sizes the titles follow: subheadline (15 pt at the default
    /// size, the nearest to the titles' 14), so a title grows as a subheadline label does, up to
    /// the accessibility sizes.
    static let titleTextStyle = UIFont.TextStyle.subheadline

    /// How much the text size of `traits` enlarges the titles: `UIFontMetrics` of
    /// ``titleTextStyle`` applied to the default title size, over that size (1 when the traits
    /// have no text size).
    @MainActor
    static func textScale(_ traits: UITraitCollection) -> Double {
        let base = IndicatorTitle.defaultFont.size
        let scaled = Double(UIFontMetrics(forTextStyle: titleTextStyle).scaledValue(for: base, compatibleWith: traits))
        return scaled.isFinite && scaled > 0 ? scaled / base : 1
    }
}

extension RefreshLayoutDirection {
    /// The direction of a trait collection or a view, nil when unspecified.
    init?(_ direction: UITraitEnvironmentLayoutDirection) {
        switch direction {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        default: return nil
        }
    }

    /// The direction of a view's content.
    init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction `view` lays its content out in, as `effectiveUserInterfaceLayoutDirection`
    /// reads it (its semantic content attribute against its traits' direction), except that a
    /// view whose attribute is unspecified takes its superview's (a control takes its scroll
    /// view's); nil when neither is forced and the traits have no direction (outside a window).
    @MainActor
    static func effective(of view: UIView) -> RefreshLayoutDirection? {
        var attribute = view.semanticContentAttribute
        if attribute == .unspecified, let parent = view.superview { attribute = parent.semanticContentAttribute }
        let traits = RefreshLayoutDirection(view.traitCollection.layoutDirection)
        if attribute == .unspecified && traits == nil { return nil }
        return RefreshLayoutDirection(
            UIView.userInterfaceLayoutDirection(
                for: attribute, relativeTo: traits == .rightToLeft ? .rightToLeft : .leftToRight))
    }
}

extension PanGesturePhase {
    /// The phase of a gesture recognizer's state.
    init(_ state: UIGestureRecognizer.State) {
        switch state {
        case .possible: self = .possible
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .failed: self = .failed
        @unknown default: self = .possible
        }
    }
}

/// Keys for associated objects: the addresses of one-byte allocations, made once and never
/// freed, so they are stable and unique (no string keys).
struct AssociationKey: @unchecked Sendable {  // an address, never dereferenced
    let pointer: UnsafeRawPointer

    private init() { pointer = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)) }

    /// The scroll view's ``UIScrollViewHost``.
    static let host = AssociationKey()
    /// The scroll view's header.
    static let header = AssociationKey()
    /// The scroll view's footer.
    static let footer = AssociationKey()
    /// The horizontal scroll view's leading control.
    static let leading = AssociationKey()
    /// The horizontal scroll view's trailing control.
    static let trailing = AssociationKey()
    /// The pan gesture recognizer's target proxy.
    static let panTarget = AssociationKey()

    /// The slot of the control on `edge` of a scroll view along `axis`.
    init(_ edge: RefreshEdge, axis: ScrollAxis = .vertical) {
        switch (edge, axis) {
        case (.header, .vertical): self = .header
        case (.footer, .vertical): self = .footer
        case (.header, .horizontal): self = .leading
        case (.footer, .horizontal): self = .trailing
        }
    }

    /// Every slot a refresh control can sit in, with its edge and axis.
    static var slots: [(key: AssociationKey, edge: RefreshEdge, axis: ScrollAxis)] {
        [
            (.header, .header, .vertical), (.footer, .footer, .vertical),
            (.leading, .header, .horizontal), (.trailing, .footer, .horizontal),
        ]
    }
}
#endif
