import Testing
@testable import RefreshKitCore

/// The last-updated line in each language's words and order, from a day, an hour and a minute.
@Suite struct LastUpdatedFormatTests {
    let today = LastUpdatedTime(day: .today, hour: 9, minute: 41)
    let yesterday = LastUpdatedTime(day: .yesterday, hour: 23, minute: 5)
    let thisYear = LastUpdatedTime(day: .date(year: nil, month: 3, day: 5), hour: 8, minute: 0)
    let lastYear = LastUpdatedTime(day: .date(year: 2025, month: 12, day: 31), hour: 18, minute: 30)

    @Test(arguments: [
        ("en", ["Today 09:41", "Yesterday 23:05", "3/5 08:00", "12/31/2025 18:30"]),
        ("es", ["hoy 09:41", "ayer 23:05", "5/3 08:00", "31/12/2025 18:30"]),
        ("vi", ["09:41 hôm nay", "23:05 hôm qua", "08:00 5/3", "18:30 31/12/2025"]),
        ("zh-Hans", ["今天 09:41", "昨天 23:05", "03-05 08:00", "2025-12-31 18:30"]),
        ("zh-Hant", ["今天 09:41", "昨天 23:05", "03-05 08:00", "2025-12-31 18:30"]),
        ("fr", ["aujourd’hui à 09:41", "hier à 23:05", "5/3 à 08:00", "31/12/2025 à 18:30"]),
        ("de", ["heute, 09:41", "gestern, 23:05", "5.3., 08:00", "31.12.2025, 18:30"]),
        ("ja", ["今日 09:41", "昨日 23:05", "3/5 08:00", "2025/12/31 18:30"]),
        ("ko", ["오늘 09:41", "어제 23:05", "3. 5. 08:00", "2025. 12. 31. 18:30"]),
        ("pt-BR", ["hoje às 09:41", "ontem às 23:05", "5/3 às 08:00", "31/12/2025 às 18:30"]),
        ("ru", ["сегодня в 09:41", "вчера в 23:05", "5.3 в 08:00", "31.12.2025 в 18:30"]),
        ("ar", ["اليوم 09:41", "أمس 23:05", "5/3 08:00", "31/12/2025 18:30"]),
        ("he", ["היום 09:41", "אתמול 23:05", "5.3 08:00", "31.12.2025 18:30"]),
    ])
    func eachLanguageWritesItsOwnDaysAndOrder(tag: String, expected: [String]) {
        let format = LastUpdatedFormat.forLocale(tag)
        #expect([today, yesterday, thisYear, lastYear].map(format.string(for:)) == expected)
    }

    @Test func outOfRangeClockValuesWrap() {
        let odd = LastUpdatedTime(day: .today, hour: 25, minute: -1)
        #expect(LastUpdatedFormat.english.string(for: odd) == "Today 01:59")
    }

    @Test func classicLineIsThePrefixAndTheTimeInTheLocalesWords() {
        let style = Indicators.Classic()
        let expectations = [
            ("en", "Last updated: Today 09:41"), ("es", "Última actualización: hoy 09:41"),
            ("zh-Hans", "最后更新：今天 09:41"), ("ja", "最終更新：今日 09:41"),
            ("ko", "마지막 업데이트: 오늘 09:41"), ("ru", "Обновлено сегодня в 09:41"),
            ("he", "עודכן לאחרונה: היום 09:41"),
        ]
        for (tag, line) in expectations {
            #expect(style.lastUpdatedLine(for: boxContext(.idle, locale: tag, lastUpdated: today)) == line)
        }
        // An app's own table decides the words whatever the locale.
        var own = Indicators.Classic.Strings.english
        own.lastUpdatedPrefix = "Synced "
        own.lastUpdated = LastUpdatedFormat(today: "today at", yesterday: "yesterday at")
        let custom = Indicators.Classic(configuration: .init(strings: own))
        #expect(
            custom.lastUpdatedLine(for: boxContext(.idle, locale: "ja", lastUpdated: today)) == "Synced today at 09:41")
    }
}
