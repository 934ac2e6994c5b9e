// The scenes of the "Adapter on the UIKit model" benchmarks: a window of the UIKit model with a
// scroll view, the adapter's own `RefreshControl`s (the sources that ship, compiled on the model)
// and its `CollapsingHeaderView`, driven as UIKit drives them: a finger moves the scroll view, its
// key-value observation reaches the adapter, the world's frames fire display links and run the
// main queue and the compile queue.
import RefreshKitCore
import RefreshKitOnModel
import UIKitModel

/// How many times the indicator drew a scene on the main thread and off it (the compile queue
/// draws many scenes per plan it compiles).
final class SceneCallCounts: @unchecked Sendable {  // both counts are read and written under `lock`
    private let lock = NSLock()
    private var main = 0
    private var other = 0

    func add(onMainThread: Bool) {
        lock.lock()
        if onMainThread { main += 1 } else { other += 1 }
        lock.unlock()
    }

    var counts: (mainThread: Int, otherThreads: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (main, other)
    }
}

/// The arc spinner, counting the threads its scenes are drawn on; its declared timelines pass
/// through, so its plans compile as the style's own.
struct ThreadCountingIndicator: RefreshIndicator {
    let base = Indicators.ArcSpinner()
    let calls: SceneCallCounts

    func scene(for context: IndicatorContext) -> IndicatorScene {
        calls.add(onMainThread: ModelThread.isMainThread)
        return base.scene(for: context)
    }

    func timeline(for phase: LayerPlan.Phase, context: IndicatorContext) -> IndicatorTimeline? {
        base.timeline(for: phase, context: context)
    }
}

/// The UIKit the rigs' worlds behave as where Apple is silent: the model's first picks, or with
/// `REFRESHKIT_MODEL_UIKIT=n` in the environment the n-th of `ModelUIKitBehaviour.alternatives`
/// (counted from 1), so that the counts can be checked under each.
let benchmarkedUIKit: ModelUIKitBehaviour = {
    let all = ModelUIKitBehaviour.alternatives
    guard let value = ProcessInfo.processInfo.environment["REFRESHKIT_MODEL_UIKIT"], let n = Int(value) else {
        return ModelUIKitBehaviour()
    }
    guard (1...all.count).contains(n) else {
        fatalError("REFRESHKIT_MODEL_UIKIT=\(value): give 1 to \(all.count) (ModelUIKitBehaviour.alternatives)")
    }
    return all[n - 1]
}()

/// A shown window (390 × 844 pt at 3×, the device's safe area) with a list `contentHeight` high
/// and, as asked, a header and a footer control of the adapter, resting at its top.
@MainActor
final class AdapterRig {
    let world = ModelUIKitBehaviour.$forNewWorlds.withValue(benchmarkedUIKit) {
        ModelWorld(startTime: 0, scale: 3, framesPerSecond: 60)
    }
    let window: UIWindow
    let scrollView: UIScrollView
    let header: RefreshControl?
    let footer: RefreshControl?
    let calls = SceneCallCounts()

    init(header hasHeader: Bool = true, footer hasFooter: Bool = false, contentHeight: CGFloat = 2000) {
        let world = world, calls = calls
        (window, scrollView, header, footer) = world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.modelDeviceSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentInsetAdjustmentBehavior = .always
            scrollView.contentSize = CGSize(width: 390, height: contentHeight)
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            world.drain()
            scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
            let header = hasHeader ? RefreshControl(ThreadCountingIndicator(calls: calls)) { _ in } : nil
            let footer = hasFooter ? RefreshControl(ThreadCountingIndicator(calls: calls)) { _ in } : nil
            scrollView.refreshHeader = header
            scrollView.refreshFooter = footer
            world.drain()
            return (window, scrollView, header, footer)
        }
        // Resting: the pull, armed and refreshing plans compile ahead on the compile queue.
        advance(frames: 10)
    }

    /// Lets `frames` frames pass; returns how many times a display link called the adapter meanwhile.
    @discardableResult
    func advance(frames: Int) -> Int {
        let before = world.displayLinkFireCount
        for _ in 0..<frames { world.advance(to: world.now + 1.0 / 60) }
        return world.displayLinkFireCount - before
    }

    /// The finger moves the content by `distance` points (positive pulls down), one frame per point.
    func drag(by distance: Int) {
        world.run {
            for _ in 0..<abs(distance) {
                scrollView.modelMoveFinger(by: CGPoint(x: 0, y: distance > 0 ? 1 : -1))
                world.advance(to: world.now + 1.0 / 60)
            }
        }
    }

    /// Brings the header to `phase` with the finger down (`.refreshing`: pulled past its trigger,
    /// let go, then the finger down again on the refreshing header); false if it does not get there.
    func pullHeader(to phase: RefreshPhase) -> Bool {
        guard let header else { return false }
        func pull(until done: () -> Bool) -> Bool {
            for _ in 0..<400 where !done() { drag(by: 1) }
            return done()
        }
        switch phase {
        case .revealing:
            return pull { header.pullProgress >= 0.5 } && header.refreshState.phase == .revealing
        case .armed:
            guard pull(until: { header.refreshState.phase == .armed }) else { return false }
            drag(by: 20)
            return header.refreshState.phase == .armed
        case .refreshing:
            guard pull(until: { header.refreshState.phase == .armed }) else { return false }
            world.run { scrollView.modelLiftFinger() }
            advance(frames: 60)
            drag(by: 10)
            return header.refreshState.phase == .refreshing
        default:
            return false
        }
    }

    /// One scroll event: the finger moves half a point, down and up in turn, and the run loop turns
    /// (layout and display). Call inside `world.run`.
    func event(_ index: Int) {
        scrollView.modelMoveFinger(by: CGPoint(x: 0, y: index & 1 == 0 ? 0.5 : -0.5))
        world.drain()
    }
}

/// A shown window (the device's safe area) with a list under the adapter's collapsing header,
/// attached and drawn (its plan compiled on the compile queue), the finger down and the content
/// dragged 20 pt up so the header is half collapsed.
@MainActor
final class CollapsingAdapterRig {
    let rig: AdapterRig
    let header: CollapsingHeaderView
    var world: ModelWorld { rig.world }

    init() {
        rig = AdapterRig(header: false)
        let rig = rig
        header = rig.world.run {
            let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
            header.frame = CGRect(x: 0, y: 0, width: 390, height: 88)
            rig.window.addSubview(header)
            header.attach(to: rig.scrollView)
            rig.world.drain()
            return header
        }
        rig.drag(by: -20)
        rig.advance(frames: 30)
    }

    /// The header's height now.
    var height: Double { header.controller?.height ?? .nan }

    /// Whether the header shows its plan (a plan layer shown, the scene view hidden).
    var showsPlan: Bool {
        header.layer.sublayers?.contains { $0 is LayerPlanLayer && !$0.isHidden } ?? false
    }

    /// One scroll event: the finger moves half a point, up and down in turn (the header absorbs
    /// it), and the run loop turns. Call inside `world.run`.
    func event(_ index: Int) { rig.event(index + 1) }
}
