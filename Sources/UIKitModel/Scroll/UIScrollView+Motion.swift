import RefreshKitCore
import RefreshKitScrollSimulation

/// The scroll view's motion: the engines (the core's physics, one per axis) kept in step with the
/// view's geometry, a finger, and the world's frames.
extension UIScrollView {
    /// Whether a finger moves content along each axis: scrolling enabled, and content (with the
    /// adjusted insets) larger than the bounds, or bouncing always.
    var modelScrollableAxes: (vertical: Bool, horizontal: Bool) {
        let e = adjustedContentInset
        let v = contentSize.height + e.top + e.bottom > bounds.height || (bounces && alwaysBounceVertical)
        let h = contentSize.width + e.left + e.right > bounds.width || (bounces && alwaysBounceHorizontal)
        return (isScrollEnabled && v, isScrollEnabled && h)
    }

    /// The geometry changed (size, bounds, insets, safe area, behaviour): the engines take it (a
    /// resting offset outside the new range comes back inside it, motion re-plans), the offset
    /// follows them, and `adjustedContentInsetDidChange()` runs when the adjusted inset changed.
    func modelInsetsDidChange(animated: Bool = false, safeAreaChanged: Bool = false) {
        let atTop =
            !modelHeld && !isDecelerating && !modelWasAnimatingOffset
            && bounds.origin.y == -modelLastAdjustedInset.top
        let (adjustsV, adjustsH) = modelAdjustedAxes
        var inset = contentInset
        if let held = refreshControl?.modelHeldHeight, held > 0 { inset.top = inset.top + held }
        let viewport = Size(width: Double(bounds.width), height: Double(bounds.height))
        let content = Size(width: Double(contentSize.width), height: Double(contentSize.height))
        let safe = Insets(safeAreaInsets), insets = Insets(inset)
        Self.sync(vertical, viewport, content, adjustsV, safe, insets, animated: animated)
        Self.sync(
            horizontal, viewport.transposed, content.transposed, adjustsH, safe.transposed, insets.transposed,
            animated: false)
        modelApplyEngines()
        let adjusted = adjustedContentInset
        if adjusted != modelLastAdjustedInset {
            let oldTop = modelLastAdjustedInset.top
            modelLastAdjustedInset = adjusted
            if safeAreaChanged, atTop, adjusted.top != oldTop,
                ModelWorld.current.uikit.restingOffsetOnSafeAreaChange == .keepsContentAtTheTop
            {
                contentOffset = CGPoint(x: contentOffset.x, y: -adjusted.top)
            }
            adjustedContentInsetDidChange()
        }
    }

    /// The engines take a written offset as the world's UIKit does (``ModelUIKitBehaviour``): an
    /// axis at rest, under a finger or animating takes it; one decelerating or springing back
    /// re-anchors its motion to it, keeps its path (the next frame puts the content back on it),
    /// or stops there. Returns whether a deceleration stopped.
    func modelMotionTakes(_ offset: CGPoint) -> Bool {
        // One axis at a time, without a collection: a write allocates nothing.
        let behaviour = ModelWorld.current.uikit.offsetWriteInMotion
        let stoppedV = Self.take(Double(offset.y), into: vertical, behaviour)
        let stoppedH = Self.take(Double(offset.x), into: horizontal, behaviour)
        return (stoppedV || stoppedH) && !isDecelerating
    }

    /// `engine` takes `value` as `behaviour` says; returns whether its deceleration stopped.
    private static func take(
        _ value: Double, into engine: SimulatedScrollView, _ behaviour: ModelUIKitBehaviour.OffsetWriteInMotion
    ) -> Bool {
        var stopped = false
        if engine.isDecelerating && !engine.isTracking {
            switch behaviour {
            case .reanchorsTheMotion: break
            case .motionKeepsItsPath: return false
            case .stopsTheMotion:
                engine.stopMotion()
                stopped = true
            }
        }
        engine.setContentOffset(Point(x: 0, y: value), animated: false)
        return stopped
    }

    /// Gives an engine the geometry along its axis (its y).
    private static func sync(
        _ engine: SimulatedScrollView, _ viewport: Size, _ content: Size, _ adjusts: Bool, _ safe: Insets,
        _ inset: Insets, animated: Bool
    ) {
        engine.setViewportSize(viewport)
        engine.setContentSize(content)
        engine.setAdjustsContentInsetForSafeArea(adjusts)
        engine.setSafeAreaInsets(safe)
        engine.setContentInset(inset, animated: animated)
    }

