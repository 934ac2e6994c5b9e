/// What an app told the system, in order: VoiceOver posts, haptic impacts and log messages — what a
/// test reads to see them, as a user would hear, feel or find in the console.
public final class ModelRecord: @unchecked Sendable {  // every access to the lists holds `lock`
    /// One `UIAccessibility.post(notification:argument:)`.
    // Sendable unchecked: the argument (`Any?`, as UIKit types it) is the value posted, never
    // mutated; the adapter posts strings and attributed strings, which are immutable.
    public struct AccessibilityPost: @unchecked Sendable {
        /// The notification.
        public var notification: UIAccessibility.Notification
        /// Its argument (the text of an announcement).
        public var argument: Any?
        /// When, on the world's clock.
        public var time: Double
    }

    /// One haptic event.
    public struct Haptic: Hashable, Sendable {
        /// `prepare()` or an impact.
        public enum Kind: Hashable, Sendable {
            case prepare
            case impact(intensity: Double)
        }
        /// The generator's style.
        public var style: UIImpactFeedbackGenerator.FeedbackStyle
        /// What happened.
        public var kind: Kind
        /// When, on the world's clock.
        public var time: Double

        /// An event of `style` and `kind` at `time`.
        public init(style: UIImpactFeedbackGenerator.FeedbackStyle, kind: Kind, time: Double) {
            self.style = style
            self.kind = kind
            self.time = time
        }
    }

    /// One log message of `Logger`.
    public struct LogEntry: Hashable, Sendable {
        /// The logger's subsystem.
        public var subsystem: String
        /// The logger's category.
        public var category: String
        /// The level.
        public var level: OSLogType
        /// The message as the console shows it to a developer (private values redacted).
        public var message: String
    }

    private let lock = NSLock()
    private var posts: [AccessibilityPost] = []
    private var haptics: [Haptic] = []
    private var logs: [LogEntry] = []

    /// VoiceOver posts, in order.
    public var accessibilityPosts: [AccessibilityPost] { locked { posts } }
    /// Haptic events, in order.
    public var hapticEvents: [Haptic] { locked { haptics } }
    /// Log messages, in order.
    public var logEntries: [LogEntry] { locked { logs } }

    func append(_ post: AccessibilityPost) { locked { posts.append(post) } }
    func append(_ haptic: Haptic) { locked { haptics.append(haptic) } }
    func append(_ entry: LogEntry) { locked { logs.append(entry) } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
