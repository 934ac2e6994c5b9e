/// How the model's UIKit behaves where Apple's documentation says nothing: each setting offers
/// every behaviour a UIKit could plausibly have, so that code run on the model can be proven
/// under all of them (a world takes ``forNewWorlds`` when it is made; a test changes it for the
/// worlds its body makes with `ModelUIKitBehaviour.$forNewWorlds.withValue(…)`).
///
/// What Apple does document, the model does in every world, with a test citing the page: a
/// display link fires only in the run-loop modes it was added for, and the main run loop runs in
/// the tracking mode while a finger scrolls (`CADisplayLink`); `setContentOffset(_:animated:)`
/// animates at a constant velocity (`UIScrollView`).
public struct ModelUIKitBehaviour: Hashable, Sendable, CustomStringConvertible {
    /// What a write of `contentOffset` does while the scroll view decelerates or springs back
    /// after a release. Apple says only that `contentOffset` is "the point at which the origin of
    /// the content view is offset from the origin of the scroll view"
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset) and nothing
    /// of writes during the scroll view's own motion.
    public enum OffsetWriteInMotion: String, Hashable, Sendable, CaseIterable {
        /// The motion carries on from the written offset, with the speed it had (the model's first
        /// pick: assigning `contentOffset` re-anchors a finger's drag, as a drag visibly does).
        case reanchorsTheMotion
        /// The write holds until the next frame, when the scroll view's own deceleration or bounce,
        /// planned at the release, puts the content back on its path (a bounce animation that keeps
        /// running and sets `bounds` every frame; pull-to-refresh libraries' histories show
        /// offsets written in a bounce coming back a frame later).
        case motionKeepsItsPath
        /// The write stops the motion where it puts the content (as a finger's touch stops it).
        case stopsTheMotion
    }

    /// What the offset of content at rest does when the safe area changes the adjusted inset (a
    /// window's safe area arriving, a navigation bar appearing). Apple documents the adjusted
    /// inset (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset)
    /// and `adjustedContentInsetDidChange()`, not the offset.
    public enum RestingOffsetOnSafeAreaChange: String, Hashable, Sendable, CaseIterable {
        /// The offset stays, brought back inside the new range if it left it (the model's first pick).
        case clampsOnly
        /// Content resting at its top stays at its top: the offset follows the adjusted inset, so
        /// content starts under the bars (what apps report when a bar appears over a list at its top).
        case keepsContentAtTheTop
    }

    /// What `UIRefreshControl.endRefreshing()` does on a control that is not refreshing. Apple:
    /// "Call this method at the end of any refresh operation … to return the refresh control to its
    /// default state" (https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing());
    /// nothing for a control already in it.
    public enum EndRefreshingWhenIdle: String, Hashable, Sendable, CaseIterable {
        /// Nothing happens (the model's first pick).
        case doesNothing
        /// The scroll view's deceleration or bounce stops where the content is (what apps report
        /// of a table whose scrolling stops when `endRefreshing()` is called once too often).
        case stopsTheScrolling
    }

    /// How a refresh the user starts (a pull past the trigger, VoiceOver) begins. Apple documents
    /// `beginRefreshing()` for "an external event source [that] triggers a programmatic refresh"
    /// (https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()) and
    /// `.valueChanged` for the user's; not whether the user's goes through the public method.
    public enum UserRefreshStart: String, Hashable, Sendable, CaseIterable {
        /// Through `beginRefreshing()`, so a subclass's override runs (the model's first pick).
        case throughBeginRefreshing
        /// Inside UIKit, without calling `beginRefreshing()`: only `.valueChanged` tells.
        case withoutBeginRefreshing
    }

    /// What the scroll view reports during a trackpad's two-finger scroll. Apple documents that a
    /// pan gesture recognizes "scroll events, like a mouse scroll movement or a two-finger scroll on
    /// a track pad" when its `allowedScrollTypesMask` allows them
    /// (https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask),
    /// a trackpad's being `UIScrollType.continuous`
    /// (https://developer.apple.com/documentation/uikit/uiscrolltype/continuous), and `isTracking` as
    /// "whether the user has touched the content to initiate scrolling"
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/istracking): not whether two
    /// fingers on a trackpad touch the content.
    public enum TrackpadScroll: String, Hashable, Sendable, CaseIterable {
        /// `isTracking` and `isDragging`, as under a finger (the model's first pick).
        case tracksLikeAFinger
        /// `isDragging` without `isTracking`: nothing touches the content.
        case dragsWithoutTracking
    }

    /// What moves the content after the fingers lift from a trackpad with speed (the momentum).
    /// Apple documents none of it.
    public enum TrackpadMomentum: String, Hashable, Sendable, CaseIterable {
        /// The pan ends with the fingers' velocity and the scroll view decelerates, as after a
        /// finger (the model's first pick).
        case scrollViewDecelerates
        /// The system's momentum events go on changing the pan, along UIKit's deceleration curve
        /// (through the rubber band past an edge), until they die out; then the pan ends without
        /// velocity: the scroll view drags (and tracks, when it does for the trackpad) until then.
        case continuesThePan
    }

    /// What a mouse wheel's step does (`UIScrollType.discrete`, "a device like a mouse with a scroll
    /// wheel": https://developer.apple.com/documentation/uikit/uiscrolltype/discrete). Apple says
    /// nothing of the pan's states, of `isDragging`, or of the edges.
    public enum WheelStep: String, Hashable, Sendable, CaseIterable {
        /// A discrete pan: the pan begins, changes by the step and ends within the step, the scroll
        /// view drags for it and never tracks; the step stops at the content's edges (the model's
        /// first pick).
        case discretePan
        /// The offset moves by the step, within the content's range: no pan, no drag, no tracking.
        case offsetChange
        /// A discrete pan that moves the content past an edge through the rubber band, as a
        /// finger does; the content springs back after each step.
        case discretePanPastTheEdge
    }

    /// Writes of `contentOffset` while the content decelerates or springs back.
    public var offsetWriteInMotion = OffsetWriteInMotion.reanchorsTheMotion
    /// The resting offset when the safe area changes the adjusted inset.
    public var restingOffsetOnSafeAreaChange = RestingOffsetOnSafeAreaChange.clampsOnly
    /// `endRefreshing()` on a refresh control that is not refreshing.
    public var endRefreshingWhenIdle = EndRefreshingWhenIdle.doesNothing
    /// Whether the user's refresh goes through `beginRefreshing()`.
    public var userRefreshStart = UserRefreshStart.throughBeginRefreshing
    /// What the scroll view reports during a trackpad scroll.
    public var trackpadScroll = TrackpadScroll.tracksLikeAFinger
    /// What moves the content after the fingers lift from a trackpad.
    public var trackpadMomentum = TrackpadMomentum.scrollViewDecelerates
    /// What a mouse wheel's step does.
    public var wheelStep = WheelStep.discretePan

    /// The model's first picks.
    public init() {}

    /// The behaviour of worlds made now (the first picks unless a test binds another).
    @TaskLocal public static var forNewWorlds = ModelUIKitBehaviour()

    /// Each setting's other behaviours, one at a time (every other setting at its first pick): with
    /// the first picks, every behaviour of every setting.
    public static let alternatives: [ModelUIKitBehaviour] = {
        var list: [ModelUIKitBehaviour] = []
        for value in OffsetWriteInMotion.allCases.dropFirst() { list.append(with { $0.offsetWriteInMotion = value }) }
        for value in RestingOffsetOnSafeAreaChange.allCases.dropFirst() {
            list.append(with { $0.restingOffsetOnSafeAreaChange = value })
        }
        for value in EndRefreshingWhenIdle.allCases.dropFirst() {
            list.append(with { $0.endRefreshingWhenIdle = value })
        }
        for value in UserRefreshStart.allCases.dropFirst() { list.append(with { $0.userRefreshStart = value }) }
        return list
    }()

    /// Every combination of the trackpad's settings (scroll and momentum; the others at their first
    /// picks).
    public static let trackpadVariants: [ModelUIKitBehaviour] = TrackpadScroll.allCases.flatMap { scroll in
        TrackpadMomentum.allCases.map { momentum in
            with {
                $0.trackpadScroll = scroll
                $0.trackpadMomentum = momentum
            }
        }
    }

    /// Every behaviour of a wheel's step (the others at their first picks).
    public static let wheelVariants: [ModelUIKitBehaviour] = WheelStep.allCases.map { step in
        with { $0.wheelStep = step }
    }

    private static func with(_ change: (inout ModelUIKitBehaviour) -> Void) -> ModelUIKitBehaviour {
        var b = ModelUIKitBehaviour()
        change(&b)
        return b
    }

    /// The settings that differ from the first picks, or "first picks".
    public var description: String {
        let first = ModelUIKitBehaviour()
        var parts: [String] = []
        if offsetWriteInMotion != first.offsetWriteInMotion { parts.append("offset write: \(offsetWriteInMotion)") }
        if restingOffsetOnSafeAreaChange != first.restingOffsetOnSafeAreaChange {
            parts.append("safe area at rest: \(restingOffsetOnSafeAreaChange)")
        }
        if endRefreshingWhenIdle != first.endRefreshingWhenIdle { parts.append("idle end: \(endRefreshingWhenIdle)") }
        if userRefreshStart != first.userRefreshStart { parts.append("user start: \(userRefreshStart)") }
        if trackpadScroll != first.trackpadScroll { parts.append("trackpad: \(trackpadScroll)") }
        if trackpadMomentum != first.trackpadMomentum { parts.append("momentum: \(trackpadMomentum)") }
        if wheelStep != first.wheelStep { parts.append("wheel: \(wheelStep)") }
        return parts.isEmpty ? "first picks" : parts.joined(separator: ", ")
    }
}
