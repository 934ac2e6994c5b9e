import Foundation
import RefreshKitCore

extension LastUpdatedTime {
    /// The moment `date` as the classic style shows it, relative to `now` in `calendar`:
    /// today, yesterday, or its date (with the year only when it is not `now`'s year), and its
    /// hour and minute.
    ///
    /// - Parameters:
    ///   - date: The moment of the last refresh.
    ///   - now: The present; the current date by default.
    ///   - calendar: The calendar and time zone; the user's current calendar by default.
    public init(_ date: Date, relativeTo now: Date = Date(), calendar: Calendar = .current) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day: Day
        if calendar.isDate(date, inSameDayAs: now) {
            day = .today
        } else if let yesterday = calendar.date(byAdding: .day, value: -1, to: now),
            calendar.isDate(date, inSameDayAs: yesterday)
        {
            day = .yesterday
        } else {
            let sameYear = calendar.component(.year, from: now) == parts.year
            day = .date(year: sameYear ? nil : parts.year, month: parts.month ?? 1, day: parts.day ?? 1)
        }
        self.init(day: day, hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }
}

extension LastUpdatedTime {
    /// The `UserDefaults` key a refresh's time is stored under unless a control is given its own:
    /// "RefreshKit.lastUpdated".
    package static let defaultStorageKey = "RefreshKit.lastUpdated"
}
