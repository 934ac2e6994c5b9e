extension Indicators.Classic {
    /// What a classic frame's ``Layout`` depends on: the same key lays out the same texts in the
    /// same places. While pulling only the arrow turns, so every frame of a pull shares one key
    /// and the title is fitted once, not once a frame.
    struct LayoutKey: Equatable {
        var configuration: Configuration
        var size: Size
        var title: String
        var lastUpdated: String?
        var rightToLeft: Bool
        var textScale: Double
        var glyphs: GlyphSource
        /// Whether a mark goes beside the title (not for no more data).
        var hasMark: Bool
        /// Whether the title may fall back to its short form (``TitleFitting/fallsBack(in:)``).
        var fallsBack: Bool

        static func == (a: LayoutKey, b: LayoutKey) -> Bool {
            a.glyphs === b.glyphs && a.size == b.size && a.title == b.title && a.lastUpdated == b.lastUpdated
                && a.rightToLeft == b.rightToLeft && a.textScale == b.textScale && a.hasMark == b.hasMark
                && a.fallsBack == b.fallsBack && a.configuration == b.configuration
        }
    }

    /// The layout of the moment `context` describes, with `title` and the last-updated line
    /// `lastUpdated`: the last one built when its key is the same.
    func memoizedLayout(title: String, lastUpdated: String?, context: IndicatorContext) -> Layout {
        let key = LayoutKey(
            configuration: configuration, size: context.size, title: title, lastUpdated: lastUpdated,
            rightToLeft: context.resolvedLayoutDirection.isRightToLeft, textScale: context.textScale,
            glyphs: context.glyphs, hasMark: context.state != .noMoreData,
            fallsBack: TitleFitting.fallsBack(in: context.state))
        return context.memos.lastValue(LayoutKey.self, Layout.self).value(for: key) {
            let font = configuration.font.scaled(by: context.textScale)
            let updated = lastUpdated.flatMap { context.glyphs.layoutIfAvailable($0, font: font) }
            return layout(title: title, updated: updated, context: context)
        }
    }
}
