import Foundation
import RefreshKitCore
import Testing
import UIKitModel

/// What Apple documents of run-loop modes and of `setContentOffset(_:animated:)`, which the model
/// does in every world.
@MainActor @Suite struct RunLoopModeTests {
    @MainActor final class Ticks: NSObject {
        var count = 0
        func tick(_ link: CADisplayLink) { count += 1 }
    }

    private func link(_ ticks: Ticks, _ modes: [RunLoop.Mode]) -> CADisplayLink {
        let link = CADisplayLink(
            target: ticks, selector: Selector("tick:") { (ticks: Ticks, link: CADisplayLink) in ticks.tick(link) })
        for mode in modes { link.add(to: RunLoop.main, forMode: mode) }
        return link
    }

    /// https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:): "While
    /// the run loop is executing in a mode you specify, the display link notifies the target";
    /// https://developer.apple.com/documentation/foundation/runloop/mode/tracking: "The mode set
    /// while tracking in controls takes place"; `.common` is "a pseudo-mode that includes one or more
    /// other run loop modes" (…/runloop/mode/common), the default and event-tracking ones by the
    /// Threading Programming Guide ("Run Loops"; UIKit's tracking mode among them is the model's reading). A link for `.default` stops while
    /// a finger is on a scroll view; one for `.common` (the adapter's) never does.
    @Test func aDisplayLinkFiresOnlyInItsModes() {
        inWorld { world in
            let window = makeWindow()
            let sv = UIScrollView(frame: window.bounds)
            sv.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(sv)
            let onDefault = Ticks(), onCommon = Ticks(), onTracking = Ticks(), onBoth = Ticks()
            let links = [
                link(onDefault, [.default]), link(onCommon, [.common]), link(onTracking, [.tracking]),
                link(onBoth, [.default, .tracking]),
            ]
            #expect(world.runLoopMode == .default)
            world.advance(by: 0.1)
            #expect([onDefault, onCommon, onTracking, onBoth].map(\.count) == [6, 6, 0, 6])
            sv.modelTouchDown()
            #expect(world.runLoopMode == .tracking)
            for _ in 0..<6 {
                sv.modelMoveFinger(by: CGPoint(x: 0, y: -5))
                world.advance(by: 1.0 / 60)
            }
            #expect([onDefault, onCommon, onTracking, onBoth].map(\.count) == [6, 12, 6, 12], "while tracking")
            sv.modelLiftFinger()
            #expect(world.runLoopMode == .default)
            world.advance(by: 0.1)
            #expect([onDefault, onCommon, onTracking, onBoth].map(\.count) == [12, 18, 6, 18])
            links.forEach { $0.invalidate() }
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:):
    /// "true to animate the transition at a constant velocity to the new offset": the content
    /// moves the same distance every frame (over the model's 0.3 s; Apple gives no duration).
    @Test func anAnimatedOffsetMovesAtAConstantVelocity() {
        inWorld { world in
            let window = makeWindow()
            let sv = UIScrollView(frame: window.bounds)
            sv.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(sv)
            world.drain()
            sv.setContentOffset(CGPoint(x: 0, y: 180), animated: true)
            var offsets: [CGFloat] = [sv.contentOffset.y]
            for _ in 0..<18 {
                world.advance(by: 1.0 / 60)
                offsets.append(sv.contentOffset.y)
            }
            let steps = zip(offsets, offsets.dropFirst()).map { $1 - $0 }
            #expect(steps.allSatisfy { abs($0 - 10) < 1e-6 }, "\(steps)")
            #expect(offsets.last == 180 && !sv.isDecelerating)
        }
    }
}
