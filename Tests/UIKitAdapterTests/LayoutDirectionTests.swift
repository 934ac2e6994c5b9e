import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The indicator's direction follows the view, as a UIKit control's content does
/// (`effectiveUserInterfaceLayoutDirection`: the semantic content attribute read against the
/// trait collection's direction): left nil, `layoutDirection` takes the control's attribute (or,
/// when unspecified, its scroll view's) and its traits; set, it wins.
@MainActor @Suite struct LayoutDirectionTests {
    /// The direction the control's last full redraw drew in.
    private func drawnDirection(_ control: RefreshControl) -> RefreshLayoutDirection? {
        control.drawing.template?.resolvedLayoutDirection
    }

    @Test func theDrawingFollowsTheViewsDirection() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let scene = ControlScene(in: world)
            let control = scene.header(RefreshControl(.classic()))
            #expect(drawnDirection(control) == .leftToRight)
            // Forced on the control.
            control.semanticContentAttribute = .forceRightToLeft
            world.drain()
            #expect(drawnDirection(control) == .rightToLeft)
            control.semanticContentAttribute = .unspecified
            world.drain()
            #expect(drawnDirection(control) == .leftToRight)
            // Forced on the scroll view it sits in, seen at the next layout.
            scene.list.semanticContentAttribute = .forceRightToLeft
            scene.list.contentSize.height = 2100
            world.drain()
            #expect(drawnDirection(control) == .rightToLeft)
            scene.list.semanticContentAttribute = .unspecified
            scene.list.contentSize.height = 2000
            world.drain()
            #expect(drawnDirection(control) == .leftToRight)
            // The trait collection's direction (the app in a right-to-left language): a trait
            // change redraws.
            world.settings.layoutDirection = .rightToLeft
            world.drain()
            #expect(drawnDirection(control) == .rightToLeft)
            // The property, set, wins.
            control.layoutDirection = .leftToRight
            world.drain()
            #expect(drawnDirection(control) == .leftToRight)
        }
    }

    @Test func styledControlFollowsTheViewsDirection() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let scene = ControlScene(in: world)
            let control = StyledRefreshControl(.classic(), action: {})
            scene.list.refreshControl = control
            world.drain()
            #expect(control.drawing.template?.resolvedLayoutDirection == .leftToRight)
            control.semanticContentAttribute = .forceRightToLeft
            world.drain()
            #expect(control.drawing.template?.resolvedLayoutDirection == .rightToLeft)
            // The app's own `layoutDirection` wins over the view's, and nil gives it back.
            control.layoutDirection = .leftToRight
            world.drain()
            #expect(control.drawing.template?.resolvedLayoutDirection == .leftToRight)
            control.layoutDirection = nil
            world.drain()
            #expect(control.drawing.template?.resolvedLayoutDirection == .rightToLeft)
        }
    }
}
