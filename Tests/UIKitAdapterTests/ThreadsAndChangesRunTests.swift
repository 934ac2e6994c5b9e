import CoreAnimationModel
import RefreshKitCore
import RefreshKitStyles
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// Calls from a network callback's queue, and what an app changes after the controls are made,
/// on the UIKit model: `endRefreshing()` and `noMoreData` from another queue take effect on the
/// main thread in the order made; a new indicator, style name or header text draws what a control
/// made with it draws.
@MainActor @Suite struct ThreadsAndChangesRunTests {
    /// A footer ended from a background queue, then told there is no more data from it: on the
    /// main thread, in that order, the footer finishes its load and rests with no more data; a
    /// `StyledRefreshControl` ended from a background queue finishes too.
    @Test func callsFromAnotherQueueLandOnTheMainThreadInOrder() {
        let scene = AdapterScene(contentHeight: 1200)
        let footer = scene.attach(.footer, configuration: .pullToLoadMore)
        scene.run {
            scene.drag(-900, frames: 20, velocity: -2000)
            scene.advance(by: 2)
            scene.drag(-200, frames: 10, velocity: 0)
            scene.advance(by: 1)
            #expect(footer.refreshState == .refreshing)
            ModelDispatchQueue.global().async {
                footer.endRefreshing()
                footer.noMoreData = true
            }
            scene.world.drain()
            #expect(footer.refreshState == .noMoreData && footer.noMoreData)
            #expect(scene.phases(.footer).suffix(3) == [.refreshing, .finishing, .noMoreData])
            ModelDispatchQueue.global().async { footer.noMoreData = false }
            scene.world.drain()
            #expect(footer.refreshState == .idle && !footer.noMoreData)
            // Read off the main thread, and on it while the change waits: the value last set.
            let seen = LockedValue<[Bool]>([])
            ModelDispatchQueue.global().async {
                footer.noMoreData = true
                seen.value.append(footer.noMoreData)
            }
            scene.world.runBackgroundWork()
            #expect(seen.value == [true] && footer.noMoreData && footer.refreshState == .idle)
            scene.world.drain()
            #expect(footer.refreshState == .noMoreData)
        }
        let styled = scene.run { StyledRefreshControl(.arcSpinner()) }
        let table = AdapterScene(table: true)
        table.run {
            table.scrollView.refreshControl = styled
            styled.beginRefreshing()
            #expect(styled.refreshState == .refreshing)
            ModelDispatchQueue.global().async { styled.endRefreshing() }
            table.world.drain()
            #expect(styled.refreshState == .finishing && !styled.isRefreshing)
        }
    }

    /// An indicator assigned after the control is made draws what a control made with it draws;
    /// so does a style chosen by name on `StyledRefreshControl`.
    @Test func aNewIndicatorDrawsAsOneMadeWithIt() throws {
        let scene = AdapterScene(), twin = AdapterScene()
        let header = scene.attach(.header, .arcSpinner()), twinHeader = twin.attach(.header, .barFill())
        for s in [scene, twin] { s.run { s.drag(70, frames: 10, velocity: nil) } }
        scene.run {
            header.indicator = .barFill()
            scene.world.drain()
        }
        #expect(header.indicator is Indicators.BarFill)
        #expect(try scene.render(header.layer) == twin.render(twinHeader.layer))

        let styledScene = AdapterScene(table: true), styledTwin = AdapterScene(table: true)
        let styled = styledScene.run { StyledRefreshControl(.arcSpinner()) }
        let twinStyled = styledTwin.run { StyledRefreshControl(.classic()) }
        for (s, control) in [(styledScene, styled), (styledTwin, twinStyled)] {
            s.run {
                s.scrollView.refreshControl = control
                s.world.drain()
                s.scrollView.modelMoveFinger(by: CGPoint(x: 0, y: 60))
                s.advance(by: 0.1)
            }
        }
        styledScene.run {
            styled.styleName = "classic"
            styledScene.world.drain()
        }
        #expect(styled.indicator is Indicators.Classic)
        #expect(try styledScene.render(styled.layer) == styledTwin.render(twinStyled.layer))
        styled.styleName = "no such style"
        #expect(styled.indicator is Indicators.Classic, "a name that is no style changes nothing")
    }

    /// A collapsing header's new title and subtitle are spoken and drawn as a header made with them.
    @Test func aCollapsingHeadersNewTextsAreDrawnAndSpoken() throws {
        let scene = AdapterScene(), twin = AdapterScene()
        let headers = [(scene, "Inbox", "Updated now"), (twin, "Archive", "12 messages")].map { s, title, subtitle in
            s.run {
                let view = CollapsingHeaderView(title: title, subtitle: subtitle)
                view.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
                s.window.addSubview(view)
                view.attach(to: s.scrollView)
                s.world.drain()
                return view
            }
        }
        scene.run {
            headers[0].title = "Archive"
            headers[0].subtitle = "12 messages"
            scene.world.drain()
        }
        #expect(headers[0].accessibilityLabel == "Archive" && headers[0].accessibilityValue == "12 messages")
        #expect(try scene.render(headers[0].layer) == twin.render(headers[1].layer))
    }
}
