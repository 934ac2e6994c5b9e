/// How one language writes the time of the classic style's last-updated line ("Today 09:41",
/// "hoy 09:41", "今日 09:41", "3. 5. 09:41"): its words for today and yesterday, the order and
/// separators of a date, and where the time goes. 24-hour time with two-digit hours and
/// minutes everywhere, as MJRefresh's `HH:mm`.
public struct LastUpdatedFormat: Hashable, Sendable {
    /// The order of a date's parts.
    public enum DateOrder: String, Hashable, Sendable {
        /// 5/3/2026 (most of Europe, Latin America, the Arab world).
        case dayMonthYear
        /// 3/5/2026 (the United States).
        case monthDayYear
        /// 2026-03-05 (China, Japan, Korea).
        case yearMonthDay
    }

    /// The word for today: "Today".
    public var today: String
    /// The word for yesterday: "Yesterday".
    public var yesterday: String
    /// The order of a date's parts.
    public var dateOrder: DateOrder
    /// Between a date's parts: "/", ".", "-", ". ".
    public var dateSeparator: String
    /// After a date without a year ("5.3." in German), or "".
    public var dateTerminator: String
    /// Whether a date's month and day have two digits ("03-05", as MJRefresh's Chinese).
    public var zeroPadsDate: Bool
    /// Between the day and the time: " ", ", ", " в ".
    public var dayTimeSeparator: String
    /// Whether the time comes before the day ("09:41 hôm nay").
    public var timeFirst: Bool

    /// Creates a format.
    ///
    /// - Parameters:
    ///   - today: The word for today.
    ///   - yesterday: The word for yesterday.
    ///   - dateOrder: The order of a date's parts; month, day, year by default.
    ///   - dateSeparator: Between a date's parts; "/" by default.
    ///   - dateTerminator: After a date without a year; "" by default.
    ///   - zeroPadsDate: Whether months and days have two digits; false by default.
    ///   - dayTimeSeparator: Between the day and the time; " " by default.
    ///   - timeFirst: Whether the time comes first; false by default.
    public init(
        today: String, yesterday: String, dateOrder: DateOrder = .monthDayYear,
        dateSeparator: String = "/", dateTerminator: String = "", zeroPadsDate: Bool = false,
        dayTimeSeparator: String = " ", timeFirst: Bool = false
    ) {
        self.today = today
        self.yesterday = yesterday
        self.dateOrder = dateOrder
        self.dateSeparator = dateSeparator
        self.dateTerminator = dateTerminator
        self.zeroPadsDate = zeroPadsDate
        self.dayTimeSeparator = dayTimeSeparator
        self.timeFirst = timeFirst
    }

    /// `time` in words: the day (or date) and `HH:mm` in the language's order.
    ///
    /// - Parameter time: The moment of the last refresh.
    /// - Returns: For example "Today 09:41", "hier à 23:05", "2025/12/31 08:00".
    public func string(for time: LastUpdatedTime) -> String {
        let clock = Self.twoDigits(time.hour, modulo: 24) + ":" + Self.twoDigits(time.minute, modulo: 60)
        let day: String
        switch time.day {
        case .today: day = today
        case .yesterday: day = yesterday
        case let .date(year, month, dayOfMonth): day = date(year: year, month: month, day: dayOfMonth)
        }
        return timeFirst ? clock + dayTimeSeparator + day : day + dayTimeSeparator + clock
    }

    /// A date in the language's order; without a year when `year` is nil.
    private func date(year: Int?, month: Int, day: Int) -> String {
        let m = zeroPadsDate ? Self.twoDigits(month, modulo: 100) : String(month)
        let d = zeroPadsDate ? Self.twoDigits(day, modulo: 100) : String(day)
        let s = dateSeparator
        switch (dateOrder, year) {
        case (.dayMonthYear, let y?): return d + s + m + s + String(y)
        case (.monthDayYear, let y?): return m + s + d + s + String(y)
        case (.yearMonthDay, let y?): return String(y) + s + m + s + d + dateTerminator
        case (.dayMonthYear, nil): return d + s + m + dateTerminator
        case (.monthDayYear, nil), (.yearMonthDay, nil): return m + s + d + dateTerminator
        }
    }

    /// `value` modulo `modulo` (never negative) with at least two digits.
    private static func twoDigits(_ value: Int, modulo: Int) -> String {
        let v = ((value % modulo) + modulo) % modulo
        return v < 10 ? "0" + String(v) : String(v)
    }
}
