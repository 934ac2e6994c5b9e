import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// An app's own header driven by `CollapsingHeaderBinding`, and a `CollapsingHeaderView` released
/// on another queue, on the UIKit model.
@MainActor @Suite struct CollapsingHeaderBindingTests {
    /// The binding sets the app's height constraint to the expanded height at once and calls
    /// `onUpdate`; as the finger scrolls the content up the header absorbs the scroll point for point down
    /// to its smallest height (the content holding still), then the content moves; after
    /// `invalidate()` the constraint keeps its value and the content scrolls freely.
    @Test func anAppsOwnHeaderFollowsTheScroll() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let list = shownLongList()
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 10))
            list.superview?.addSubview(header)
            let constraint = header.heightAnchor.constraint(equalToConstant: 10)
            constraint.isActive = true
            var updates: [Double] = []
            var configuration = CollapsingHeaderController.Configuration()
            configuration.minHeight = 50
            configuration.maxHeight = 100
            let binding = CollapsingHeaderBinding(
                scrollView: list, heightConstraint: constraint, configuration: configuration
            ) { updates.append($0.height) }
            world.drain()
            #expect(constraint.constant == 100 && updates.first == 100)
            list.modelTouchDown()
            for step in 1...60 {
                list.modelMoveFinger(by: CGPoint(x: 0, y: -1))
                #expect(constraint.constant == CGFloat(max(100 - step, 50)))
                #expect(list.contentOffset.y == CGFloat(max(step - 50, 0)))
            }
            #expect(updates.last == 50 && binding.controller.height == 50)
            list.modelLiftFinger()
            binding.invalidate()
            list.contentOffset.y = 0
            world.drain()
            #expect(list.contentOffset.y == 0 && constraint.constant == 50)
        }
    }

    /// A header released on a background queue (its last reference in a closure that ran there)
    /// lets the scroll view go once the main queue runs: the content then scrolls freely.
    @Test func aHeaderReleasedOnAnotherQueueGivesBackItsScroll() {
        let world = ModelWorld(startTime: 0)
        world.run {
            world.holdsBackgroundWork = true
            let list = shownLongList()
            let header = LockedValue<CollapsingHeaderView?>(CollapsingHeaderView(title: "Inbox", subtitle: "Updated"))
            header.value?.attach(to: list)
            world.drain()
            list.modelTouchDown()
            list.modelMoveFinger(by: CGPoint(x: 0, y: -10))
            #expect(list.contentOffset.y == 0 && header.value?.controller?.height == 78)
            ModelDispatchQueue.global().async { header.value = nil }
            #expect(world.runBackgroundWork() == 1 && header.value == nil)
            world.drain()
            for _ in 0..<30 { list.modelMoveFinger(by: CGPoint(x: 0, y: -1)) }
            #expect(list.contentOffset.y == 30)
            list.modelLiftFinger()
        }
    }
}
