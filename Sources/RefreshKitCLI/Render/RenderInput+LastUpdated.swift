import RefreshKitCore

extension RenderInput {
    /// Reads `--last-updated`: a day — `today`, `yesterday`, `MM-DD` (this year) or
    /// `YYYY-MM-DD` — and a 24-hour time `HH:MM`, separated by a space ("today 09:41",
    /// "2025-12-31 23:05"). The classic style writes it in the words of `--locale`.
    ///
    /// - Parameter text: The option's value.
    /// - Returns: The moment.
    /// - Throws: ``RenderFailure`` naming the accepted forms.
    static func lastUpdated(_ text: String) throws -> LastUpdatedTime {
        let failure = RenderFailure(
            "--last-updated \(text.quotedInput()) is not a day and a time; pass for example "
                + "'today 09:41', 'yesterday 23:05', '03-05 08:00' or '2025-03-05 08:00'")
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2 else { throw failure }
        let clock = parts[1].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 2, let hour = decimal(clock[0], 0...23), let minute = decimal(clock[1], 0...59) else {
            throw failure
        }
        let day: LastUpdatedTime.Day
        switch parts[0].lowercased() {
        case "today": day = .today
        case "yesterday": day = .yesterday
        default:
            let fields = parts[0].split(separator: "-", omittingEmptySubsequences: false)
            guard fields.count == 2 || fields.count == 3,
                let month = decimal(fields[fields.count - 2], 1...12),
                let dayOfMonth = decimal(fields[fields.count - 1], 1...31)
            else { throw failure }
            var year: Int?
            if fields.count == 3 {
                guard fields[0].count == 4, let y = decimal(fields[0], 1...9999) else { throw failure }
                year = y
            }
            guard dayOfMonth <= daysIn(month: month, year: year) else {
                throw RenderFailure(
                    "--last-updated \(text.quotedInput()): \(monthNames[month - 1]) has no day \(dayOfMonth)"
                        + (year.map { " in \($0)" } ?? "") + "; pass a day that exists, such as '03-05 08:00'")
            }
            day = .date(year: year, month: month, day: dayOfMonth)
        }
        return LastUpdatedTime(day: day, hour: hour, minute: minute)
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September",
        "October", "November", "December",
    ]

    /// The days of `month` (1…12) in `year`; February has 29 when the year is not given (the
    /// current year may be a leap year) or is a leap year of the Gregorian calendar.
    static func daysIn(month: Int, year: Int?) -> Int {
        switch month {
        case 2:
            guard let year else { return 29 }
            return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `text` as a decimal of one to four ASCII digits within `range`, or nil.
    private static func decimal(_ text: Substring, _ range: ClosedRange<Int>) -> Int? {
        guard (1...4).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(text), range.contains(value)
        else { return nil }
        return value
    }
}
