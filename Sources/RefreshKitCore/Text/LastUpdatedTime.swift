/// The moment of the last successful refresh as the classic style shows it: which day (today,
/// yesterday or a date), the hour and the minute. The adapter that knows the calendar and the
/// time zone (`Calendar` on iOS, `--last-updated` in the command-line tool) fills it in; the
/// core only puts it into words (``LastUpdatedFormat``), so it needs no Foundation.
public struct LastUpdatedTime: Hashable, Sendable {
    /// The day of the refresh, relative to now.
    public enum Day: Hashable, Sendable {
        /// The refresh happened today.
        case today
        /// The refresh happened yesterday.
        case yesterday
        /// An earlier day; `year` is nil in the current year (MJRefresh then leaves it out).
        case date(year: Int?, month: Int, day: Int)
    }

    /// The day.
    public var day: Day
    /// The hour, 0…23 (24-hour clock; shown modulo 24).
    public var hour: Int
    /// The minute, 0…59 (shown modulo 60).
    public var minute: Int

    /// Creates a moment.
    ///
    /// - Parameters:
    ///   - day: Today, yesterday or a date.
    ///   - hour: The hour, 0…23.
    ///   - minute: The minute, 0…59.
    public init(day: Day, hour: Int, minute: Int) {
        self.day = day
        self.hour = hour
        self.minute = minute
    }
}
