@testable import RefreshKitCore

/// A phone-sized scroll view: 390×844 pt, 2000 pt of content, unless told otherwise.
@MainActor
func makeScrollView(content: Double = 2000, inset: EdgeInsets = .zero, safeArea: EdgeInsets = .zero,
                    viewport: Size = Size(width: 390, height: 844)) -> SimulatedScrollView {
    SimulatedScrollView(viewportSize: viewport, contentSize: Size(width: viewport.width, height: content),
                        contentInset: inset, safeAreaInsets: safeArea)
}

extension SimulatedScrollView {
    /// Moves the finger by `dy` over `duration`, at 120 Hz.
    func drag(by dy: Double, duration: Double = 0.2, hz: Double = 120) {
        touchDown()
        let steps = Swift.max(1, Int((duration * hz).rounded()))
        for _ in 0..<steps {
            advance(by: duration / Double(steps))
            moveFinger(by: dy / Double(steps))
        }
    }

    /// Lets `seconds` pass at 120 Hz.
    func wait(_ seconds: Double, hz: Double = 120) {
        let steps = Swift.max(1, Int((seconds * hz).rounded()))
        for _ in 0..<steps { advance(by: seconds / Double(steps)) }
    }

    /// Pulls past the trigger and releases.
    func pullAndRelease(by dy: Double = 200) {
        drag(by: dy, duration: 0.3)
        liftFinger(velocity: 0)
    }
}

/// Records every phase change of a controller.
@MainActor
final class StateLog {
    var changes: [RefreshStateChange] = []
    init(_ controller: RefreshController) {
        controller.observeState { [unowned self] in self.changes.append($0) }
    }
    var phases: [RefreshPhase] { changes.map(\.to.phase) }
}

/// Asserts helper: |a − b| ≤ tol.
func close(_ a: Double, _ b: Double, _ tol: Double = 1e-6) -> Bool { abs(a - b) <= tol }
