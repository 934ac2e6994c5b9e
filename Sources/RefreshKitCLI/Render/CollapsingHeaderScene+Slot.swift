import RefreshKitCore

extension CollapsingHeaderScene.Configuration {
    /// These texts as a slot of `header`'s heights shows them whole: the title only where the
    /// collapsed header holds its line, the subtitle only where the open one holds it below
    /// the title (in a low slot, `--size 390x20`, the bar alone). A text wider than the slot is
    /// left out by the scene itself.
    func fitted(to header: CollapsingHeaderController.Configuration, glyphs: any GlyphSource) -> Self {
        var fitted = self
        let title = glyphs.layoutIfAvailable(title, font: titleFont)?.lineBounds.height ?? 0
        let subtitle = glyphs.layoutIfAvailable(subtitle, font: subtitleFont)?.lineBounds.height ?? 0
        // Open, the title's line starts at the inset, or higher where the header is lower.
        let titleBottom = Swift.min(titleInset, header.maxHeight - title) + title
        if title > header.minHeight {
            fitted.title = ""
            fitted.subtitle = ""
        } else if titleBottom + subtitle > header.maxHeight {
            fitted.subtitle = ""
        }
        return fitted
    }
}
