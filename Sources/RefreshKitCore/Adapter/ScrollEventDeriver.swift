/// The state of a scroll view's pan gesture, as `UIGestureRecognizer.State` names it.
package enum PanGesturePhase: String, Hashable, Sendable, CaseIterable {
    /// One case per `UIGestureRecognizer.State` the adapter sees, with the same name.
    case possible, began, changed, ended, cancelled, failed
}

/// Derives the ``ScrollEvent``s the controllers expect from successive observations of a
/// `UIScrollView`, without any delegate: the adapter feeds it from its key-value observers, its
/// pan-gesture target and its display-link ticks.
package struct ScrollEventDeriver: Hashable, Sendable {
    /// What prompted an observation.
    package enum Trigger: Hashable, Sendable {
        /// A key-value change (offset, size, inset, bounds), or a layout pass.
        case keyValueChange
        /// The pan gesture's callback, with its state.
        case pan(PanGesturePhase)
        /// A display-link frame.
        case tick
        /// An animated offset change the adapter started has finished.
        case scrollAnimationEnded
    }

    /// The last state seen (sanitised), or nil before the first observation.
    package private(set) var last: UIKitScrollState?
    /// Whether a finger drags the content: from `willBeginDragging` to `didEndDragging`. The
    /// adapter reports this as `ScrollMetrics.isDragging`.
    package private(set) var isDragging = false
    /// Whether a deceleration (or bounce) was seen and its end not yet reported.
    package private(set) var isAwaitingDecelerationEnd = false

    /// Creates a deriver that has seen nothing.
    package init() {}

    /// The events for a new observation of the scroll view.
    package mutating func events(for observed: UIKitScrollState, after trigger: Trigger) -> [ScrollEvent] {
        var events: [ScrollEvent] = []
        self.events(for: observed, after: trigger, into: &events)
        return events
    }

    /// The events for a new observation of the scroll view, written into `events` (emptied
    /// first, its storage kept), so that an observer reusing one buffer allocates nothing.
    ///
    /// The rules, in the order the events come out of one observation:
    /// 1. `willBeginDragging` when the pan gesture begins — or, should a key-value change arrive
    ///    before the gesture's own callback, when UIKit already says `isTracking` and `isDragging`
    ///    (a finger that has lifted is never taken for a new drag);
    /// 2. `layoutDidChange` when the content size, the bounds' size, the content inset, the adjusted
    ///    inset or the safe area changed;
    /// 3. `didScroll` when the content offset changed;
    /// 4. `didEndDragging(willDecelerate:)` when the pan gesture ends, is cancelled or fails — or
    ///    when UIKit says neither `isTracking` nor `isDragging` any more — with `willDecelerate`
    ///    UIKit's `isDecelerating` at that moment (the gesture's targets run after the scroll view's
    ///    own handler, which has started the deceleration or the bounce by then);
    /// 5. `didEndDecelerating` when `isDecelerating` was seen true (or the drag ended with
    ///    `willDecelerate`) and is now false: there is no delegate, so the end of a deceleration is
    ///    noticed on the first key-value change or display-link tick after it (the display link runs
    ///    on while ``isAwaitingDecelerationEnd`` and a client waits for the end, see ``FramePolicy``);
    /// 6. `didEndScrollingAnimation` when the observation comes from the end of an animated offset
    ///    change; `tick` last when it comes from a display-link tick.
    ///
    /// The first observation only records the state and reports `layoutDidChange`.
    package mutating func events(
        for observed: UIKitScrollState, after trigger: Trigger, into events: inout [ScrollEvent]
    ) {
        events.removeAll(keepingCapacity: true)
        let state = observed.sanitized
        guard let previous = last else {
            last = state
            isAwaitingDecelerationEnd = state.isDecelerating
            events.append(.layoutDidChange)
            if case .pan(.began) = trigger { begin(&events) }
            if trigger == .tick { events.append(.tick) }
            return
        }
        last = state
        // 1. The drag begins.
        if !isDragging {
            if case .pan(.began) = trigger {
                begin(&events)
            } else if case .pan(.changed) = trigger {
                begin(&events)
            } else if trigger == .keyValueChange || trigger == .tick, state.isTracking && state.isDragging {
                begin(&events)
            }
        }
        // 2. Layout, 3. offset.
        if state.layoutDiffers(from: previous) { events.append(.layoutDidChange) }
        if state.contentOffset != previous.contentOffset { events.append(.didScroll) }
        // 4. The drag ends.
        var endedDragNow = false
        if isDragging {
            let gestureEnded: Bool =
                switch trigger {
                case .pan(.ended), .pan(.cancelled), .pan(.failed): true
                default: false
                }
            if gestureEnded || (!state.isTracking && !state.isDragging) {
                isDragging = false
                endedDragNow = true
                events.append(.didEndDragging(willDecelerate: state.isDecelerating))
                isAwaitingDecelerationEnd = state.isDecelerating
            }
        }
        // 5. The deceleration ends.
        if !endedDragNow {
            if state.isDecelerating {
                isAwaitingDecelerationEnd = true
            } else if isAwaitingDecelerationEnd {
                isAwaitingDecelerationEnd = false
                events.append(.didEndDecelerating)
            }
        }
        // 6. Animation end, tick.
        if trigger == .scrollAnimationEnded { events.append(.didEndScrollingAnimation) }
        if trigger == .tick { events.append(.tick) }
    }

    private mutating func begin(_ events: inout [ScrollEvent]) {
        isDragging = true
        if isAwaitingDecelerationEnd {
            // A finger on moving content stops it, as in UIKit (and the simulated scroll view).
            isAwaitingDecelerationEnd = false
            events.append(.didEndDecelerating)
        }
        events.append(.willBeginDragging)
    }
}
