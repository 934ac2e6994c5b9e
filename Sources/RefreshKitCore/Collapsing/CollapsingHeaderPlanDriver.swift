/// Drives a collapsing header's `.collapsing` ``LayerPlan`` from its height: one `timeOffset`
/// write per change of the height, none when the collapse fraction is unchanged.
///
/// ```swift
/// let driver = CollapsingHeaderPlanDriver(configuration: controller.configuration) { fraction in
///     planLayer.setPullProgress(fraction)
/// }
/// controller.onChange = { driver.update(height: $0.height) }
/// ```
@MainActor
package final class CollapsingHeaderPlanDriver {
    /// The heights the fraction is taken from (sanitised as the controller does).
    package let configuration: CollapsingHeaderController.Configuration
    /// The last time offset written, or nil before the first write and after ``reset()``.
    package private(set) var timeOffset: Double?

    private let write: @MainActor (Double) -> Void

    /// Creates a driver that has written nothing yet.
    ///
    /// - Parameters:
    ///   - configuration: The controller's configuration.
    ///   - write: Writes a time offset (the collapse fraction, 0…1) to the plan's layer.
    package init(
        configuration: CollapsingHeaderController.Configuration = .init(),
        write: @escaping @MainActor (Double) -> Void
    ) {
        self.configuration = configuration.sanitized
        self.write = write
    }

    /// Writes the collapse fraction at `height` unless it is the one written last.
    ///
    /// - Parameter height: The header's height, in points.
    package func update(height: Double) {
        let fraction = configuration.collapseFraction(atHeight: height)
        guard fraction != timeOffset else { return }
        timeOffset = fraction
        write(fraction)
    }

    /// Forgets the last write (the layer showed a new plan and stands at time 0): the next
    /// ``update(height:)`` writes.
    package func reset() { timeOffset = nil }
}
