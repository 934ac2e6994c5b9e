import Foundation
import Testing
import UIKitModel

/// The world's run loop, main queue, other queues, timers, view animations and display links.
@MainActor @Suite struct RunLoopTests {
    final class Flags: @unchecked Sendable {  // `values` and `onMain` are touched only under `lock`
        var values: [String] = []
        var onMain: [Bool] = []
        let lock = NSLock()
        func add(_ value: String, onMain main: Bool) {
            lock.lock()
            values.append(value)
            onMain.append(main)
            lock.unlock()
        }
    }

    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/main: main-queue work runs
    /// in the order submitted, on the main thread, on the run loop's next turn (here: when the test
    /// drains the world); another queue's work runs off the main thread, before the main queue's
    /// next work.
    @Test func queuesRunInOrderWhenTheWorldTurns() {
        inWorld { world in
            let flags = Flags()
            let background = ModelDispatchQueue(label: "work")
            ModelDispatchQueue.main.async { flags.add("main 1", onMain: ModelThread.isMainThread) }
            background.async {
                flags.add("background", onMain: ModelThread.isMainThread)
                ModelDispatchQueue.main.async { flags.add("main 3", onMain: ModelThread.isMainThread) }
            }
            ModelDispatchQueue.main.async { flags.add("main 2", onMain: ModelThread.isMainThread) }
            #expect(flags.values.isEmpty && ModelThread.isMainThread)
            world.drain()
            #expect(flags.values == ["main 1", "main 2", "background", "main 3"])
            #expect(flags.onMain == [true, true, false, true])
        }
    }

    /// https://developer.apple.com/documentation/dispatch/dispatchqueue/asyncafter(deadline:qos:flags:execute:)-8ayth:
    /// main-queue work submitted for a deadline runs on the main thread once the world's clock
    /// reaches it, in deadline order, and not before (a turn of the run loop without time passing
    /// runs none).
    @Test func workAfterADeadlineRunsWhenTheClockReachesIt() {
        inWorld { world in
            let flags = Flags()
            let start = world.now
            ModelDispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
                flags.add("later", onMain: ModelThread.isMainThread)
            }
            ModelDispatchQueue.main.asyncAfter(deadline: .now() + 0.05) {
                flags.add("sooner", onMain: ModelThread.isMainThread)
            }
            world.drain()
            #expect(flags.values.isEmpty, "no time has passed")
            world.advance(to: start + 0.04)
            #expect(flags.values.isEmpty)
            world.advance(to: start + 0.06)
            #expect(flags.values == ["sooner"])
            world.advance(to: start + 0.1)
            #expect(flags.values == ["sooner", "later"] && flags.onMain == [true, true])
        }
    }

    @Test func backgroundWorkCanBeHeld() {
        inWorld { world in
            let flags = Flags()
            world.holdsBackgroundWork = true
            ModelDispatchQueue.global().async { flags.add("global", onMain: ModelThread.isMainThread) }
            world.drain()
            #expect(flags.values.isEmpty && world.hasBackgroundWork)
            #expect(world.runBackgroundWork() == 1 && flags.values == ["global"])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:):
    /// the new values are set at once; the completion runs when the animation ends, with `true`;
    /// with a zero duration "at the beginning of the next run loop cycle".
    @Test func viewAnimationsCompleteOnTheClock() {
        inWorld { world in
            let view = UIView()
            var finished: [Double] = []
            UIView.animate(withDuration: 0.3, delay: 0.1, options: [.beginFromCurrentState]) {
                view.alpha = 0.5
            } completion: { done in
                if done { finished.append(world.now) }
            }
            #expect(view.alpha == 0.5 && world.runningViewAnimations == 1)
            world.advance(by: 0.35)
            #expect(finished.isEmpty)
            world.advance(by: 0.1)
            #expect(finished == [0.4] && world.runningViewAnimations == 0)
            UIView.animate(withDuration: 0, animations: { view.alpha = 1 }) { _ in finished.append(-1) }
            #expect(finished.count == 1)
            world.drain()
            #expect(finished.last == -1)
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
            }
            #expect(UIView.areAnimationsEnabled)
        }
    }

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:):
    /// the link retains its target and calls it every frame once added to a run loop
    /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)) with the
    /// frame's `timestamp`; a lower preferred rate fires fewer frames; `invalidate()` releases it
    /// (https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()).
    @Test func displayLinkTicksOnTheWorldsFrames() {
        @MainActor final class Target: NSObject {
            var stamps: [Double] = []
            func tick(_ link: CADisplayLink) { stamps.append(link.timestamp) }
        }
        inWorld { world in
            var target: Target? = Target()
            weak let weakTarget = target
            let link = CADisplayLink(target: target!, selector: Selector("tick:", Target.tick))
            let stamps = { weakTarget?.stamps ?? [] }
            target = nil
            #expect(weakTarget != nil)
            world.advance(by: 0.05)
            #expect(stamps().isEmpty)
            link.add(to: .main, forMode: .common)
            world.advance(by: 0.05)
            #expect(stamps().count == 3 && stamps().last == 0.1)
            link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
            let before = stamps().count
            world.advance(by: 0.1)
            #expect(stamps().count - before == 3)
            link.isPaused = true
            world.advance(by: 0.1)
            #expect(stamps().count - before == 3)
            link.invalidate()
            #expect(weakTarget == nil && world.activeDisplayLinks.isEmpty)
        }
    }

    /// `CACurrentMediaTime()` reads the world's clock inside the world.
    @Test func mediaTimeIsTheWorldsClock() {
        inWorld { world in
            #expect(CACurrentMediaTime() == 0)
            world.advance(by: 1.25)
            #expect(CACurrentMediaTime() == 1.25 && world.now == 1.25)
        }
    }
}
