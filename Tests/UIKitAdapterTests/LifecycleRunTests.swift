import CoreAnimationModel
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// The adapter's controls and collapsing header through what happens to an app around them: the
/// app going to the background (the render server taking the animations away) and coming back,
/// the scroll view leaving its window in the middle of a refresh, and light and dark. Each run
/// is compared with a twin scene that lived through the same time without the event: what the
/// render server shows, rasterized, must be the same.
@MainActor @Suite struct LifecycleRunTests {
    /// A refreshing header whose animations were taken away in the background shows its loop
    /// again on return, where the loop would have been; the refresh carries on, needing no frames.
    @Test func backgroundingMidRefreshGivesTheLoopBack() throws {
        let scene = AdapterScene(), twin = AdapterScene()
        let header = scene.attach(.header, .arcSpinner()), twinHeader = twin.attach(.header, .arcSpinner())
        for s in [scene, twin] { s.run { s.pullToRefresh() } }
        #expect(header.refreshState == .refreshing && twinHeader.refreshState == .refreshing)
        let running = AdapterScene.animationCount(under: header.layer)
        #expect(running > 0, "the refreshing loop is animations the render server plays")

        scene.world.enterBackground(removingAnimations: true)
        #expect(AdapterScene.animationCount(under: header.layer) == 0)
        #expect(scene.run { scene.advance(by: 2) } == 0 && twin.run { twin.advance(by: 2) } == 0)
        scene.world.enterForeground()
        #expect(header.refreshState == .refreshing && scene.actions == [.header])
        #expect(AdapterScene.animationCount(under: header.layer) == running)
        for _ in 0..<3 {
            #expect(try scene.render(header.layer) == twin.render(twinHeader.layer))
            scene.run { scene.advance(by: 0.35) }
            twin.run { twin.advance(by: 0.35) }
        }
    }

    /// A collapsing header whose driven plan lost its animations in the background plays it
    /// again on return: as the content scrolls on, it shows what a header that never left shows.
    @Test func backgroundingGivesTheCollapsingHeaderItsPlanBack() throws {
        let scene = AdapterScene(), twin = AdapterScene()
        let headers = [scene, twin].map { s in
            s.run {
                let view = CollapsingHeaderView(title: "Title", subtitle: "Subtitle")
                view.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
                s.window.addSubview(view)
                view.attach(to: s.scrollView)
                s.world.drain()
                s.drag(-20, frames: 10, velocity: nil)
                s.advance(by: 0.5)
                return view
            }
        }
        let height = try #require(headers[0].controller?.height)
        #expect(height > 44 && height < 88 && headers[1].controller?.height == height)
        let plans = try headers.map { try #require($0.layer.sublayers?.first { $0 is LayerPlanLayer }) }
        let driven = AdapterScene.animationCount(under: headers[0].layer)
        #expect(driven > 0, "the header's plan is animations driven by the scroll")

        scene.world.enterBackground(removingAnimations: true)
        #expect(AdapterScene.animationCount(under: headers[0].layer) == 0)
        scene.world.enterForeground()
        #expect(AdapterScene.animationCount(under: headers[0].layer) == driven, "the plan is back")
        for s in [scene, twin] { s.run { s.drag(-10, frames: 5, velocity: nil) } }
        for _ in 0..<3 {
            for s in [scene, twin] { s.run { s.drag(-8, frames: 4, velocity: nil) } }
            #expect(headers[0].controller?.height == headers[1].controller?.height)
            #expect(try scene.render(headers[0].layer) == twin.render(headers[1].layer), "the header at its height")
            // The whole plan as played, also what the header's clip hides (at the default heights the
            // lost track, the background's scale, lies under the clip).
            #expect(try scene.render(plans[0]) == twin.render(plans[1]), "the plan at its time")
        }
    }

    /// The scroll view leaves its window while its header refreshes, and the app ends the refresh
    /// meanwhile: no display link runs out of the window, and back in it the scroll view holds
    /// the app's inset again with its content at the top, the header idle.
    @Test func aScrollViewLeavingItsWindowMidRefreshComesBackClean() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            let sv = scene.scrollView
            scene.pullToRefresh()
            #expect(header.refreshState == .refreshing && sv.contentInset.top == 64)
            sv.removeFromSuperview()
            #expect(scene.advance(by: 0.5) == 0 && !scene.hasDisplayLink)
            #expect(header.refreshState == .refreshing)
            header.endRefreshing()
            #expect(scene.advance(by: 1.5) == 0, "no frames out of the window")
            scene.window.addSubview(sv)
            scene.advance(by: 1.5)
            #expect(header.refreshState == .idle)
            #expect(scene.phases(.header) == [.revealing, .armed, .refreshing, .finishing, .idle])
            #expect(sv.contentInset.top.bitPattern == CGFloat(0).bitPattern)
            #expect(sv.contentOffset.y.bitPattern == CGFloat(-47).bitPattern)
            #expect(!scene.hasDisplayLink && scene.actions == [.header])
        }
    }

    /// Light to dark and back in the middle of a pull: the header redraws in the new appearance,
    /// as a header that was always in it draws.
    @Test func aTraitChangeRedrawsTheHeader() throws {
        let scene = AdapterScene(), twin = AdapterScene()
        twin.world.settings.userInterfaceStyle = .dark
        let header = scene.attach(.header, .classic()), twinHeader = twin.attach(.header, .classic())
        for s in [scene, twin] { s.run { s.drag(70, frames: 10, velocity: nil) } }
        #expect(header.refreshState.phase == .revealing && header.pullProgress == twinHeader.pullProgress)
        let light = try scene.render(header.layer)
        let dark = try twin.render(twinHeader.layer)
        #expect(light != dark, "the classic header draws differently in the dark")

        scene.world.settings.userInterfaceStyle = .dark
        scene.world.drain()
        #expect(try scene.render(header.layer) == dark)
        scene.world.settings.userInterfaceStyle = .light
        scene.world.drain()
        #expect(try scene.render(header.layer) == light)
    }
}
