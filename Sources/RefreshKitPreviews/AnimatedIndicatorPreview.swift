#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
import RefreshKit
@_exported import RefreshKitScrollSimulation  // IndicatorCycle, which the initializer takes
import SwiftUI

/// Plays an indicator's whole refresh cycle in a loop — pull, release, refresh, finish — for
/// demo screens and previews, redrawn every display frame by `TimelineView(.animation)`.
///
/// The moments come from `IndicatorCycle.moments(for:)` (the simulated scroll view driving the
/// real header controller), computed once, the first time the view draws; the
/// frame shown is the one at the elapsed time, so the loop keeps real time however often SwiftUI
/// redraws. A cycle that cannot be simulated shows the resting indicator. Like any
/// `@StateObject`, the cycle is made once per view identity: to play another indicator or cycle
/// in the same place, give the view a new `.id(_:)`.
public struct AnimatedIndicatorPreview: View {
    /// The indicator played.
    public let indicator: any RefreshIndicator
    /// The drawing area, in points.
    public let size: CGSize
    /// The tint passed to the indicator, or nil for the style's own.
    public var tintColor: RGBAColor?
    /// The background passed to the indicator, or nil for the style's own.
    public var backgroundColor: RGBAColor?

    @StateObject private var player: CyclePlayer

    /// Creates a view playing `cycle` (by default the standard one, whose header is as high as
    /// `size`) of `indicator`.
    ///
    /// - Parameters:
    ///   - indicator: The indicator played.
    ///   - size: The drawing area and the view's frame, in points.
    ///   - cycle: The cycle played, or nil (the default) for an `IndicatorCycle` with default
    ///     timing and a header `size.height` points high.
    ///   - tintColor: The tint passed to the indicator, or nil (the default) for the style's own.
    ///   - backgroundColor: The background passed to the indicator, or nil (the default) for the style's own.
    public init(
        _ indicator: any RefreshIndicator, size: CGSize, cycle: IndicatorCycle? = nil,
        tintColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil
    ) {
        let indicator = spellingAppName(indicator) ?? indicator
        self.indicator = indicator
        self.size = size
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        let cycle = cycle ?? IndicatorCycle(configuration: RefreshConfiguration(height: Double(size.height)))
        _player = StateObject(wrappedValue: CyclePlayer(indicator: indicator, cycle: cycle))
    }

    /// An `IndicatorPreview` of the moment at the elapsed time, redrawn every display frame.
    public var body: some View {
        TimelineView(.animation) { timeline in
            IndicatorPreview(
                indicator, moment: player.moment(at: timeline.date), size: size,
                tintColor: tintColor, backgroundColor: backgroundColor)
        }
    }
}

/// The moments of one cycle (simulated on first use, on the main actor), and where the loop
/// started. Used only from `body`, on the main actor.
private final class CyclePlayer: ObservableObject {
    private let indicator: any RefreshIndicator
    private let cycle: IndicatorCycle
    private var moments: [IndicatorMoment]?
    private var start: Date?

    init(indicator: any RefreshIndicator, cycle: IndicatorCycle) {
        self.indicator = indicator
        self.cycle = cycle
    }

    @MainActor func moment(at date: Date) -> IndicatorMoment {
        let moments = self.moments ?? ((try? cycle.moments(for: indicator)) ?? [])
        self.moments = moments
        let start = self.start ?? date
        self.start = start
        let fps = cycle.fps
        guard !moments.isEmpty, fps.isFinite, fps > 0 else { return IndicatorMoment(state: .idle) }
        let elapsed = max(0, date.timeIntervalSince(start))
        let frame = Int((elapsed * fps).truncatingRemainder(dividingBy: Double(moments.count)))
        return moments[min(max(frame, 0), moments.count - 1)]
    }
}
#endif
