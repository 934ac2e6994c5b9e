import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// Nothing outlives its screen: for every way the README and the DocC articles attach RefreshKit,
/// a screen (a window, its view controller, a list) runs a refresh (and a load where there is a
/// footer), then is dropped — after the refresh, in the middle of it, or after the control was
/// replaced in the middle of it — and weak references prove the control, the list, the view
/// controller and the scroll host gone, no display link on the run loop, no notification observer
/// left, and every async action that was running cancelled. Handlers reach the screen weakly, as
/// GettingStarted's capture rule says.
@MainActor @Suite struct LeakTests {
    enum Form: String, CaseIterable, Sendable {
        case headerAsync, headerSync, headerHandler, headerAsyncHandler, headerTargetAction, footerAsync
        case styled, styledAsyncHandler, shorthandPull, shorthandLoadMore, shorthandLoadMoreHandler, leading, trailing
        case collapsingHeaderView, collapsingHeaderBinding, swiftUIRefreshable, swiftUILoadMore
    }

    enum Drop: String, CaseIterable, Sendable {
        /// After the refresh ended.
        case afterRefresh
        /// While the action runs.
        case midRefresh
        /// After the slot got a new control while the first one's action ran.
        case replacedMidRefresh
        /// While the action runs, the window released whole: nothing leaves it first.
        case windowReleasedMidRefresh
    }

    /// The app's screen.
    final class Screen: UIViewController {
        var list: UIScrollView?
        var refreshes = 0
        func refreshed(_ sender: UIControl) { refreshes += 1 }
        static let refreshedAction = Selector("refreshed:", Screen.refreshed)
    }

    /// Weak references to what must go with the screen.
    struct Probe {
        weak var control: AnyObject?
        weak var list: UIScrollView?
        weak var screen: Screen?
        weak var host: UIScrollViewHost?
        weak var window: UIWindow?
        weak var extra: AnyObject?
    }

    private func turns(_ world: ModelWorld, _ count: Int = 40) async {
        for _ in 0..<count {
            await Task.yield()
            world.drain()
        }
    }

    private var asyncForms: Set<Form> {
        [
            .headerAsync, .headerAsyncHandler, .footerAsync, .styled, .styledAsyncHandler, .shorthandPull,
            .shorthandLoadMore, .shorthandLoadMoreHandler, .leading, .trailing,
            .swiftUIRefreshable, .swiftUILoadMore,
        ]
    }

