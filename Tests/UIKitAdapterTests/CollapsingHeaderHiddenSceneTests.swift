import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// While its layer plan plays, a collapsing header's fallback scene view is hidden and stays its
/// size: a resize would mark it for a redraw (`contentMode = .redraw`) at every scroll event,
/// drawing a scene nobody sees. When the scene shows again it has the header's size.
@MainActor @Suite struct CollapsingHeaderHiddenSceneTests {
    @Test func theHiddenSceneViewIsNotResizedWhileThePlanPlays() throws {
        let world = ModelWorld(startTime: 0)
        try world.run {
            let (window, list, header) = CollapsingHeaderLifetimeTests.makeScene()
            world.drain()
            let sceneView = try #require(header.subviews.compactMap { $0 as? SceneView }.first)
            #expect(sceneView.layer.isHidden, "the plan plays")
            let shownSize = sceneView.bounds.size
            // The app's frame layout follows the header's height, one point of the finger's scroll
            // at a time.
            list.modelTouchDown()
            for _ in 0..<30 {
                list.modelMoveFinger(by: CGPoint(x: 0, y: -1))
                header.frame.size.height = header.intrinsicContentSize.height
                header.layoutIfNeeded()
                #expect(sceneView.layer.isHidden)
                #expect(sceneView.bounds.size == shownSize, "a hidden scene view is not resized")
            }
            list.modelLiftFinger()
            #expect(header.frame.height == 58 && header.window === window)
            // A new width needs a new plan: the scene shows meanwhile, at the header's size.
            world.holdsBackgroundWork = true
            header.frame.size.width = 320
            header.layoutIfNeeded()
            #expect(!sceneView.layer.isHidden)
            #expect(sceneView.frame == header.bounds)
            world.holdsBackgroundWork = false
            world.drain()
        }
    }
}
