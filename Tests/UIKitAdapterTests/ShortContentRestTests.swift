import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// Content shorter than the view, through the adapter's `UIScrollViewHost`, `UIKitScrollState`
/// and `RefreshControl` on the UIKit model. UIKit may leave a resting offset a pixel past the top
/// (−47 ∓ 1/3 pt on a 3× screen, ∓ 1/2 pt on a 2× one) after a bounce: on a short list the top is
/// also the end of the content, so that pixel is past both edges. Read as the edge, it is no pull:
/// the header and the footer stay idle, nothing is drawn as a pull and no display link runs.
@MainActor @Suite struct ShortContentRestTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var scale: CGFloat
        /// Pixels past the resting top: negative pulls down (past the header's edge), positive
        /// pushes up (past the footer's edge, which is the top on a short list).
        var pixels: CGFloat
        var footer: RefreshConfiguration
        var testDescription: String { "\(Int(scale))x, \(pixels) px, footer \(footer.mode)" }
    }

    nonisolated static let cases: [Case] = [2, 3].flatMap { scale in
        [-1, 1].flatMap { pixels in
            [RefreshConfiguration.pullToLoadMore, .loadMore].map { Case(scale: scale, pixels: pixels, footer: $0) }
        }
    }

    /// The app's content: shorter than the 844-pt window less its safe area.
    nonisolated static let scales: [Double] = [2, 3]

    nonisolated static let shortContent: CGFloat = 300

    @Test(arguments: cases)
    func aPixelPastTheEdgesAtRestIsNoPull(_ c: Case) {
        let scene = AdapterScene(scale: c.scale, contentHeight: Self.shortContent)
        let header = scene.attach(.header, configuration: .standard)
        let footer = scene.attach(.footer, configuration: c.footer)
        scene.run {
            let sv = scene.scrollView
            let restTop = -sv.adjustedContentInset.top
            #expect(restTop == -47)
            // A pull short of the header's trigger: the content springs back to its resting top.
            scene.drag(30, velocity: 0)
            scene.advance(by: 1.5)
            #expect(scene.phases(.header) == [.revealing, .idle] && scene.phases(.footer).isEmpty)
            #expect(sv.contentOffset.y == restTop && !sv.isDecelerating && !sv.isTracking)
            #expect(!scene.hasDisplayLink, "nothing moves: no display link")
            #expect(header.refreshState == .idle && footer.refreshState == .idle)
            scene.forgetHistory()

            // UIKit's leftover pixel.
            let rest = restTop + c.pixels / c.scale
            sv.contentOffset = CGPoint(x: 0, y: rest)
            let ticks = scene.advance(by: 1)
            #expect(sv.contentOffset.y.bitPattern == rest.bitPattern, "the model keeps UIKit's offset")
            #expect(ticks == 0 && !scene.hasDisplayLink, "a resting short list needs no frames (\(ticks) ticks)")
            #expect(scene.changes.isEmpty, "no state change: \(scene.changes.map(\.change))")
            #expect(header.refreshState == .idle && footer.refreshState == .idle)
            #expect(header.pullProgress == 0 && footer.pullProgress == 0)
            #expect(scene.actions.isEmpty)
            // The scroll view holds the app's inset only (zero), to the last bit.
            #expect(sv.contentInset.top.bitPattern == CGFloat(0).bitPattern)
            #expect(sv.contentInset.bottom.bitPattern == CGFloat(0).bitPattern)
        }
    }

    /// Two pixels past the top at rest is a real pull of the footer's edge on a short list: the
    /// tolerance is one pixel, not more (the footer follows the pull, then lets go).
    @Test(arguments: scales)
    func twoPixelsAreAPull(_ screenScale: Double) {
        let scale = CGFloat(screenScale)
        let scene = AdapterScene(scale: scale, contentHeight: Self.shortContent)
        let footer = scene.attach(.footer, configuration: .pullToLoadMore)
        scene.run {
            let sv = scene.scrollView
            sv.contentOffset = CGPoint(x: 0, y: -sv.adjustedContentInset.top + 2 / scale)
            scene.world.drain()
            #expect(footer.pullProgress > 0, "the footer reads two pixels as a pull")
        }
    }
}
