/// VoiceOver and the accessibility settings an app reads
/// (https://developer.apple.com/documentation/uikit/uiaccessibility): posts are recorded in the
/// world (``ModelRecord/accessibilityPosts``); the settings are the world's (``ModelSettings``).
public enum UIAccessibility {
    /// A notification an app posts to VoiceOver.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout changed a little.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Something to say (the argument is the text).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll by page finished (the argument says where).
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells VoiceOver `notification` with `argument` (the model records it).
    @MainActor public static func post(notification: Notification, argument: Any?) {
        let world = ModelWorld.current
        world.record.append(
            ModelRecord.AccessibilityPost(notification: notification, argument: argument, time: world.now))
    }

    /// Whether Reduce Motion is on.
    @MainActor public static var isReduceMotionEnabled: Bool { ModelWorld.current.settings.isReduceMotionEnabled }
    /// Whether VoiceOver runs.
    @MainActor public static var isVoiceOverRunning: Bool { ModelWorld.current.settings.isVoiceOverRunning }

    /// Posted when Reduce Motion changes.
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// What kind of element an accessibility element is.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// The direction of a three-finger scroll (VoiceOver's scroll by page): `.up` scrolls the content
/// up the page, towards its top (a three-finger swipe down).
public enum UIAccessibilityScrollDirection: Int, Hashable, Sendable {
    case right = 1, left, up, down, next, previous
}

/// An action VoiceOver offers in the rotor's Actions.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// The action's name, as VoiceOver says it.
    open var name: String
    private let handler: (UIAccessibilityCustomAction) -> Bool

    /// An action named `name` that runs `actionHandler` (true when it succeeded).
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        handler = actionHandler
        super.init()
    }

    /// VoiceOver performs the action (the model's user choosing it in the rotor).
    @discardableResult
    public func modelPerform() -> Bool { handler(self) }
}
