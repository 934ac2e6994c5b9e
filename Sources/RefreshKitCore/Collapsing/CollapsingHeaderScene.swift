/// The collapsing header drawn as a scene, a pure function of the values a
/// ``CollapsingHeaderController`` computes (`height`, `percentage`, `titleTop`): a bar of
/// `height` that clips everything, the title centred and kept whole inside it (or following the
/// scroll, ``Configuration/TitlePlacement``), the subtitle fading in with `percentage` below it.
/// A text wider than the area is left out whole; hostile numbers draw safely (a non-finite
/// height counts as 0, a negative one draws nothing).
package struct CollapsingHeaderScene: Hashable, Sendable {
    /// The texts, fonts and colours of the header; every default is named. The texts are the app's: by default there are none.
    package struct Configuration: Hashable, Sendable {
        /// The default title: none (an empty text draws nothing); the app passes its own.
        package static let defaultTitle = ""
        /// The default subtitle: none (an empty text draws nothing); the app passes its own.
        package static let defaultSubtitle = ""
        /// The default title font: DejaVu Sans Bold at 17 pt, a navigation-bar title's size.
        package static let defaultTitleFont = FontRequest(family: "DejaVu Sans Bold", size: 17)
        /// The default subtitle font: DejaVu Sans at 13 pt.
        package static let defaultSubtitleFont = FontRequest(size: 13)
        /// The default background: a light bar colour, `rgb(247, 247, 247)`.
        package static let defaultBackgroundColor = RGBAColor(rgb8: 247, 247, 247)
        /// `UIColor.black` for the title.
        package static let defaultTitleColor = RGBAColor.black
        /// `UIColor.darkGray` for the subtitle.
        package static let defaultSubtitleColor = RGBAColor.darkGray
        /// The default title placement: ``TitlePlacement/keptInside``.
        package static let defaultTitlePlacement = TitlePlacement.keptInside
        /// The default title inset: 10 pt, the title margin (where the title sits when the
        /// header is collapsed).
        package static let defaultTitleInset = 10.0

        /// A title that follows the scroll: its top is the controller's `−open + 10`
        /// (``TitlePlacement/followsScroll``), so it is clipped at the top edge while the header
        /// opens and off-screen once it is expanded. Everything else is the default.
        package static let titleFollowsScroll = Configuration(titlePlacement: .followsScroll)

        /// Where the title goes as the header's height changes.
        package enum TitlePlacement: Hashable, Sendable {
            /// The title's line box starts at `titleTop`, moved down to at least
            /// ``Configuration/titleInset`` below the header's top and up so that it ends above
            /// the header's bottom: whole and readable at every height.
            case keptInside
            /// The line box starts at `titleTop` whatever the height (clipped to the
            /// header like everything else).
            case followsScroll
        }

        /// The title, always shown.
        package var title: String
        /// The subtitle, faded with the header's percentage.
        package var subtitle: String
        /// The title's font.
        package var titleFont: FontRequest
        /// The subtitle's font.
        package var subtitleFont: FontRequest
        /// The header's fill, or nil for the palette's bar background (``defaultBackgroundColor``
        /// in light, `#1C1C1E` in dark).
        package var backgroundColor: RGBAColor?
        /// The title's colour, or nil for the palette's label colour (``defaultTitleColor`` in
        /// light, white in dark).
        package var titleColor: RGBAColor?
        /// The subtitle's colour, or nil for the palette's secondary label
        /// (``defaultSubtitleColor`` in light, `#AEAEB2` in dark).
        package var subtitleColor: RGBAColor?
        /// Where the title goes as the header's height changes.
        package var titlePlacement: TitlePlacement
        /// With ``TitlePlacement/keptInside``, the least distance from the header's top to the
        /// title's line box, in points (not finite or negative counts as 0).
        package var titleInset: Double

        /// Fixed colours: the light bar, black title and dark grey subtitle in every
        /// appearance.
        package static let fixedColors = Configuration(
            backgroundColor: defaultBackgroundColor, titleColor: defaultTitleColor,
            subtitleColor: defaultSubtitleColor, titlePlacement: .followsScroll)

        /// Creates a configuration; the texts and fonts default to the matching `default…`
        /// value, the colours to nil (the appearance's palette, which in light is the
        /// `default…` colours).
        ///
        /// - Parameters:
        ///   - title: The title.
        ///   - subtitle: The subtitle.
        ///   - titleFont: The title's font.
        ///   - subtitleFont: The subtitle's font.
        ///   - backgroundColor: The header's fill, or nil for the palette's.
        ///   - titleColor: The title's colour, or nil for the palette's.
        ///   - subtitleColor: The subtitle's colour, or nil for the palette's.
        ///   - titlePlacement: Where the title goes as the height changes.
        ///   - titleInset: The least distance from the top to the title, when kept inside.
        package init(
            title: String = defaultTitle, subtitle: String = defaultSubtitle,
            titleFont: FontRequest = defaultTitleFont, subtitleFont: FontRequest = defaultSubtitleFont,
            backgroundColor: RGBAColor? = nil, titleColor: RGBAColor? = nil,
            subtitleColor: RGBAColor? = nil,
            titlePlacement: TitlePlacement = defaultTitlePlacement, titleInset: Double = defaultTitleInset
        ) {
            self.title = title
            self.subtitle = subtitle
            self.titleFont = titleFont
            self.subtitleFont = subtitleFont
            self.backgroundColor = backgroundColor
            self.titleColor = titleColor
            self.subtitleColor = subtitleColor
            self.titlePlacement = titlePlacement
            self.titleInset = titleInset
        }
    }

    /// The configuration.
    package var configuration: Configuration

    /// Creates the scene maker.
    ///
    /// - Parameter configuration: The texts, fonts and colours; the defaults by default.
    package init(configuration: Configuration = .init()) { self.configuration = configuration }

    /// The header drawn in an area of `size`, `height` points high, its subtitle at opacity
    /// `percentage`, the title's top at `titleTop`.
    ///
    /// - Parameters:
    ///   - size: The scene's size, in points; a width that is not positive and finite draws
    ///     nothing.
    ///   - height: The header's height in points (``CollapsingHeaderController/height``); a
    ///     height that is not positive and finite draws nothing.
    ///   - percentage: How far the header is open, 0…1 (clamped; NaN counts as 0): the
    ///     subtitle's opacity.
    ///   - titleTop: The top of the title's line box, in points, before
    ///     ``Configuration/titlePlacement`` keeps it inside; NaN or infinite counts as 0.
    ///   - glyphs: The glyph source for the texts; a text it cannot lay out is left out.
    ///   - appearance: Light or dark: the palette of the colours the configuration leaves nil;
    ///     light by default.
    /// - Returns: The scene: background, title, subtitle, clipped to the header.
    package func scene(
        size: Size, height: Double, percentage: Double, titleTop: Double,
        glyphs: any GlyphSource, appearance: IndicatorAppearance = .light
    ) -> IndicatorScene {
        draw(
            size: size, height: height, percentage: percentage, titleTop: titleTop, glyphs: glyphs,
            appearance: appearance, asLayers: false)
    }

    /// The drawing. `asLayers` draws it for a layer plan, whose structure must not change with
    /// the height: nothing is clipped (the header view's bounds clip instead) and the subtitle
    /// is kept at opacity 0 rather than left out.
    func draw(
        size: Size, height: Double, percentage: Double, titleTop: Double, glyphs: any GlyphSource,
        appearance: IndicatorAppearance, asLayers: Bool
    ) -> IndicatorScene {
        let palette = appearance.palette
        var builder = IndicatorSceneBuilder(size: size)
        let height = IndicatorGeometry.finite(height)
        let width = IndicatorGeometry.nonNegative(size.width)
        guard height > 0, width > 0 else { return builder.build() }
        let header = Rect(x: 0, y: 0, width: width, height: height)
        if !asLayers { builder.clip(to: header) }
        builder.fill(VectorPath { $0.addRect(header) }, color: configuration.backgroundColor ?? palette.barBackground)

        var top = IndicatorGeometry.finite(titleTop)
        var titleBottom = top
        // A text wider than the header (less a margin on each side) is left out, never cut.
        func fitting(_ text: TextLayout?) -> TextLayout? {
            text.flatMap { $0.extent.width <= width - 2 * IndicatorFit.margin ? $0 : nil }
        }
        if let title = glyphs.layoutIfAvailable(configuration.title, font: configuration.titleFont) {
            let box = title.lineBounds
            if configuration.titlePlacement == .keptInside {
                let inset = IndicatorGeometry.nonNegative(configuration.titleInset)
                top = Swift.max(Swift.min(Swift.max(top, inset), height - box.height), 0)
            }
            titleBottom = top + box.height
            if let title = fitting(title) {
                let offset = Point(x: width / 2 - box.midX, y: top - box.minY)
                builder.fillText(title, offset: offset, with: .solid(configuration.titleColor ?? palette.label))
            }
        }
        guard let subtitle = fitting(glyphs.layoutIfAvailable(configuration.subtitle, font: configuration.subtitleFont))
        else {
            return builder.build()
        }
        let center = Point(x: width / 2, y: (titleBottom + height) / 2)
        let opacity = IndicatorGeometry.unit(percentage)
        builder.save()
        if !asLayers { builder.multiplyOpacity(opacity) }
        let before = builder.build().items.count
        builder.fillText(
            subtitle, offset: subtitle.offset(centeringLineAt: center),
            with: .solid(configuration.subtitleColor ?? palette.secondaryLabel))
        builder.restore()
        let scene = builder.build()
        guard asLayers, scene.items.count == before + 1 else { return scene }
        // A layer that fades to nothing rather than a subtitle that is there or not.
        var items = scene.items
        items[before].opacity = opacity
        return IndicatorScene(size: scene.size, items: items)
    }
}
