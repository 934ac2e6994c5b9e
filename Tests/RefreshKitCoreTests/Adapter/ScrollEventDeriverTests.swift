import Testing
@testable import RefreshKitCore

/// Deriving delegate-style events from key-value changes, the pan gesture and display-link ticks.
@Suite struct ScrollEventDeriverTests {
    func state(
        y: Double = 0, tracking: Bool = false, dragging: Bool = false, decelerating: Bool = false,
        safeTop: Double = 0
    ) -> UIKitScrollState {
        UIKitScrollState(
            contentOffset: Point(x: 0, y: y), contentSize: Size(width: 390, height: 2000),
            boundsSize: Size(width: 390, height: 844), safeAreaInsets: Insets(top: safeTop),
            isTracking: tracking, isDragging: dragging, isDecelerating: decelerating)
    }

    func started() -> ScrollEventDeriver {
        var d = ScrollEventDeriver()
        #expect(d.events(for: state(), after: .keyValueChange) == [.layoutDidChange])
        return d
    }

    @Test func aDragAndAFlingGiveTheDelegateSequence() {
        var d = started()
        #expect(d.events(for: state(tracking: true, dragging: true), after: .pan(.began)) == [.willBeginDragging])
        #expect(d.isDragging)
        #expect(d.events(for: state(y: 10, tracking: true, dragging: true), after: .keyValueChange) == [.didScroll])
        #expect(d.events(for: state(y: 20, tracking: true, dragging: true), after: .pan(.changed)) == [.didScroll])
        #expect(
            d.events(for: state(y: 20, decelerating: true), after: .pan(.ended))
                == [.didEndDragging(willDecelerate: true)])
        #expect(!d.isDragging && d.isAwaitingDecelerationEnd)
        #expect(d.events(for: state(y: 80, decelerating: true), after: .keyValueChange) == [.didScroll])
        #expect(d.events(for: state(y: 90, decelerating: true), after: .tick) == [.didScroll, .tick])
        // The last offset change came while UIKit still said decelerating; the next tick sees the end.
        #expect(d.events(for: state(y: 90), after: .tick) == [.didEndDecelerating, .tick])
        #expect(!d.isAwaitingDecelerationEnd)
        #expect(d.events(for: state(y: 90), after: .tick) == [.tick])
    }

    @Test func aDragThatStopsBeforeLiftingDoesNotDecelerate() {
        var d = started()
        _ = d.events(for: state(tracking: true, dragging: true), after: .pan(.began))
        #expect(
            d.events(for: state(y: 5), after: .pan(.ended)) == [.didScroll, .didEndDragging(willDecelerate: false)])
        #expect(d.events(for: state(y: 5), after: .tick) == [.tick])
    }

    @Test func aCancelledOrFailedGestureEndsTheDrag() {
        for phase in [PanGesturePhase.cancelled, .failed] {
            var d = started()
            _ = d.events(for: state(tracking: true, dragging: true), after: .pan(.began))
            #expect(d.events(for: state(), after: .pan(phase)) == [.didEndDragging(willDecelerate: false)])
        }
    }

    @Test func aKeyValueChangeBeforeTheGesturesCallbackStillBeginsTheDragFirst() {
        var d = started()
        #expect(
            d.events(for: state(y: -3, tracking: true, dragging: true), after: .keyValueChange)
                == [.willBeginDragging, .didScroll])
        #expect(d.events(for: state(y: -3, tracking: true, dragging: true), after: .pan(.began)) == [])
    }

    @Test func aLiftedFingerIsNeverTakenForANewDrag() {
        var d = started()
        _ = d.events(for: state(tracking: true, dragging: true), after: .pan(.began))
        _ = d.events(for: state(y: -50, decelerating: true), after: .pan(.ended))
        // UIKit may still say isDragging for a moment; without tracking it is no new drag.
        #expect(
            d.events(for: state(y: -40, dragging: true, decelerating: true), after: .keyValueChange) == [.didScroll])
        #expect(!d.isDragging)
    }

    @Test func theEndOfADragIsNoticedWithoutTheGesturesCallback() {
        var d = started()
        _ = d.events(for: state(tracking: true, dragging: true), after: .pan(.began))
        #expect(
            d.events(for: state(y: -30, decelerating: true), after: .keyValueChange)
                == [.didScroll, .didEndDragging(willDecelerate: true)])
    }

    @Test func aTouchOnMovingContentEndsTheDeceleration() {
        var d = started()
        _ = d.events(for: state(y: 100, decelerating: true), after: .keyValueChange)
        #expect(
            d.events(for: state(y: 100, tracking: true, dragging: true), after: .pan(.began))
                == [.didEndDecelerating, .willBeginDragging])
    }

    @Test func layoutChangesAreTheInsetsSizesAndSafeAreaNotTheOffset() {
        var d = started()
        #expect(d.events(for: state(y: 30), after: .keyValueChange) == [.didScroll])
        #expect(d.events(for: state(y: 30, safeTop: 96), after: .keyValueChange) == [.layoutDidChange])
        var s = state(y: 40, safeTop: 96)
        s.contentSize.height = 2600
        #expect(d.events(for: s, after: .keyValueChange) == [.layoutDidChange, .didScroll])
        s.contentInset.top = 64
        #expect(d.events(for: s, after: .keyValueChange) == [.layoutDidChange])
        #expect(d.events(for: s, after: .keyValueChange) == [])
    }

    @Test func theEndOfAnAnimatedOffsetChangeIsReported() {
        var d = started()
        #expect(d.events(for: state(y: -64), after: .scrollAnimationEnded) == [.didScroll, .didEndScrollingAnimation])
    }

    @Test func nonFiniteValuesDoNotRepeatEvents() {
        var d = started()
        let bad = UIKitScrollState(
            contentOffset: Point(x: .nan, y: .nan), contentSize: Size(width: .nan, height: 1),
            boundsSize: Size(width: 390, height: 844))
        _ = d.events(for: bad, after: .keyValueChange)
        #expect(d.events(for: bad, after: .keyValueChange) == [])
        #expect(d.events(for: bad, after: .tick) == [.tick])
    }

    /// On a simulated scroll view, the derived events are exactly the ones the simulated view
    /// posts itself (its "delegate"), for a pull with a bounce and a fling with a deceleration.
    @MainActor @Test func derivedEventsMatchTheSimulatedDelegate() {
        let sv = makeScrollView(safeArea: Insets(top: 91, bottom: 34))
        let host = OneInsetHost(sv)
        var nativeEvents: [ScrollEvent] = []
        let recorder = EventRecorder { nativeEvents.append($0) }
        sv.addObserver(recorder)
        sv.drag(by: 150)
        sv.liftFinger(velocity: 0)  // bounce back
        sv.wait(1.5)
        sv.drag(by: -300, duration: 0.2)
        sv.liftFinger(velocity: -1500)  // fling up
        sv.wait(4)
        sv.drag(by: 20, duration: 0.1)  // a touch on still content
        sv.liftFinger(velocity: 0)
        let derived = host.sent.filter { $0 != .tick && $0 != .layoutDidChange }
        let native = nativeEvents.filter { $0 != .tick && $0 != .layoutDidChange }
        #expect(derived == native)
        #expect(native.contains(.didEndDecelerating))
        #expect(native.filter { $0 == .willBeginDragging }.count == 3)
        withExtendedLifetime(recorder) {}
    }
}
