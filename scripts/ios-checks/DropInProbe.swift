// An app's refresh code after moving to RefreshKit, in the shapes real apps use (target/action,
// the table view controller's slot, storyboards, loads begun elsewhere, custom views, a footer
// that fails and is retried, calls from network queues, an app class of its own named
// `RefreshControl`), and the old libraries' call shapes that compile against RefreshKit and
// behave as they did (each has a core test in DropInShapeTests; the shapes that must not compile
// are in probes/). `scripts/check-ios` type-checks it against the iOS SDK in Swift 5 and in
// Swift 6 language mode: it must compile with zero errors in both.
import RefreshKit
import RefreshKitStyles
import SwiftUI
import UIKit

/// The app's own class with RefreshKit's name: RefreshKit's is then `RefreshKit.RefreshControl`.
final class RefreshControl: UIView {}

struct ProbeError: Error {}

@MainActor final class ProbeModel {
    var isLastPage = false
    func reload() async throws {}
    func loadNextPage() async throws {}
    func fetch(_ done: @escaping @Sendable (Result<[String], any Error>) -> Void) {
        DispatchQueue.global().async { done(.success([])) }
    }
}

/// Target/action and the table view controller's own slot, with UIKit's control and RefreshKit's.
final class TargetActionViewController: UITableViewController {
    let model = ProbeModel()
    @IBOutlet var storyboardFooter: RefreshKit.RefreshControl?

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit's system control with a RefreshKit look, where a UIRefreshControl goes.
        refreshControl = StyledRefreshControl(.arcSpinner())
        refreshControl?.addTarget(self, action: #selector(systemRefresh), for: .valueChanged)
        refreshControl?.tintColor = .systemOrange
        let letters = StyledRefreshControl(.letterWave(), configuration: .tall) { [weak self] in
            try await self?.model.reload()
        }
        letters.setTitle("Syncing…", for: .refreshing)
        _ = letters

        // RefreshKit's control as a UIControl: no closure, a target and an action.
        let header = RefreshKit.RefreshControl(.classic())
        header.addTarget(self, action: #selector(refresh(_:)), for: .valueChanged)
        header.addAction(UIAction { _ in }, for: .valueChanged)
        header.tintColor = .systemPink
        header.tint = nil
        tableView.refreshHeader = header

        // A control from a storyboard or a xib.
        if let archived = try? NSKeyedArchiver.archivedData(withRootObject: UIView(), requiringSecureCoding: false),
            let coder = try? NSKeyedUnarchiver(forReadingFrom: archived)
        {
            let fromCoder = RefreshKit.RefreshControl(coder: coder)
            fromCoder?.styleName = "arcSpinner"
            _ = fromCoder
        }
        tableView.refreshFooter = storyboardFooter

        // A load that started elsewhere: shown, without running the action, at once.
        header.beginRefreshing(runningAction: false, animated: false)
        header.beginRefreshing()
        _ = header.isRefreshing
        _ = header.refreshState
    }

    @objc func systemRefresh() {
        Task {
            try? await model.reload()
            refreshControl?.endRefreshing()
        }
    }

    @objc func refresh(_ sender: RefreshKit.RefreshControl) {
        model.fetch { _ in
            // Ends from URLSession's queue: RefreshKit hops to the main queue, in order.
            sender.noMoreData = false
            sender.endRefreshing()
        }
    }
}

/// A custom view from the app: an activity indicator and an arrow from the asset catalogue.
final class ArrowSpinnerView: UIView, RefreshIndicatorView {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let arrow = UIImageView(image: UIImage(systemName: "arrow.down"))

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(spinner)
        addSubview(arrow)
    }

    required init?(coder: NSCoder) { nil }

    func update(state: RefreshState, pullProgress: Double) {
        arrow.isHidden = state == .refreshing
        arrow.transform = state.phase == .armed ? CGAffineTransform(rotationAngle: .pi) : .identity
        arrow.alpha = CGFloat(pullProgress)
        if state == .refreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
    }
}

