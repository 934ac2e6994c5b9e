/// The kind of interface an app runs with (https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom).
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
    /// Not known.
    case unspecified = -1
    /// An iPhone's.
    case phone = 0
    /// An iPad's, and a Mac Catalyst app's in the iPad idiom ("Scaled to Match iPad").
    case pad = 1
    /// Apple TV's.
    case tv = 2
    /// CarPlay's.
    case carPlay = 3
    /// A Mac Catalyst app's in the Mac idiom ("Optimize Interface for Mac").
    case mac = 5
    /// visionOS's.
    case vision = 6
}

/// The device (https://developer.apple.com/documentation/uikit/uidevice): its interface idiom,
/// which is the world's (``ModelSettings/userInterfaceIdiom``, fixed for a process in UIKit:
/// set it before the views are made).
@MainActor
public final class UIDevice {
    /// The device the app runs on.
    public static let current = UIDevice()

    private init() {}

    /// The kind of interface the app runs with.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { ModelWorld.current.settings.userInterfaceIdiom }
}

extension ModelSettings {
    /// When UIKit refuses a `UIRefreshControl` in the Mac idiom. Apple's message names
    /// `refreshControl`'s setter ("UIRefreshControl is not supported when running Catalyst apps
    /// in the Mac idiom"); reports from apps say the control raises once it is added to a view.
    /// The model offers both; code that must not crash passes under both.
    public enum MacIdiomRefreshControlRefusal: Hashable, Sendable, CaseIterable {
        /// Assigning one to a scroll view's (or a table view controller's) `refreshControl` raises.
        case onAssignment
        /// That, and adding one to any view raises too.
        case whenAddedToAnyView
    }
}

extension UIRefreshControl {
    /// UIKit's exception in the Mac idiom, word for word.
    public static let modelMacIdiomMessage =
        "UIRefreshControl is not supported when running Catalyst apps in the Mac idiom. "
        + "See UIBehavioralStyle for possible alternatives."

    /// In the Mac idiom UIKit raises (an uncaught Objective-C exception ends the app): the model
    /// stops with UIKit's message.
    static func modelRaiseInMacIdiom() {
        guard ModelWorld.current.settings.userInterfaceIdiom == .mac else { return }
        preconditionFailure("UIKit model: NSInternalInconsistencyException: \(modelMacIdiomMessage)")
    }
}
