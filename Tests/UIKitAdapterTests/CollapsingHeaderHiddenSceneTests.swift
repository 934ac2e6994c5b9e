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
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let list = UIScrollView(frame: window.bounds)
            list.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(list)
            window.makeKeyAndVisible()
            let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
            header.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
            window.addSubview(header)
            header.attach(to: list)
            world.drain()
            let sceneView = try #require(header.subviews.compactMap { $0 as? SceneView }.first)
            #expect(sceneView.layer.isHidden, "the plan plays")
            let shownSize = sceneView.bounds.size
            // The app's frame layout follows the header's height, one point of scroll at a time.
            for _ in 0..<30 {
                list.contentOffset.y += 1
                header.frame.size.height = header.intrinsicContentSize.height
                header.layoutIfNeeded()
                #expect(sceneView.layer.isHidden)
                #expect(sceneView.bounds.size == shownSize, "a hidden scene view is not resized")
            }
            #expect(header.frame.height == 58)
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
