extension IndicatorTitle {
    /// What a titled row (``IndicatorTitle/row(_:indicatorSize:context:area:indicatorDraws:prefersColumn:)``)
    /// depends on: the same key fits the same title in the same place. A pull, a loop or a fade
    /// keeps its title, area and indicator box from frame to frame, so the title is fitted
    /// (shortened, broken, laid out) once, not once a frame.
    struct RowKey: Equatable {
        var text: String
        var font: FontRequest
        var spacing: Double
        var color: RGBAColor
        var indicatorBox: Size
        var area: Size
        var textScale: Double
        var glyphs: GlyphSource
        /// Whether the title may fall back to a shorter, two-line or smaller form.
        var fallsBack: Bool
        var prefersColumn: Bool

        static func == (a: RowKey, b: RowKey) -> Bool {
            a.glyphs === b.glyphs && a.indicatorBox == b.indicatorBox && a.area == b.area && a.text == b.text
                && a.textScale == b.textScale && a.fallsBack == b.fallsBack && a.prefersColumn == b.prefersColumn
                && a.spacing == b.spacing && a.color == b.color && a.font == b.font
        }
    }
}
