import CoreAnimationModel
import RefreshKitCore
@testable import RefreshKitOnModel
import UIKitModel

/// A phone's screen on the UIKit model for runs that are not gesture scripts: a window with the
/// device's safe area, a scroll view in it, and the adapter's controls on its edges, with their
/// state changes and actions recorded. Every call runs inside the scene's world.
@MainActor
final class AdapterScene {
    let world: ModelWorld
    let window: UIWindow
    let scrollView: UIScrollView
    /// Every state change of every control, in order.
    private(set) var changes: [(edge: RefreshEdge, change: RefreshStateChange)] = []
    /// The actions run, by edge.
    private(set) var actions: [RefreshEdge] = []
    /// Whether each action ends the refresh at once (else the test ends it).
    var endsAtOnce = false
    /// The offset shown after every frame the scene let pass, with whether a finger was down.
    /// The scroll view's size and safe area are kept too: a frame in which they changed (a
    /// rotation, a bar appearing) moves the content as the system does, at once on the model.
    private(set) var shownPath: [(tracking: Bool, y: CGFloat, layout: [CGFloat])] = []

    /// Collects the scenes made while it is bound (``AdapterUnderUIKitVariantsTests`` checks
    /// their paths).
    final class Collector: @unchecked Sendable {  // used on the main actor only
        var scenes: [AdapterScene] = []
    }
    @TaskLocal static var collector: Collector?

    /// A window of `size` at `scale` with the device's `safeArea`, and a scroll view filling it
    /// (a table view when `table`), whose content is `contentHeight` high, with `behavior`.
    init(
        scale: CGFloat = 3, size: CGSize = CGSize(width: 390, height: 844),
        safeArea: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        contentHeight: CGFloat = 2000, behavior: UIScrollView.ContentInsetAdjustmentBehavior = .always,
        table: Bool = false
    ) {
        world = ModelWorld(startTime: 0, scale: scale, framesPerSecond: 60)
        (window, scrollView) = world.run {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            window.modelDeviceSafeAreaInsets = safeArea
            let scrollView: UIScrollView =
                table ? UITableView(frame: window.bounds, style: .plain) : UIScrollView(frame: window.bounds)
            scrollView.contentInsetAdjustmentBehavior = behavior
            scrollView.contentSize = CGSize(width: size.width, height: contentHeight)
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
            return (window, scrollView)
        }
        world.drain()
        world.run { scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top) }
        world.drain()
        Self.collector?.scenes.append(self)
    }

    /// Records the offset the screen shows now.
    private func recordFrame() {
        let size = scrollView.bounds.size, safe = scrollView.safeAreaInsets
        shownPath.append(
            (
                scrollView.isTracking, world.run { scrollView.modelPresentedContentOffset.y },
                [size.width, size.height, safe.top, safe.left, safe.bottom, safe.right]
            ))
    }

    /// Runs `body` in the scene's world.
    @discardableResult
    func run<T>(_ body: () throws -> T) rethrows -> T { try world.run(body) }

    /// A control on `edge` of the scroll view, recording its changes and actions.
    @discardableResult
    func attach(
        _ edge: RefreshEdge, _ indicator: (any RefreshIndicator)? = nil, configuration: RefreshConfiguration? = nil
    ) -> RefreshControl {
        world.run {
            let control = RefreshControl(indicator, configuration: configuration) { [unowned self] control in
                self.actions.append(edge)
                if self.endsAtOnce { control.endRefreshing() }
            }
            control.observeState { [unowned self] change in self.changes.append((edge, change)) }
            if edge == .header { scrollView.refreshHeader = control } else { scrollView.refreshFooter = control }
            world.drain()
            return control
        }
    }

    /// The phases `edge` went through, in order.
    func phases(_ edge: RefreshEdge) -> [RefreshPhase] {
        changes.filter { $0.edge == edge }.map(\.change.to.phase)
    }

    /// Forgets the changes and actions recorded so far.
    func forgetHistory() {
        changes = []
        actions = []
    }

    /// Whether a display link is on the run loop (it fires in the next frame).
    var hasDisplayLink: Bool { !world.activeDisplayLinks.isEmpty }

    /// Lets `seconds` pass frame by frame; returns how many of those frames a display link fired in.
    @discardableResult
    func advance(by seconds: Double) -> Int {
        var ticks = 0
        let end = world.now + seconds
        while world.now < end - 1e-9 {
            if hasDisplayLink { ticks += 1 }
            world.advance(to: Swift.min(end, world.now + 1.0 / Double(world.screen.maximumFramesPerSecond)))
            recordFrame()
        }
        return ticks
    }

    /// A finger drags by `distance` points (positive pulls down) over `frames` frames, then lifts
    /// with `velocity` (nil: the finger stays down).
    func drag(_ distance: CGFloat, frames: Int = 10, velocity: CGFloat? = 0) {
        world.run {
            scrollView.modelTouchDown()
            for _ in 0..<frames {
                scrollView.modelMoveFinger(by: CGPoint(x: 0, y: distance / CGFloat(frames)))
                world.advance(by: 1.0 / Double(world.screen.maximumFramesPerSecond))
                recordFrame()
            }
            if let velocity { scrollView.modelLiftFinger(velocity: CGPoint(x: 0, y: velocity)) }
        }
    }

    /// The scroll view's `contentInset`, `adjustedContentInset` and offset along y.
    var top: (inset: CGFloat, adjusted: CGFloat, offset: CGFloat) {
        (scrollView.contentInset.top, scrollView.adjustedContentInset.top, scrollView.contentOffset.y)
    }
}

extension AdapterScene {
    /// `layer`'s tree as the render server shows it now, rasterized at the screen's scale.
    func render(_ layer: CALayer) throws -> Bitmap {
        try LayerRasterizer().render(
            layer.presentation(atMediaTime: world.now), scale: Double(world.screen.scale))
    }

    /// How many animations the layers of `layer`'s tree hold (masks included).
    static func animationCount(under layer: CALayer) -> Int {
        (layer.animationKeys()?.count ?? 0) + (layer.mask.map(animationCount) ?? 0)
            + (layer.sublayers ?? []).reduce(0) { $0 + animationCount(under: $1) }
    }

    /// How long UIKit's spring takes to bring content released past an edge to rest, with room
    /// to spare: 2 s (critically damped at 10 rad/s, to a thousandth of a point in about 1.4 s).
    static let springLands = 2.0

    /// Pulls the header past its trigger and lets go: it refreshes (`drag` distance of finger),
    /// and the spring brings the content to rest under it.
    func pullToRefresh(_ distance: CGFloat = 220) {
        drag(distance, frames: 12, velocity: 0)
        advance(by: Self.springLands)
    }
}
