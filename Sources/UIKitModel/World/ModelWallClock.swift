import Foundation

/// The wall clock of the code running now (`Date()` in an app): the world's clock (``ModelWorld/now``)
/// counted from a fixed moment, ``origin``, so "last updated" stamps and stale times move only when
/// the test lets time pass (the adapter's module names it `WallClock` on the model).
public enum ModelWallClock {
    /// The wall-clock moment at the world's time 0: Monday 5 January 2026, 09:00 UTC.
    public static let origin = Date(timeIntervalSinceReferenceDate: 789_296_400)

    /// The moment now in the current world.
    @MainActor public static var now: Date { ModelWorld.current.date }
}

extension ModelWorld {
    /// The wall-clock moment now: ``ModelWallClock/origin`` plus the world's time.
    public var date: Date { ModelWallClock.origin.addingTimeInterval(now) }
}
