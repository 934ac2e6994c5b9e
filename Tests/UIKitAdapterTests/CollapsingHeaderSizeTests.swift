import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The collapsing header's size for frame layout, on the UIKit model: its `intrinsicContentSize`
/// is the height it has now, with no width of its own
/// (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize).
@MainActor @Suite struct CollapsingHeaderSizeTests {
    /// Before it follows a scroll view the header wants its full height; as the content scrolls
    /// up under the finger it wants the height it collapsed to, point for point, down to its smallest.
    @Test func theIntrinsicHeightFollowsTheCollapse() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let list = shownLongList()
            let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
            #expect(header.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 88))
            header.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
            list.window?.addSubview(header)
            header.attach(to: list)
            world.drain()
            var heights: [CGFloat] = []
            list.modelTouchDown()
            for _ in 0..<60 {
                list.modelMoveFinger(by: CGPoint(x: 0, y: -1))
                heights.append(header.intrinsicContentSize.height)
                #expect(header.intrinsicContentSize.width == UIView.noIntrinsicMetric)
            }
            #expect(Array(heights.prefix(44)) == (1...44).map { 88 - CGFloat($0) })
            #expect(heights.suffix(16).allSatisfy { $0 == 44 })
        }
    }
}
