import Foundation
import Testing
import UIKitModel

/// The scrolls UIKit makes for an app or the system, as Apple documents what they show:
/// `scrollRectToVisible` scrolls the least that shows the rect and does nothing when it shows
/// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:));
/// `scrollToRow` puts the row at the position asked for
/// (https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)); a
/// status-bar tap scrolls to the top unless `scrollsToTop` is false or the delegate declines, then
/// tells the delegate (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop).
@MainActor @Suite struct ScrollingRequestTests {
    final class Delegate: UIScrollViewDelegate {
        var allowsTop = true
        var didScrollToTop = 0
        var didEndAnimation = 0
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allowsTop }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { didScrollToTop += 1 }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { didEndAnimation += 1 }
    }

    @Test func scrollRectToVisibleScrollsTheLeastThatShowsIt() {
        inWorld { world in
            let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let sv = UIScrollView(frame: window.bounds)
            sv.contentInsetAdjustmentBehavior = .always
            sv.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(sv)
            world.drain()
            sv.contentOffset.y = -47
            // Shown already: nothing happens.
            sv.scrollRectToVisible(CGRect(x: 0, y: 100, width: 390, height: 100), animated: false)
            #expect(sv.contentOffset.y == -47)
            // Below: its bottom edge lands on the bottom of the visible area (above the 34-pt inset).
            sv.scrollRectToVisible(CGRect(x: 0, y: 1200, width: 390, height: 100), animated: false)
            #expect(sv.contentOffset.y == CGFloat(1300 - (844 - 34)))
            // Above: its top edge lands under the 47-pt inset.
            sv.scrollRectToVisible(CGRect(x: 0, y: 300, width: 390, height: 50), animated: true)
            world.advance(by: 1.0 / 60)
            #expect(sv.contentOffset.y < 490 && sv.contentOffset.y > 253, "it animates")
            world.advance(by: 1)
            #expect(sv.contentOffset.y == CGFloat(300 - 47))
            // Past the end: never beyond the resting range.
            sv.scrollRectToVisible(CGRect(x: 0, y: 2990, width: 390, height: 100), animated: false)
            #expect(sv.contentOffset.y == CGFloat(3000 + 34 - 844))
            withExtendedLifetime(window) {}
        }
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        inWorld { world in
            let window = makeWindow()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.contentSize = CGSize(width: 390, height: 44 * 100)
            window.addSubview(table)
            world.drain()
            table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
            #expect(table.contentOffset.y == 880)
            table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
            #expect(table.contentOffset.y == CGFloat(924 - 844))
            table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .middle, animated: false)
            #expect(table.contentOffset.y == CGFloat(40 * 44 + 22 - 422))
            table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: true)
            world.advance(by: 1)
            #expect(table.contentOffset.y == CGFloat(4400 - 844), "never past the end")
            withExtendedLifetime(window) {}
        }
    }

    @Test func aStatusBarTapScrollsToTheTopAndTellsTheDelegate() {
        inWorld { world in
            let window = makeWindow(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
            let sv = UIScrollView(frame: window.bounds)
            sv.contentInsetAdjustmentBehavior = .always
            sv.contentSize = CGSize(width: 390, height: 3000)
            window.addSubview(sv)
            let delegate = Delegate()
            sv.delegate = delegate
            world.drain()
            sv.contentOffset.y = 900
            delegate.allowsTop = false
            sv.modelTapStatusBar()
            world.advance(by: 1)
            #expect(sv.contentOffset.y == 900 && delegate.didScrollToTop == 0, "the delegate declined")
            delegate.allowsTop = true
            sv.scrollsToTop = false
            sv.modelTapStatusBar()
            world.advance(by: 1)
            #expect(sv.contentOffset.y == 900 && delegate.didScrollToTop == 0, "scrollsToTop is false")
            sv.scrollsToTop = true
            sv.modelTapStatusBar()
            world.advance(by: 1.0 / 60)
            #expect(sv.contentOffset.y < 900 && sv.contentOffset.y > -47, "it animates")
            world.advance(by: 1)
            #expect(sv.contentOffset.y == -47 && delegate.didScrollToTop == 1 && delegate.didEndAnimation == 1)
            // At the top already: nothing happens.
            sv.modelTapStatusBar()
            world.advance(by: 1)
            #expect(delegate.didScrollToTop == 1)
            withExtendedLifetime(window) {}
        }
    }
}
