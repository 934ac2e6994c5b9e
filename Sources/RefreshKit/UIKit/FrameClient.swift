#if canImport(UIKit)
import QuartzCore
import RefreshKitCore
import UIKit
#elseif UIKIT_MODEL
import RefreshKitCore
import UIKitModel
#endif
#if canImport(UIKit) || UIKIT_MODEL

/// Something on a scroll view that may need display-link frames (a refresh control, a
/// collapsing header): it adds what it needs to the host's demand.
@MainActor
protocol FrameClient: AnyObject {
    func contribute(to demand: inout FramePolicy.Demand)
}

/// A frame client held weakly by its host.
struct WeakFrameClient {
    weak var value: (any FrameClient)?
}
#endif
