import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// What the adapter does differently in a table or collection view on the UIKit model: a
/// header begun in code scrolls into view with the scroll view's own animation (rows are laid out
/// on the way), and a background view set after the header stays under it.
@MainActor @Suite struct TableAndCollectionRunTests {
    /// `beginRefreshing()` at rest in a table scrolls the header into view frame by frame with
    /// the table's `setContentOffset(_:animated:)`, ending exactly at the header's share above the
    /// safe area; in a plain scroll view the offset is there at once (the layer animates). Both
    /// refresh with their action once and the same insets.
    @Test func aHeaderBegunInCodeScrollsWithTheTablesOwnAnimation() {
        let table = AdapterScene(table: true), plain = AdapterScene()
        let headers = [table, plain].map { $0.attach(.header) }
        for (scene, header) in zip([table, plain], headers) { scene.run { #expect(header.beginRefreshing()) } }
        let rest: CGFloat = -(47 + 64)
        #expect(plain.top == (CGFloat(64), CGFloat(111), rest), "a plain scroll view's offset is set at once")
        #expect(table.top.inset == 64 && table.top.offset == -47, "the table's animation starts from its offset")
        var offsets: [CGFloat] = []
        table.run {
            for _ in 0..<60 {
                table.advance(by: 1.0 / 60)
                offsets.append(table.top.offset)
            }
        }
        #expect(offsets.contains { $0 > rest && $0 < -47 }, "frames in between: \(offsets)")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 >= $1 }, "it only moves up: \(offsets)")
        #expect(table.top == (CGFloat(64), CGFloat(111), rest) && offsets.last == rest)
        for (scene, header) in zip([table, plain], headers) {
            #expect(header.refreshState == .refreshing && scene.actions == [.header])
        }
    }

    /// A collection view's background view set after the header goes under it: the header stays
    /// visible and in its slot; replaced by another, the new one goes under it too.
    @Test func aCollectionViewsBackgroundSetLaterStaysUnderTheHeader() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            collection.contentSize = CGSize(width: 390, height: 2000)
            window.addSubview(collection)
            window.makeKeyAndVisible()
            let header = RefreshControl()
            collection.refreshHeader = header
            world.drain()
            let index = { (view: UIView) in collection.subviews.firstIndex { $0 === view } ?? -1 }
            for _ in 0..<2 {
                let background = UIView()
                collection.backgroundView = background
                world.drain()
                #expect(index(background) >= 0 && index(header) > index(background), "\(collection.subviews)")
            }
            #expect(collection.refreshHeader === header && header.superview === collection)
        }
    }
}
