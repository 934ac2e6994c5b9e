/// The application: its state and the life-cycle notifications
/// (https://developer.apple.com/documentation/uikit/uiapplication), posted by the world
/// (``ModelWorld/enterBackground(removingAnimations:)``, ``ModelWorld/enterForeground()``).
@MainActor
open class UIApplication: UIResponder {
    /// The app's state.
    public enum State: Int, Hashable, Sendable {
        case active, inactive, background
    }

    /// The application.
    public static let shared = UIApplication()

    /// The current world's state.
    public var applicationState: State { ModelWorld.current.applicationState }
    /// The direction of the app's language.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        ModelWorld.current.settings.layoutDirection
    }
    /// The text size the user chose.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        ModelWorld.current.settings.preferredContentSizeCategory
    }

    /// Posted when the app is about to become inactive.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back from the background.
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app became active.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
}
