/// The system's settings an app reads — what a user changes in Settings or Control Center. A
/// change posts the notification UIKit documents for it and, for those that are traits, tells
/// every window's views (`traitCollectionDidChange(_:)`).
@MainActor
public final class ModelSettings {
    weak var world: ModelWorld?

    /// Reduce Motion (`UIAccessibility.isReduceMotionEnabled`); a change posts
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public var isReduceMotionEnabled = false {
        didSet {
            if oldValue != isReduceMotionEnabled { post(UIAccessibility.reduceMotionStatusDidChangeNotification) }
        }
    }
    /// VoiceOver (`UIAccessibility.isVoiceOverRunning`); a change posts
    /// `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public var isVoiceOverRunning = false {
        didSet { if oldValue != isVoiceOverRunning { post(UIAccessibility.voiceOverStatusDidChangeNotification) } }
    }
    /// The text size (Dynamic Type); a change posts `UIContentSizeCategory.didChangeNotification`
    /// and changes every view's traits.
    public var preferredContentSizeCategory = UIContentSizeCategory.large {
        didSet {
            guard oldValue != preferredContentSizeCategory else { return }
            traitsDidChange()
            post(
                UIContentSizeCategory.didChangeNotification,
                userInfo: [UIContentSizeCategory.newValueUserInfoKey: preferredContentSizeCategory])
        }
    }
    /// Light or dark; a change changes every view's traits.
    public var userInterfaceStyle = UIUserInterfaceStyle.light {
        didSet { if oldValue != userInterfaceStyle { traitsDidChange() } }
    }
    /// Increase Contrast; a change changes every view's traits.
    public var accessibilityContrast = UIAccessibilityContrast.normal {
        didSet { if oldValue != accessibilityContrast { traitsDidChange() } }
    }
    /// The kind of interface the app runs with (`UIDevice.current.userInterfaceIdiom`): `.phone`
    /// by default; `.pad` for an iPad or a Mac Catalyst app in the iPad idiom, `.mac` for one in
    /// the Mac idiom. UIKit fixes it for a process: set it before the views are made.
    public var userInterfaceIdiom = UIUserInterfaceIdiom.phone
    /// When UIKit refuses a `UIRefreshControl` in the Mac idiom (both are plausible; see
    /// ``MacIdiomRefreshControlRefusal``).
    public var macIdiomRefreshControlRefusal = MacIdiomRefreshControlRefusal.onAssignment
    /// The direction of the app's language (`UIApplication.userInterfaceLayoutDirection`, the
    /// traits' `layoutDirection`); a change changes every view's traits.
    public var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight {
        didSet { if oldValue != layoutDirection { traitsDidChange() } }
    }

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        guard let world else { return }
        world.run { world.notificationCenter.post(name: name, object: nil, userInfo: userInfo) }
    }

    private func traitsDidChange() {
        guard let world else { return }
        world.run { for window in world.allWindows { window.modelTraitsDidChange() } }
    }
}