/// Custom views, image frames, texts, failing loads and threads.
@MainActor func probeTheRest(tableView: UITableView, model: ProbeModel) {
    // An app's own view instead of an indicator.
    tableView.refreshHeader = RefreshKit.RefreshControl(view: ArrowSpinnerView()) {
        try await model.reload()
    }
    let viewOnly = RefreshKit.RefreshControl(view: ArrowSpinnerView())
    viewOnly.indicatorView = nil

    // Frames from UIImage and CGImage.
    let images = (1...8).compactMap { UIImage(named: "spin-\($0)") }
    _ = RefreshKit.RefreshControl(.imageSequence(pulling: images, refreshing: images, framesPerSecond: 12))
    let cgImages = images.compactMap(\.cgImage)
    _ = RefreshKit.RefreshControl(.imageSequence(pulling: cgImages, frameSize: CGSize(width: 30, height: 30)))
    let frames: [Indicators.ImageSequence.Frame] = images.compactMap { Indicators.ImageSequence.Frame($0) }
    _ = RefreshKit.RefreshControl(.imageSequence(.init(pullingFrames: frames, refreshingFrames: frames)))
    if let first = cgImages.first { _ = Bitmap(first) }

    // A footer that can fail, retried by a tap or a pull; one text of the language table changed.
    let footer = RefreshKit.RefreshControl(.classic(), configuration: .loadMore) {
        try await model.loadNextPage()
        throw ProbeError()
    }
    footer.setTitle("You're all caught up", for: .noMoreData)
    footer.setTitle(nil, for: .failed)
    _ = footer.title(for: .noMoreData)
    footer.observeState { change in
        if change.to == .failed, let error = change.error { print("load failed: \(error)") }
    }
    tableView.refreshFooter = footer

    // A pull to refresh that ends (and so cancels) the footer's load.
    var simultaneous = RefreshConfiguration.standard
    simultaneous.allowsSimultaneousRefresh = true
    tableView.refreshHeader = RefreshKit.RefreshControl(.classic(), configuration: simultaneous) { [weak tableView] in
        tableView?.refreshFooter?.endRefreshing()
        try await model.reload()
    }

    // Callback-style work ending from any queue, in order.
    let callback = RefreshKit.RefreshControl(
        .classic(),
        handler: { control in
            DispatchQueue.global().async {
                control.noMoreData = true
                control.endRefreshing()
            }
        })
    DispatchQueue.global().async {
        callback.endRefreshing(with: ProbeError())
        _ = callback.noMoreData
    }
    DispatchQueue.global().async { footer.endRefreshing() }
    tableView.refreshHeader?.beginRefreshing(runningAction: false, animated: false)
}

/// SwiftUI: a paging list whose load can fail (the footer shows it and retries).
struct ProbeListView: View {
    @State private var items: [String] = []
    @State private var isLastPage = false
    let model: ProbeModel

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .refreshable(.arcSpinner()) { try await model.reload() }
            .loadMore(noMoreData: isLastPage) {
                try await model.loadNextPage()
                items.append("more")
            }
    }
}

