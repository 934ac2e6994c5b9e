import RefreshKitCore

extension SimulatedScrollView {
    // MARK: Rubber band

    /// The offset shown for an unconstrained (finger-driven) position: itself inside the range,
    /// rubber-banded past either edge.
    func constrained(_ position: Double) -> Double {
        let m = metrics, d = viewportSize.height, c = physics.rubberBandCoefficient
        if position < m.minOffsetY {
            return m.minOffsetY - RubberBand.offset(forDistance: m.minOffsetY - position, dimension: d, coefficient: c)
        }
        if position > m.maxOffsetY {
            return m.maxOffsetY + RubberBand.offset(forDistance: position - m.maxOffsetY, dimension: d, coefficient: c)
        }
        return position
    }

    /// The inverse of `constrained`: where the finger would be for a shown offset.
    func unconstrained(_ offset: Double) -> Double {
        let m = metrics, d = viewportSize.height, c = physics.rubberBandCoefficient
        if offset < m.minOffsetY {
            return m.minOffsetY - RubberBand.distance(forOffset: m.minOffsetY - offset, dimension: d, coefficient: c)
        }
        if offset > m.maxOffsetY {
            return m.maxOffsetY + RubberBand.distance(forOffset: offset - m.maxOffsetY, dimension: d, coefficient: c)
        }
        return offset
    }

    // MARK: Free motion

    /// The content's current speed in points per second (offset units; positive = moving up).
    var currentVelocity: Double {
        switch motion {
        case let .decelerating(_, v0, t0):
            return physics.deceleration.velocity(v0, at: time - t0)
        case let .bouncing(_, x0, v0, t0):
            return physics.spring.velocity(from: x0, velocity: v0, at: time - t0)
        case .none, .finger, .animating:
            return 0
        }
    }

    /// Starts momentum (or the spring back, past an edge) from the current offset.
    func startFreeMotion(velocity v: Double) {
        let m = metrics, y = contentOffset.y
        if y < m.minOffsetY {
            motion = .bouncing(edge: .top, displacement: y - m.minOffsetY, velocity: v, startTime: time)
        } else if y > m.maxOffsetY {
            motion = .bouncing(edge: .bottom, displacement: y - m.maxOffsetY, velocity: v, startTime: time)
        } else if abs(v / physics.deceleration.k) >= physics.restDistance {
            motion = .decelerating(start: y, velocity: v, startTime: time)
        } else {
            motion = .none
        }
    }

    /// The edge offset a spring pulls towards, from the current metrics.
    func edgeOffset(_ edge: ScrollMotion.Edge) -> Double {
        edge == .top ? metrics.minOffsetY : metrics.maxOffsetY
    }

    /// Moves the content to where the current motion puts it at `time`, posting the events
    /// UIKit would.
    func step() {
        switch motion {
        case .none, .finger:
            return
        case let .animating(animation):
            setOffsetY(animation.value(at: time))
            if animation.isFinished(at: time) {
                motion = .none
                post(.didEndScrollingAnimation)
            }
        case let .decelerating(x0, v0, t0):
            stepDeceleration(x0: x0, v0: v0, t0: t0)
        case let .bouncing(edge, x0, v0, t0):
            stepBounce(edge: edge, x0: x0, v0: v0, t0: t0)
        }
    }

    private func stepDeceleration(x0: Double, v0: Double, t0: Double) {
        let decel = physics.deceleration, m = metrics
        let rest = decel.restingPosition(from: x0, velocity: v0)
        // Crossing an edge hands the velocity at the edge to the spring.
        let crossing: (ScrollMotion.Edge, Double)? =
            rest < m.minOffsetY && v0 < 0
            ? (.top, m.minOffsetY)
            : rest > m.maxOffsetY && v0 > 0 ? (.bottom, m.maxOffsetY) : nil
        if let (edge, edgeY) = crossing, let tc = decel.time(toReach: edgeY, from: x0, velocity: v0),
            time - t0 >= tc
        {
            motion = .bouncing(
                edge: edge, displacement: 0, velocity: decel.velocity(v0, at: tc),
                startTime: t0 + tc)
            step()
            return
        }
        let v = decel.velocity(v0, at: time - t0)
        if abs(v / decel.k) < physics.restDistance {
            motion = .none
            setOffsetY(rest, by: .momentum)
            post(.didEndDecelerating)
        } else {
            setOffsetY(decel.position(from: x0, velocity: v0, at: time - t0), by: .momentum)
        }
    }

    private func stepBounce(edge: ScrollMotion.Edge, x0: Double, v0: Double, t0: Double) {
        let spring = physics.spring, t = time - t0
        let x = spring.displacement(from: x0, velocity: v0, at: t)
        let v = spring.velocity(from: x0, velocity: v0, at: t)
        if abs(x) < physics.restDistance && abs(v) < physics.restSpeed {
            motion = .none
            setOffsetY(edgeOffset(edge), by: .momentum)
            post(.didEndDecelerating)
        } else {
            setOffsetY(edgeOffset(edge) + x, by: .momentum)
        }
    }

    // MARK: Layout changes

    /// Keeps the motion consistent after the range of offsets changed: a finger re-anchors,
    /// momentum and springs re-plan from where they are, and content at rest outside the range
    /// moves back inside (animated when the change is, over `duration`, by default the
    /// physics' animation duration).
    func layoutDidChange(animated: Bool, duration: Double? = nil) {
        let y = contentOffset.y
        switch motion {
        case .finger(_, _, let translation, let moved):
            motion = .finger(
                anchorPosition: unconstrained(y), anchorTranslation: translation,
                translation: translation, moved: moved)
        case .decelerating, .bouncing:
            startFreeMotion(velocity: currentVelocity)
            if motion == .none { post(.didEndDecelerating) }
        case .none, .animating:
            let m = metrics
            let target = Swift.min(Swift.max(y, m.minOffsetY), m.maxOffsetY)
            if case let .animating(animation) = motion {
                // An animation towards a target that is now out of range aims at the range.
                let clampedTo = Swift.min(Swift.max(animation.to, m.minOffsetY), m.maxOffsetY)
                if clampedTo != animation.to {
                    motion = .animating(
                        ValueAnimation.beginningFromCurrentState(
                            of: animation, to: clampedTo, at: time,
                            duration: physics.animationDuration, curve: animation.curve))
                }
            } else if target != y {
                if animated {
                    motion = .animating(
                        ValueAnimation(
                            from: y, to: target, startTime: time,
                            duration: duration ?? physics.animationDuration,
                            curve: physics.animationCurve))
                } else {
                    setOffsetY(target)
                }
            }
        }
        post(.layoutDidChange)
    }

    /// Stops a deceleration or a spring back where the content is (posting
    /// `didEndDecelerating`); any other motion is left alone.
    package func stopMotion() {
        guard isDecelerating else { return }
        motion = .none
        post(.didEndDecelerating)
    }

    /// Sets the vertical offset and posts `didScroll` when it changed, with `mover` as
    /// ``scrollMover`` (the app unless said otherwise).
    func setOffsetY(_ y: Double, by mover: ScrollMover = .app) {
        guard y.isFinite, y != contentOffset.y else { return }
        contentOffset.y = y
        scrollMover = mover
        post(.didScroll)
    }
}
