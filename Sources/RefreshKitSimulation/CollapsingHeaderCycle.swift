import RefreshKitCore

/// A preview cycle of the collapsing header, driven by the real ``CollapsingHeaderController``
/// on the simulated scroll view: scroll the content up (the header collapses), stop half-way
/// (it snaps), scroll back down (it expands), stop (it snaps open).
package struct CollapsingHeaderCycle: Hashable, Sendable {
    /// One frame of the header.
    package struct Frame: Hashable, Sendable {
        /// Seconds from the start.
        package var t: Double
        /// The header's height.
        package var height: Double
        /// 0 collapsed … 1 expanded.
        package var percentage: Double
        /// The title's top offset.
        package var titleTop: Double

        /// Creates a frame.
        package init(t: Double, height: Double, percentage: Double, titleTop: Double) {
            self.t = t
            self.height = height
            self.percentage = percentage
            self.titleTop = titleTop
        }
    }

    /// The header's configuration.
    package var configuration: CollapsingHeaderController.Configuration
    /// Samples per second.
    package var fps: Double

    /// Creates a cycle.
    package init(
        configuration: CollapsingHeaderController.Configuration = .init(),
        fps: Double = SimulationScript.defaultFPS
    ) {
        self.configuration = configuration
        self.fps = fps
    }

    /// The frames, from t = 0. Throws a ``SimulationError`` for unusable numbers.
    @MainActor
    package func frames() throws -> [Frame] {
        let range = configuration.maxHeight - configuration.minHeight
        let script = SimulationScript(
            viewport: Size(width: 390, height: 844), contentHeight: 4000, collapsingHeader: configuration, fps: fps,
            steps: [
                .wait(0.2), .drag(by: -range * 0.3, duration: 0.3), .release(velocity: 0), .wait(0.5),
                .drag(by: -range * 1.5, duration: 0.5), .release(velocity: 0), .wait(0.4),
                .drag(by: range * 0.7, duration: 0.5), .release(velocity: 0), .wait(0.6),
            ])
        let simulator = try Simulator(script: script)
        guard let header = simulator.collapsingHeader else { return [] }
        var frames: [Frame] = []
        _ = simulator.run { sim in
            frames.append(
                Frame(
                    t: sim.scrollView.time, height: header.height,
                    percentage: header.percentage, titleTop: header.titleTop))
        }
        return frames
    }
}