/// The old call shapes that compile: UIRefreshControl's with the type swapped, SVPullToRefresh's
/// and ESPullToRefresh's handlers (a closure that does not await refreshes until ended),
/// MJRefresh's begin, end and state.
@MainActor func probeOldShapes(tableView: UITableView, controller: UITableViewController, model: ProbeModel) {
    let target = TargetActionViewController()
    // UIRefreshControl: init(), init(frame:), addTarget, beginRefreshing, endRefreshing, isRefreshing, tintColor.
    let plain = RefreshKit.RefreshControl()
    let framed = RefreshKit.RefreshControl(frame: .zero)
    framed.addTarget(target, action: #selector(TargetActionViewController.refresh(_:)), for: .valueChanged)
    framed.tintColor = .systemTeal
    tableView.refreshHeader = framed
    framed.beginRefreshing()
    _ = framed.isRefreshing
    framed.endRefreshing()
    _ = plain
    // The system control's own slots, with StyledRefreshControl: UIKit's initializers and calls.
    tableView.refreshControl = StyledRefreshControl()
    controller.refreshControl = StyledRefreshControl(frame: .zero)
    let styled = StyledRefreshControl(.classic())
    styled.attributedTitle = NSAttributedString(string: "Pull to sync")
    styled.addTarget(target, action: #selector(TargetActionViewController.systemRefresh), for: .valueChanged)
    styled.beginRefreshing()
    _ = styled.isRefreshing
    styled.lastUpdatedKey = "inbox.lastSynced"
    _ = styled.lastUpdated
    styled.isHapticFeedbackEnabled = true
    styled.accessibilityTexts = AccessibilityText(locale: "en")
    styled.observeState { change in
        if let error = change.error { print("refresh failed: \(error)") }
    }
    DispatchQueue.global().async {
        styled.endRefreshing()  // from URLSession's queue, as RefreshControl's
        styled.endRefreshing(with: ProbeError())
    }
    controller.refreshControl = StyledRefreshControl(.arcSpinner()) { model.fetch { _ in } }
    // SVPullToRefresh: `addPullToRefresh(actionHandler:)`; ESPullToRefresh with `.es` dropped.
    tableView.addPullToRefresh(actionHandler: { model.fetch { _ in } })
    tableView.addPullToRefresh { model.fetch { _ in } }
    tableView.addLoadMore { model.fetch { _ in } }
    tableView.addLoadMore(actionHandler: { model.fetch { _ in } })
    // MJRefresh: the block, begin, end, state; the auto footer that holds its room.
    tableView.refreshHeader = RefreshKit.RefreshControl(.classic()) { model.fetch { _ in } }
    tableView.refreshFooter = RefreshKit.RefreshControl(.classic(), configuration: .loadMoreHoldingRoom) {
        model.fetch { _ in }
    }
    tableView.refreshHeader?.beginRefreshing()
    _ = tableView.refreshHeader?.isRefreshing
    tableView.refreshHeader?.endRefreshing()
    tableView.refreshFooter?.noMoreData = true
    // MJRefresh's `mj_footer.hidden`, SVPullToRefresh's `showsInfiniteScrolling`,
    // `showsPullToRefresh` and `infiniteScrollingView.enabled`.
    tableView.refreshFooter?.isHidden = true
    tableView.refreshHeader?.isHidden = false
    tableView.refreshFooter?.isEnabled = false
    // SVPullToRefresh's `triggerInfiniteScrolling()`, its bottom pull to refresh, its and
    // ESPullToRefresh's footers (which hold their room), ESPullToRefresh's stop.
    tableView.refreshFooter?.beginRefreshing()
    tableView.refreshFooter = RefreshKit.RefreshControl(configuration: .pullToLoadMore) { model.fetch { _ in } }
    tableView.addLoadMore(configuration: .loadMoreHoldingRoom) { model.fetch { _ in } }
    tableView.refreshHeader?.endRefreshing()
    tableView.refreshFooter?.noMoreData = false
    // A footer that fills the screen by itself, as SwiftUI's `.loadMore`.
    var filling = RefreshConfiguration.loadMoreHoldingRoom
    filling.fillsViewport = true
    tableView.refreshFooter = RefreshKit.RefreshControl(.classic(), configuration: filling) { model.fetch { _ in } }
    tableView.refreshFooter = RefreshKit.RefreshControl(.classic(), configuration: .loadMoreFillingViewport) {
        model.fetch { _ in }
    }
    // MJRefresh's, ESPullToRefresh's and SVPullToRefresh's states, in RefreshKit's names.
    tableView.refreshHeader?.setTitle("Release to refresh", for: .armed)
    switch tableView.refreshHeader?.refreshState ?? .idle {
    case .idle, .finishing: break  // MJRefresh's idle, ES's pullToRefresh, SV's stopped
    case .revealing(let progress): _ = progress  // pulled short of the trigger
    case .armed: break  // MJRefresh's pulling, ES's releaseToRefresh, SV's triggered
    case .refreshing: break  // MJRefresh's refreshing and willRefresh, ES's autoRefreshing, SV's loading
    case .noMoreData, .failed: break
    }
    // A custom indicator view, callback style.
    tableView.refreshHeader = RefreshKit.RefreshControl(view: ArrowSpinnerView()) { control in
        model.fetch { _ in control.endRefreshing() }
    }
    tableView.refreshFooter = RefreshKit.RefreshControl(view: ArrowSpinnerView()) { model.fetch { _ in } }
}

/// An app's own subclass of the system control, rebased on StyledRefreshControl.
final class ProbeRefreshControl: StyledRefreshControl {
    private let caption = UILabel()

    override init() {
        super.init()
        addSubview(caption)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(caption)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func beginRefreshing() {
        super.beginRefreshing()
        caption.text = "Syncing…"
    }

    override func endRefreshing() {
        super.endRefreshing()  // runs on the caller's queue: main-thread work goes in observeState
    }
}

/// SwiftUI: paging state the app owns (loading, no more data, failed with its retry).
struct ProbePagingView: View {
    @State private var items: [String] = []
    @State private var paging = LoadMoreState.idle

    var body: some View {
        List(items, id: \.self) { Text($0) }
            .loadMore(state: paging) {
                paging = .loading
                items.append("more")
                paging = items.count > 40 ? .noMoreData : .idle
            }
    }
}
