import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// A context's copies share what its frames remember (``DrawingMemos``: the last drawing, the
/// last layout, the language of the locale): a copy that changes anything a style reads —
/// the locale, the size, the text size, the last update, the state — draws exactly what a
/// fresh context with the same fields draws, for every built-in style, in every language.
@Suite struct SharedMemoTests {
    static let indicators: [(String, any RefreshIndicator)] = Indicators.catalog.compactMap {
        if case let .indicator(make) = $0.kind { ($0.name, make()) } else { nil }
    }

    /// Draws `style` with `first` (filling the shared memos), then with `changed`, a copy of
    /// `first` that `change` altered, and with a fresh context made the same way: the two agree.
    private func expectCopyDrawsAsFresh(
        _ name: String, _ style: any RefreshIndicator, _ what: String,
        make: () -> IndicatorContext, change: (inout IndicatorContext) -> Void
    ) {
        let first = make()
        _ = style.scene(for: first)
        var changed = first
        change(&changed)
        var fresh = make()
        change(&fresh)
        #expect(style.scene(for: changed) == style.scene(for: fresh), "\(name): \(what)")
    }

    @Test func aCopyInAnotherLanguageDrawsThatLanguage() {
        for (name, style) in Self.indicators {
            for tag in RefreshLanguage.supportedTags where tag != "en" {
                expectCopyDrawsAsFresh(name, style, "locale \(tag)", make: { boxContext(.armed(overPull: 0)) }) {
                    $0.locale = tag
                }
            }
        }
    }

    @Test func aCopyWithOtherFieldsDrawsThem() {
        let changes: [(String, (inout IndicatorContext) -> Void)] = [
            ("a narrower slot", { $0.size = Size(width: 64, height: 80) }),
            ("a larger text size", { $0.textScale = 2.5 }),
            ("a last update", { $0.lastUpdated = LastUpdatedTime(day: .today, hour: 9, minute: 41) }),
            ("refreshing", { $0.state = .refreshing }),
            ("no more data", { $0.state = .noMoreData }),
            ("failed", { $0.state = .failed }),
            ("right to left", { $0.layoutDirection = .rightToLeft }),
            ("dark", { $0.appearance = .dark }),
            ("a tint", { $0.tintColor = RGBAColor(red: 1, green: 0, blue: 0) }),
            ("the app's title", { $0.titleOverrides = [.armed: "Let go"] }),
        ]
        for (name, style) in Self.indicators {
            for (what, change) in changes {
                expectCopyDrawsAsFresh(name, style, what, make: { boxContext(.armed(overPull: 0)) }, change: change)
            }
        }
    }
}
