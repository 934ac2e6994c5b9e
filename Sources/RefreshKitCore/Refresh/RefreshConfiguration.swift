/// How a refresh control behaves. Every default is named.
///
/// Height (how much room the control takes while refreshing) and trigger distance (how far the
/// user must pull) are independent; the trigger defaults to the height.
public struct RefreshConfiguration: Hashable, Sendable {
    /// How a footer starts loading.
    public enum Mode: String, Hashable, Sendable {
        /// The user pulls past the end of the content and releases (like a header).
        case pull
        /// Loading starts once, by itself, when the user's scroll brings the end of the content
        /// within `autoTriggerDistance` (and, with `fillsViewport`, while a short list's end
        /// shows); never while the content is empty or the header refreshes.
        case auto
    }

    /// The standard header height: 64 pt.
    @usableFromInline package static let defaultHeight = 64.0
    /// The tall header and footer height: 80 pt.
    package static let textStrokeHeight = 80.0
    /// Default distance before the end at which an auto footer loads: 0 (when the end shows).
    @usableFromInline package static let defaultAutoTriggerDistance = 0.0
    /// Default duration of the inset animations: 0.3 s.
    @usableFromInline package static let defaultInsetAnimationDuration = 0.3

    /// The room the control takes while refreshing: the inset share it holds, in points.
    public var height: Double
    /// How far past the resting edge the user must pull to arm the control, in points; nil
    /// means `height`.
    public var triggerDistance: Double?
    /// Pull or auto (auto is meant for footers; a header treats it as pull).
    public var mode: Mode
    /// For auto footers: how far before the end loading starts, in points.
    public var autoTriggerDistance: Double
    /// Whether this control may refresh while the other edge refreshes.
    public var allowsSimultaneousRefresh: Bool
    /// Whether inset changes animate.
    public var animatesInsets: Bool
    /// How long, in seconds, an animated inset change takes: the scroll view opens its room for
    /// a refresh and closes it again over this time, and the finishing state lasts this long
    /// after the control gives its share back (after the indicator's hold).
    public var insetAnimationDuration: Double
    /// For auto footers: whether the footer keeps its height of room below the last row at rest
    /// (idle, no more data, failed), as MJRefresh's auto footers do, so its "Load more", "No more
    /// data" or "Tap to retry" shows without over-scrolling; the content inset is then the app's
    /// plus that room. It loads by the same rule as a footer that holds no room. False by
    /// default: the footer takes room only while it loads. Ignored for headers and pull footers.
    public var holdsRoomAtRest: Bool
    /// For auto footers: whether a short list loads by itself, without a scroll, until its
    /// content fills the scroll view — SwiftUI's `.loadMore` does (``loadMoreFillingViewport``).
    /// A non-empty list whose end shows loads at once, and again each time its content changed
    /// since the last load while its end still shows; a load that adds nothing is never repeated.
    /// False (the default): the footer loads only when the user's scroll brings its end into
    /// view, as MJRefresh's and ESPullToRefresh's footers do. Ignored for headers and pull
    /// footers.
    public var fillsViewport: Bool

    /// Creates a configuration.
    ///
    /// Nothing is checked here: ``validated()`` reports unusable numbers, and a control
    /// replaces each of them by its default.
    ///
    /// - Parameters:
    ///   - height: The room the control takes while refreshing, in points; 64 by default.
    ///   - triggerDistance: How far to pull to arm the control, in points; nil (the default)
    ///     means `height`.
    ///   - mode: How a footer starts loading; `.pull` by default.
    ///   - autoTriggerDistance: For auto footers, how far before the end loading starts, in
    ///     points; 0 by default.
    ///   - allowsSimultaneousRefresh: Whether this control may refresh while the other edge
    ///     refreshes; false by default.
    ///   - animatesInsets: Whether inset changes animate; true by default.
    ///   - insetAnimationDuration: How long animated inset changes take, in seconds; 0.3 by
    ///     default.
    ///   - holdsRoomAtRest: For auto footers, whether the footer keeps its room below the last
    ///     row at rest; false by default.
    ///   - fillsViewport: For auto footers, whether a short list loads by itself until its
    ///     content fills the scroll view; false by default.
    public init(
        height: Double = RefreshConfiguration.defaultHeight, triggerDistance: Double? = nil,
        mode: Mode = .pull,
        autoTriggerDistance: Double = RefreshConfiguration.defaultAutoTriggerDistance,
        allowsSimultaneousRefresh: Bool = false, animatesInsets: Bool = true,
        insetAnimationDuration: Double = RefreshConfiguration.defaultInsetAnimationDuration,
        holdsRoomAtRest: Bool = false, fillsViewport: Bool = false
    ) {
        self.height = height
        self.triggerDistance = triggerDistance
        self.mode = mode
        self.autoTriggerDistance = autoTriggerDistance
        self.allowsSimultaneousRefresh = allowsSimultaneousRefresh
        self.animatesInsets = animatesInsets
        self.insetAnimationDuration = insetAnimationDuration
        self.holdsRoomAtRest = holdsRoomAtRest
        self.fillsViewport = fillsViewport
    }

    /// The standard header: 64 pt high, armed at 64 pt.
    public static let standard = RefreshConfiguration(height: defaultHeight)
    /// A tall header or footer: 80 pt high, armed at 80 pt.
    public static let tall = RefreshConfiguration(height: textStrokeHeight)

    /// The trigger distance in effect: `triggerDistance`, or the height.
    public var effectiveTriggerDistance: Double { triggerDistance ?? height }

    /// Checks every number, or throws a ``RefreshConfigurationError`` that says which one is
    /// wrong and what to pass.
    ///
    /// `height` and `triggerDistance` (when set) must be finite and greater than zero;
    /// `autoTriggerDistance` and `insetAnimationDuration` finite and zero or more.
    ///
    /// - Returns: The configuration, unchanged.
    /// - Throws: ``RefreshConfigurationError/invalid(field:value:)`` for the first unusable
    ///   number, in the order above.
    public func validated() throws -> RefreshConfiguration {
        guard height.isFinite, height > 0 else {
            throw RefreshConfigurationError.invalid(field: "height", value: height)
        }
        if let t = triggerDistance, !(t.isFinite && t > 0) {
            throw RefreshConfigurationError.invalid(field: "trigger", value: t)
        }
        guard autoTriggerDistance.isFinite, autoTriggerDistance >= 0 else {
            throw RefreshConfigurationError.invalid(field: "autoDistance", value: autoTriggerDistance)
        }
        guard insetAnimationDuration.isFinite, insetAnimationDuration >= 0 else {
            throw RefreshConfigurationError.invalid(field: "insetAnimationDuration", value: insetAnimationDuration)
        }
        return self
    }
}

/// A configuration value that cannot be used.
public enum RefreshConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `field` holds `value`, which is not a usable number. `field` is "height", "trigger"
    /// (`triggerDistance`), "autoDistance" (`autoTriggerDistance`) or "insetAnimationDuration".
    case invalid(field: String, value: Double)

    /// One line: what is wrong and what to pass instead.
    public var description: String {
        switch self {
        case let .invalid(field, value):
            field == "autoDistance" || field == "insetAnimationDuration"
                ? "\(field) is \(value): pass a finite number of zero or more"
                : "\(field) is \(value): pass a finite number greater than zero"
        }
    }
}