    /// Puts `form`'s control on `screen`'s list; returns the object that begins and owns the refresh
    /// (a control, or the coordinator of a SwiftUI attachment) and what else must go.
    private func attach(
        _ form: Form, to screen: Screen, work: AppWork, marker: AttachmentMarkerView?
    )
        -> (begin: () -> Void, control: () -> AnyObject?, extra: AnyObject?)
    {
        guard let list = screen.list else { return ({}, { nil }, nil) }
        func control(
            _ make: () -> RefreshControl, slot: WritableKeyPath<UIScrollView, RefreshControl?>
        )
            -> (() -> Void, () -> AnyObject?, AnyObject?)
        {
            var list = list
            list[keyPath: slot] = make()
            return (
                { [weak list] in _ = list?[keyPath: slot]?.beginRefreshing() }, { [weak list] in list?[keyPath: slot] },
                nil
            )
        }
        switch form {
        case .headerAsync:
            return control(
                { RefreshControl(.arcSpinner()) { [weak work] in await work?.run() } }, slot: \.refreshHeader)
        case .headerSync:
            return control(
                { RefreshControl(.arcSpinner(), actionHandler: { [weak screen] in screen?.refreshes += 1 }) },
                slot: \.refreshHeader)
        case .headerHandler:
            return control(
                { RefreshControl(.classic(), handler: { control in control.endRefreshing() }) }, slot: \.refreshHeader)
        case .headerAsyncHandler:
            // The handle reaches the table without capturing the screen.
            return control(
                {
                    RefreshControl(
                        .arcSpinner(),
                        handler: { [weak work] refresh in
                            await work?.run()
                            refresh.scrollView?.setNeedsLayout()
                        })
                }, slot: \.refreshHeader)
        case .headerTargetAction:
            return control(
                {
                    let header = RefreshControl(.arcSpinner())
                    header.addTarget(screen, action: Screen.refreshedAction, for: .valueChanged)
                    return header
                }, slot: \.refreshHeader)
        case .footerAsync:
            return control(
                { RefreshControl(.classic(), configuration: .loadMore) { [weak work] in await work?.run() } },
                slot: \.refreshFooter)
        case .leading:
            return control(
                { RefreshControl(.arcSpinner()) { [weak work] in await work?.run() } }, slot: \.refreshLeading)
        case .trailing:
            return control(
                { RefreshControl(.arcSpinner()) { [weak work] in await work?.run() } }, slot: \.refreshTrailing)
        case .shorthandPull:
            list.addPullToRefresh(.arcSpinner()) { [weak work] in await work?.run() }
            return (
                { [weak list] in _ = list?.refreshHeader?.beginRefreshing() }, { [weak list] in list?.refreshHeader },
                nil
            )
        case .shorthandLoadMore:
            list.addLoadMore { [weak work] in await work?.run() }
            return (
                { [weak list] in _ = list?.refreshFooter?.beginRefreshing() }, { [weak list] in list?.refreshFooter },
                nil
            )
        case .shorthandLoadMoreHandler:
            list.addLoadMore(handler: { [weak work] refresh in
                await work?.run()
                refresh.control?.noMoreData = true
            })
            return (
                { [weak list] in _ = list?.refreshFooter?.beginRefreshing() }, { [weak list] in list?.refreshFooter },
                nil
            )
        case .styled, .styledAsyncHandler:
            let table = list as? UITableView
            table?.refreshControl =
                form == .styled
                ? StyledRefreshControl(.arcSpinner()) { [weak work] in await work?.run() }
                : StyledRefreshControl(
                    .arcSpinner(),
                    handler: { [weak work] refresh in
                        await work?.run()
                        refresh.scrollView?.setNeedsLayout()
                    })
            return (
                { [weak table] in
                    guard let table else { return }
                    // The user's pull, with the model's finger.
                    table.modelTouchDown()
                    for _ in 0..<20 { table.modelMoveFinger(by: CGPoint(x: 0, y: 20)) }
                    table.modelLiftFinger()
                }, { [weak table] in table?.refreshControl }, nil
            )
        case .collapsingHeaderView:
            let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated")
            header.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
            screen.view.addSubview(header)
            header.attach(to: list)
            list.refreshHeader = RefreshControl(.arcSpinner()) { [weak work] in await work?.run() }
            return ({ [weak list] in _ = list?.refreshHeader?.beginRefreshing() }, { [weak header] in header }, nil)
        case .collapsingHeaderBinding:
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 88))
            screen.view.addSubview(header)
            let constraint = header.heightAnchor.constraint(equalToConstant: 88)
            constraint.isActive = true
            let binding = CollapsingHeaderBinding(scrollView: list, heightConstraint: constraint) { [weak screen] _ in
                screen?.refreshes += 0
            }
            list.refreshHeader = RefreshControl(.arcSpinner()) { [weak work] in await work?.run() }
            return ({ [weak list] in _ = list?.refreshHeader?.beginRefreshing() }, { [weak binding] in binding }, nil)
        case .swiftUIRefreshable, .swiftUILoadMore:
            guard let marker else { return ({}, { nil }, nil) }
            let edge: RefreshEdge = form == .swiftUIRefreshable ? .header : .footer
            let coordinator = AttachmentCoordinator(
                edge: edge, modifier: edge == .header ? "refreshable" : "loadMore",
                request: AttachmentCoordinator.Request(
                    indicator: Indicators.ArcSpinner(),
                    configuration: edge == .header ? .standard : .loadMoreHoldingRoom,
                    paging: .idle, action: { [weak work] in await work?.run() }, environmentHasRefreshAction: false))
            coordinator.marker = marker
            marker.coordinator = coordinator
            coordinator.markerDidGetWindow()
            let slot: KeyPath<UIScrollView, RefreshControl?> = edge == .header ? \.refreshHeader : \.refreshFooter
            return (
                { [weak list] in _ = list?[keyPath: slot]?.beginRefreshing() }, { [weak list] in list?[keyPath: slot] },
                coordinator
            )
        }
    }

    @Test(arguments: Form.allCases, Drop.allCases)
    func nothingOutlivesTheScreen(_ form: Form, _ drop: Drop) async {
        let world = ModelWorld(startTime: 0)
        let work = AppWork()
        var probe = Probe()
        weak var replaced: UIControl?
        await world.run {
            let observersBefore = world.notificationCenter.observerCount
            do {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let screen = Screen()
                window.rootViewController = screen
                let horizontal = form == .leading || form == .trailing
                let list: UIScrollView =
                    horizontal ? UIScrollView(frame: window.bounds) : UITableView(frame: window.bounds, style: .plain)
                list.contentSize = horizontal ? CGSize(width: 3000, height: 844) : CGSize(width: 390, height: 2000)
                screen.view.addSubview(list)
                screen.list = list
                var marker: AttachmentMarkerView?
                if form == .swiftUIRefreshable || form == .swiftUILoadMore {
                    marker = AttachmentMarkerView(frame: window.bounds)
                    screen.view.addSubview(marker!)
                }
                window.makeKeyAndVisible()
                world.drain()
                var (begin, control, extra) = attach(form, to: screen, work: work, marker: marker)
                await turns(world)
                probe.window = window
                probe.screen = screen
                probe.list = list
                probe.host = UIScrollViewHost.existingHost(for: list)
                probe.control = control()
                probe.extra = extra
                #expect(probe.control != nil && probe.host != nil, "\(form): attached")
                begin()
                world.advance(by: 0.5)
                await turns(world)
                let isAsync = asyncForms.contains(form)
                if isAsync { #expect(work.runs == 1, "\(form): the action runs") }
                switch drop {
                case .afterRefresh:
                    work.mayReturn = true
                    await turns(world)
                    world.advance(by: 2)
                    await turns(world)
                case .midRefresh, .windowReleasedMidRefresh:
                    break
                case .replacedMidRefresh:
                    if let old = list.refreshHeader ?? list.refreshFooter ?? list.refreshLeading
                        ?? list.refreshTrailing,
                        form != .swiftUIRefreshable, form != .swiftUILoadMore
                    {
                        replaced = old
                        let new = RefreshControl(.arcSpinner()) {}
                        if list.refreshHeader === old {
                            list.refreshHeader = new
                        } else if list.refreshFooter === old {
                            list.refreshFooter = new
                        } else if list.refreshLeading === old {
                            list.refreshLeading = new
                        } else {
                            list.refreshTrailing = new
                        }
                        await turns(world)
                        if isAsync {
                            #expect(work.cancelled == 1, "\(form): the replaced control's action is cancelled")
                        }
                    } else if let table = list as? UITableView, let old = table.refreshControl {
                        replaced = old
                        table.refreshControl = StyledRefreshControl(.arcSpinner()) {}
                        await turns(world)
                        #expect(work.cancelled == 1, "\(form): the replaced control's action is cancelled")
                    }
                }
                // The app drops the screen: the SwiftUI view goes (its coordinator detaches), the
                // window closes.
                if let coordinator = extra as? AttachmentCoordinator { coordinator.detach() }
                extra = nil
                begin = {}
                control = { nil }
                if drop != .windowReleasedMidRefresh {
                    window.rootViewController = nil
                    window.isHidden = true
                }
            }
            await turns(world)
            world.advance(by: 1)
            await turns(world)
            #expect(
                probe.window == nil && probe.screen == nil,
                "\(form) \(drop): the window and its view controller are gone")
            #expect(probe.list == nil, "\(form) \(drop): the list is gone")
            #expect(probe.control == nil && replaced == nil, "\(form) \(drop): the control is gone")
            #expect(probe.host == nil && probe.extra == nil, "\(form) \(drop): the scroll host is gone")
            #expect(world.activeDisplayLinks.isEmpty, "\(form) \(drop): no display link runs")
            #expect(world.notificationCenter.observerCount == observersBefore, "\(form) \(drop): no observer is left")
            if asyncForms.contains(form) && drop != .afterRefresh {
                #expect(work.runs == 1 && work.cancelled == 1, "\(form) \(drop): the action was cancelled once")
            }
        }
    }
}
