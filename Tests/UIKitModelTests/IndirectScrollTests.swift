import RefreshKitCore
import RefreshKitSimulation
import Testing
import UIKitModel

/// A trackpad's two-finger scroll and a mouse wheel's steps on the model's scroll view, under each
/// behaviour `ModelUIKitBehaviour` offers for them: what the pan's target hears, and what
/// `isTracking`, `isDragging` and `isDecelerating` say.
@MainActor @Suite struct IndirectScrollTests {
    /// Records the pan's states with the scroll view's flags at each.
    @MainActor final class PanLog {
        var entries: [(state: UIGestureRecognizer.State, tracking: Bool, dragging: Bool)] = []
        weak var scrollView: UIScrollView?
        func pan(_ recognizer: UIPanGestureRecognizer) {
            entries.append((recognizer.state, scrollView?.isTracking ?? false, scrollView?.isDragging ?? false))
        }
        var states: [UIGestureRecognizer.State] { entries.map(\.state) }
    }

    private func scene(_ behaviour: ModelUIKitBehaviour, _ body: (ModelWorld, UIScrollView, PanLog) -> Void) {
        let world = ModelUIKitBehaviour.$forNewWorlds.withValue(behaviour) {
            ModelWorld(startTime: 0, scale: 3, framesPerSecond: 60)
        }
        world.run {
            let window = makeWindow()
            let sv = UIScrollView(frame: window.bounds)
            sv.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(sv)
            world.drain()
            let log = PanLog()
            log.scrollView = sv
            sv.panGestureRecognizer.addTarget(
                log, action: Selector("pan:") { (l: PanLog, p: UIPanGestureRecognizer) in l.pan(p) })
            body(world, sv, log)
        }
    }

    private func with(_ change: (inout ModelUIKitBehaviour) -> Void) -> ModelUIKitBehaviour {
        var b = ModelUIKitBehaviour()
        change(&b)
        return b
    }

    /// The input variants: every trackpad combination, every wheel step, each once; the first
    /// picks among them.
    @Test func theInputVariantsCoverEveryBehaviourOnce() {
        let pads = ModelUIKitBehaviour.trackpadVariants, wheels = ModelUIKitBehaviour.wheelVariants
        #expect(pads.count == 2 * 2 && Set(pads).count == 4 && pads.contains(ModelUIKitBehaviour()))
        #expect(Set(pads.map(\.trackpadMomentum)) == Set(ModelUIKitBehaviour.TrackpadMomentum.allCases))
        #expect(wheels.map(\.wheelStep) == ModelUIKitBehaviour.WheelStep.allCases)
        #expect(!ModelUIKitBehaviour.alternatives.contains { $0.wheelStep != .discretePan })
    }

    /// Two fingers scroll: the pan begins and changes; the scroll view drags, and tracks only
    /// under `tracksLikeAFinger`; the content follows through the rubber band at the top.
    @Test(arguments: ModelUIKitBehaviour.TrackpadScroll.allCases)
    func aTrackpadScrollPans(_ setting: ModelUIKitBehaviour.TrackpadScroll) {
        scene(with { $0.trackpadScroll = setting }) { world, sv, log in
            sv.modelTrackpadTouch()
            #expect(sv.isTracking == (setting == .tracksLikeAFinger) && !sv.isDragging)
            for _ in 0..<5 {
                sv.modelTrackpadScroll(by: CGPoint(x: 0, y: 20))
                world.advance(by: 1.0 / 60)
            }
            #expect(log.states == [.began, .changed, .changed, .changed, .changed])
            #expect(log.entries.allSatisfy { $0.dragging && $0.tracking == (setting == .tracksLikeAFinger) })
            #expect(sv.contentOffset.y < 0 && sv.contentOffset.y > -100, "rubber band: less than the fingers' 100 pt")
            sv.modelTrackpadLift()
            #expect(log.states.last == .ended && !sv.isTracking && !sv.isDragging && sv.isDecelerating)
            world.advance(by: 2)
            #expect(sv.contentOffset.y == 0 && !sv.isDecelerating)
        }
    }

    /// Fingers lifting with speed in the middle of the content: the scroll view decelerates, or
    /// the momentum changes the pan along the same curve (dragging all the while) and the pan ends
    /// when it dies out.
    @Test(arguments: ModelUIKitBehaviour.TrackpadMomentum.allCases)
    func theMomentumAfterTheLift(_ setting: ModelUIKitBehaviour.TrackpadMomentum) {
        scene(with { $0.trackpadMomentum = setting }) { world, sv, log in
            sv.contentOffset.y = 1000
            sv.modelTrackpadScroll(by: CGPoint(x: 0, y: -30))
            sv.modelTrackpadLift(velocity: CGPoint(x: 0, y: -800))
            let lifted = sv.contentOffset.y
            world.advance(by: 0.5)
            // UIKit's deceleration from 800 pt/s for 0.5 s, whichever carries it.
            let decel = ScrollPhysics.uikit.deceleration
            let expected = Double(lifted) + decel.position(from: 0, velocity: 800, at: 0.5)
            #expect(abs(Double(sv.contentOffset.y) - expected) < 0.5, "\(sv.contentOffset.y) against \(expected)")
            switch setting {
            case .scrollViewDecelerates:
                #expect(sv.isDecelerating && !sv.isDragging && log.states == [.began, .ended])
            case .continuesThePan:
                #expect(!sv.isDecelerating && sv.isDragging && sv.isTracking && log.states.last == .changed)
            }
            world.advance(by: 8)
            #expect(!sv.isDragging && !sv.isDecelerating && log.states.last == .ended)
        }
    }

    /// A finger touching during the momentum ends the momentum's pan first (without velocity).
    @Test func aFingerStopsTheMomentum() {
        scene(with { $0.trackpadMomentum = .continuesThePan }) { world, sv, log in
            sv.contentOffset.y = 1000
            sv.modelTrackpadScroll(by: CGPoint(x: 0, y: -30))
            sv.modelTrackpadLift(velocity: CGPoint(x: 0, y: -800))
            world.advance(by: 0.2)
            sv.modelTouchDown()
            #expect(log.states.last == .ended && sv.isTracking && !sv.isDragging)
            let y = sv.contentOffset.y
            world.advance(by: 0.2)
            #expect(sv.contentOffset.y == y)
        }
    }

    /// A wheel's steps towards the top while the content rests there: a discrete pan that never
    /// tracks (begins and ends within the step, dragging only while it moves), stopping at the top
    /// or pulling past it and springing back; or an offset change with no pan at all.
    @Test(arguments: ModelUIKitBehaviour.WheelStep.allCases)
    func aWheelStepAtTheTop(_ setting: ModelUIKitBehaviour.WheelStep) {
        scene(with { $0.wheelStep = setting }) { world, sv, log in
            sv.contentOffset.y = 30
            sv.modelWheelStep(by: CGPoint(x: 0, y: 40))
            #expect(!sv.isTracking && !sv.isDragging)
            switch setting {
            case .discretePan:
                #expect(log.states == [.began, .ended] && sv.contentOffset.y == 0)
                #expect(!log.entries[0].tracking && log.entries[0].dragging)
            case .offsetChange:
                #expect(log.states.isEmpty && sv.contentOffset.y == 0)
            case .discretePanPastTheEdge:
                #expect(log.states == [.began, .ended] && sv.contentOffset.y < 0 && sv.isDecelerating)
                #expect(!log.entries[0].tracking && log.entries[0].dragging)
            }
            world.advance(by: 2)
            #expect(sv.contentOffset.y == 0 && !sv.isDecelerating)
        }
    }
}
