extension LastUpdatedFormat: LanguageTable {
    /// English: "Today 09:41", "Yesterday 09:41", "3/5 09:41", "3/5/2025 09:41".
    public static let english = LastUpdatedFormat(today: "Today", yesterday: "Yesterday")
    /// Spanish: "hoy 09:41", "ayer 09:41", "5/3 09:41".
    package static let spanish = LastUpdatedFormat(today: "hoy", yesterday: "ayer", dateOrder: .dayMonthYear)
    /// Vietnamese: "09:41 hôm nay", "09:41 hôm qua", "09:41 5/3".
    package static let vietnamese = LastUpdatedFormat(
        today: "hôm nay", yesterday: "hôm qua",
        dateOrder: .dayMonthYear, timeFirst: true)
    /// Simplified Chinese (MJRefresh's): "今天 09:41", "昨天 09:41", "03-05 09:41", "2025-03-05 09:41".
    package static let simplifiedChinese = LastUpdatedFormat(
        today: "今天", yesterday: "昨天", dateOrder: .yearMonthDay,
        dateSeparator: "-", zeroPadsDate: true)
    /// Traditional Chinese (MJRefresh's): "今天 09:41", "昨天 09:41", "03-05 09:41".
    package static let traditionalChinese = LastUpdatedFormat(
        today: "今天", yesterday: "昨天", dateOrder: .yearMonthDay,
        dateSeparator: "-", zeroPadsDate: true)
    /// French: "aujourd’hui à 09:41", "hier à 09:41", "5/3 à 09:41".
    package static let french = LastUpdatedFormat(
        today: "aujourd’hui", yesterday: "hier", dateOrder: .dayMonthYear,
        dayTimeSeparator: " à ")
    /// German: "heute, 09:41", "gestern, 09:41", "5.3., 09:41", "5.3.2025, 09:41".
    package static let german = LastUpdatedFormat(
        today: "heute", yesterday: "gestern", dateOrder: .dayMonthYear,
        dateSeparator: ".", dateTerminator: ".", dayTimeSeparator: ", ")
    /// Japanese: "今日 09:41", "昨日 09:41", "3/5 09:41", "2025/3/5 09:41".
    package static let japanese = LastUpdatedFormat(today: "今日", yesterday: "昨日", dateOrder: .yearMonthDay)
    /// Korean: "오늘 09:41", "어제 09:41", "3. 5. 09:41", "2025. 3. 5. 09:41".
    package static let korean = LastUpdatedFormat(
        today: "오늘", yesterday: "어제", dateOrder: .yearMonthDay,
        dateSeparator: ". ", dateTerminator: ".")
    /// Brazilian Portuguese: "hoje às 09:41", "ontem às 09:41", "5/3 às 09:41".
    package static let brazilianPortuguese = LastUpdatedFormat(
        today: "hoje", yesterday: "ontem", dateOrder: .dayMonthYear,
        dayTimeSeparator: " às ")
    /// Russian: "сегодня в 09:41", "вчера в 09:41", "5.3 в 09:41".
    package static let russian = LastUpdatedFormat(
        today: "сегодня", yesterday: "вчера", dateOrder: .dayMonthYear,
        dateSeparator: ".", dayTimeSeparator: " в ")
    /// Arabic: "اليوم 09:41", "أمس 09:41", "5/3 09:41" (read right to left; Western digits).
    package static let arabic = LastUpdatedFormat(today: "اليوم", yesterday: "أمس", dateOrder: .dayMonthYear)
    /// Hebrew: "היום 09:41", "אתמול 09:41", "5.3 09:41" (read right to left).
    package static let hebrew = LastUpdatedFormat(
        today: "היום", yesterday: "אתמול", dateOrder: .dayMonthYear,
        dateSeparator: ".")

    /// The format for a BCP 47 tag, matched like ``Indicators/Classic/Strings/forLocale(_:)``.
    ///
    /// - Parameter tag: A BCP 47 language tag such as "de-AT".
    /// - Returns: The matching format; ``english`` when none matches.
    public static func forLocale(_ tag: String) -> LastUpdatedFormat {
        table(forTag: tag)
    }
}
