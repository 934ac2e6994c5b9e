/// What the pointer asks of the scroll view: the mouse is the finger, the wheel scrolls.
package enum ScrollCommand: Hashable, Sendable {
    /// A finger touches the content.
    case touchDown
    /// The finger moves by `dy` points (positive = down).
    case moveFinger(dy: Double)
    /// The finger lifts with `velocity` points per second (positive = down).
    case liftFinger(velocity: Double)
    /// The wheel turns by `dy` points (positive = the content moves down, as a finger would).
    case wheel(dy: Double)
}

/// Turns pointer events (window pixels, seconds) into ``ScrollCommand``s (points).
///
/// Button 1 is the finger: press touches down, motion with the button held moves the finger by
/// the pointer's travel divided by the scale, release lifts it with the velocity a
/// ``VelocityTracker`` measured over the last 100 ms. Buttons 4 and 5 (X11's wheel up and down)
/// scroll by ``wheelStep`` points. Other buttons do nothing.
package struct PointerInput: Sendable {
    /// X11's first (left) button: the finger.
    package static let fingerButton = 1
    /// X11's wheel up: shows what is above, as a finger moving down.
    package static let wheelUpButton = 4
    /// X11's wheel down.
    package static let wheelDownButton = 5
    /// How far one wheel notch scrolls, in points.
    package static let wheelStep = 48.0

    /// Window pixels per point.
    package let scale: Double
    /// The finger is down.
    package private(set) var isPressed = false
    private var lastY = 0.0
    private var tracker = VelocityTracker()

    /// Creates an input mapper for a window at `scale` pixels per point.
    package init(scale: Double) { self.scale = scale > 0 && scale.isFinite ? scale : 1 }

    /// A button went down at pixel row `y` at `time` seconds.
    package mutating func press(button: Int, y: Double, time: Double) -> [ScrollCommand] {
        switch button {
        case Self.fingerButton:
            guard !isPressed else { return [] }
            isPressed = true
            lastY = y
            tracker.reset()
            tracker.add(time: time, position: y / scale)
            return [.touchDown]
        case Self.wheelUpButton:
            return [.wheel(dy: Self.wheelStep)]
        case Self.wheelDownButton:
            return [.wheel(dy: -Self.wheelStep)]
        default:
            return []
        }
    }

    /// The pointer moved to pixel row `y` at `time` seconds.
    package mutating func motion(y: Double, time: Double) -> [ScrollCommand] {
        guard isPressed, y.isFinite else { return [] }
        let dy = (y - lastY) / scale
        lastY = y
        tracker.add(time: time, position: y / scale)
        return dy == 0 ? [] : [.moveFinger(dy: dy)]
    }

    /// A button went up at pixel row `y` at `time` seconds.
    package mutating func release(button: Int, y: Double, time: Double) -> [ScrollCommand] {
        guard button == Self.fingerButton, isPressed else { return [] }
        var commands = motion(y: y, time: time)
        isPressed = false
        commands.append(.liftFinger(velocity: tracker.velocity(at: time)))
        return commands
    }
}
