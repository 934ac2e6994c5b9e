/// A window: the root of a view tree on the screen. Its traits come from the screen and the system
/// settings; its safe area from the device (``modelDeviceSafeAreaInsets``).
@MainActor
open class UIWindow: UIView {
    /// What the device's screen covers at the window's edges (the sensor housing, the status bar,
    /// the home indicator): the window's safe area. Set it to model a device or a rotation.
    public var modelDeviceSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if modelDeviceSafeAreaInsets != oldValue { setNeedsLayout() } }
    }
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let controller = rootViewController {
                controller.view.frame = bounds
                controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(controller.view)
            }
        }
    }
    /// Whether it is the key window.
    public private(set) var isKeyWindow = false
    /// The traits ``modelWindowTraits`` last made, given again while nothing they hold changes.
    private var modelKeptTraits: UITraitCollection?

    /// A window of `frame`, in the current world.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        ModelWorld.current.register(self)
        lastTraits = modelWindowTraits
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        ModelWorld.current.register(self)
    }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        layoutIfNeeded()
    }

    /// The screen's traits and the system settings: the same object until one of them changes, as
    /// UIKit keeps a view's trait collection (every read on a scroll event allocates nothing).
    var modelWindowTraits: UITraitCollection {
        let world = ModelWorld.current, settings = world.settings
        let style = settings.userInterfaceStyle, category = settings.preferredContentSizeCategory
        let direction: UITraitEnvironmentLayoutDirection =
            settings.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let scale = world.screen.scale, contrast = settings.accessibilityContrast
        if let kept = modelKeptTraits, kept.userInterfaceStyle == style, kept.layoutDirection == direction,
            kept.preferredContentSizeCategory == category, kept.displayScale == scale,
            kept.accessibilityContrast == contrast
        {
            return kept
        }
        let traits = UITraitCollection(
            style: style, direction: direction, category: category, scale: scale, contrast: contrast, level: .base)
        modelKeptTraits = traits
        return traits
    }

    /// The layout and display pass of the world for this window: the views that asked to draw draw.
    func modelDisplayIfNeeded() { modelDisplay(self) }

    private func modelDisplay(_ view: UIView) {
        if view.needsDisplayFlag {
            view.needsDisplayFlag = false
            view.modelDrawLayerContents()
        }
        for sub in view.subviews { modelDisplay(sub) }
    }
}

/// The screen: its scale and refresh rate.
@MainActor
public final class UIScreen {
    /// Pixels per point.
    public nonisolated let scale: CGFloat
    /// The most frames per second it shows.
    public nonisolated let maximumFramesPerSecond: Int
    /// The screen's bounds, in points (an iPhone's portrait screen).
    public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    init(scale: CGFloat, maximumFramesPerSecond: Int) {
        self.scale = scale
        self.maximumFramesPerSecond = maximumFramesPerSecond
    }

    /// The current world's screen.
    public static var main: UIScreen { ModelWorld.current.screen }

    /// The screen's traits (scale and the system settings).
    public var traitCollection: UITraitCollection {
        let settings = ModelWorld.current.settings
        return UITraitCollection(
            style: settings.userInterfaceStyle,
            direction: settings.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            category: settings.preferredContentSizeCategory, scale: scale,
            contrast: settings.accessibilityContrast, level: .base)
    }
}

/// An event (touches): the model delivers none; hit testing takes nil.
@MainActor
open class UIEvent: NSObject {}