    /// The offset the engines hold, set on the view (key-value observers and the delegate hear of
    /// a change).
    func modelApplyEngines() {
        let offset = CGPoint(x: CGFloat(horizontal.contentOffset.y), y: CGFloat(vertical.contentOffset.y))
        if offset != bounds.origin { modelSetOffset(offset) }
    }

    /// The world's frame at `time`: the scroll view's own motion moves the content.
    func modelStep(to time: Double) {
        modelPruneOffsetAnimations(at: time)
        modelStepMomentum(to: time)
        let wasDecelerating = isDecelerating
        vertical.advance(to: time, postsTick: false)
        horizontal.advance(to: time, postsTick: false)
        modelApplyEngines()
        if wasDecelerating && !isDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
        if modelWasAnimatingOffset && !(vertical.isAnimatingOffset || horizontal.isAnimatingOffset) {
            modelWasAnimatingOffset = false
            delegate?.scrollViewDidEndScrollingAnimation(self)
            if modelIsScrollingToTop {
                modelIsScrollingToTop = false
                delegate?.scrollViewDidScrollToTop(self)
            }
        }
    }

    /// Stops a deceleration or a bounce where the content is; the delegate hears it ended.
    func modelStopMotion() {
        guard isDecelerating else { return }
        vertical.stopMotion()
        horizontal.stopMotion()
        delegate?.scrollViewDidEndDecelerating(self)
    }

    // MARK: The finger

    /// A finger touches the content (stopping it if it moves).
    public func modelTouchDown() {
        modelEndIndirectInput()
        let wasDecelerating = isDecelerating
        vertical.touchDown()
        horizontal.touchDown()
        modelWasAnimatingOffset = false
        modelIsScrollingToTop = false
        modelApplyEngines()
        if wasDecelerating { delegate?.scrollViewDidEndDecelerating(self) }
    }

    /// The finger moves by `translation` (positive: right and down, the content follows). The first
    /// move begins the pan gesture, later ones change it; puts a finger down first if none is.
    public func modelMoveFinger(by translation: CGPoint) {
        if !modelHeld || modelInput != .finger { modelTouchDown() }
        panGestureRecognizer.modelAdd(translation: translation)
        panGestureRecognizer.modelSetState(panGestureRecognizer.state == .possible ? .began : .changed)
    }

    /// The finger lifts with `velocity` (points per second, the finger's direction): the pan gesture
    /// ends (when it had begun), then the content decelerates or springs back.
    public func modelLiftFinger(velocity: CGPoint = .zero) {
        guard modelHeld, modelInput == .finger else { return }
        panGestureRecognizer.modelVelocity = velocity
        if panGestureRecognizer.state == .began || panGestureRecognizer.state == .changed {
            panGestureRecognizer.modelSetState(.ended)
        } else {
            modelRelease(velocity: velocity)
        }
        panGestureRecognizer.modelReset()
    }

    /// The scroll view's own pan handler, run before the other targets.
    func modelHandlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            let delta = recognizer.modelTakeMove()
            let axes = modelScrollableAxes
            let startsDrag = !isDragging
            if axes.vertical { vertical.moveFinger(by: Double(delta.y)) }
            if axes.horizontal { horizontal.moveFinger(by: Double(delta.x)) }
            if startsDrag && isDragging { delegate?.scrollViewWillBeginDragging(self) }
            modelApplyEngines()
        case .ended, .cancelled, .failed:
            modelRelease(velocity: recognizer.state == .ended ? recognizer.modelVelocity : .zero)
        case .possible:
            break
        }
    }

    func modelRelease(velocity: CGPoint) {
        let wasDragging = isDragging
        let axes = modelScrollableAxes
        vertical.liftFinger(velocity: axes.vertical ? Double(velocity.y) : 0)
        horizontal.liftFinger(velocity: axes.horizontal ? Double(velocity.x) : 0)
        modelApplyEngines()
        if wasDragging { delegate?.scrollViewDidEndDragging(self, willDecelerate: isDecelerating) }
    }
}

extension Insets {
    /// The same insets.
    init(_ e: UIEdgeInsets) {
        self.init(top: Double(e.top), left: Double(e.left), bottom: Double(e.bottom), right: Double(e.right))
    }
}

/// The messages a scroll view sends its delegate (the ones the model sends).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
