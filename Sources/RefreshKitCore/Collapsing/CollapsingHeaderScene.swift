/// SPEC S2's collapsing header drawn as a scene, for previews and exports.
///
/// It takes the plain values a ``CollapsingHeaderController`` computes (its `height`,
/// `percentage` and `titleTop`), so drawing stays a pure function:
///
/// ```swift
/// let scene = CollapsingHeaderScene().scene(
///     size: Size(width: 390, height: 88), height: controller.height,
///     percentage: controller.percentage, titleTop: controller.titleTop, glyphs: glyphs)
/// ```
///
/// - The header is a rectangle of `height` at the top of the area, filled with the background
///   colour; everything is clipped to it, as the seed's header view clips its two areas.
/// - "Data 1", the title, is always drawn (opaque), horizontally centred, the top of its line
///   box at `titleTop` (the seed's `titleTopConstraint = −openAmount + 10`): 10 pt below the top
///   when collapsed, sliding up and out as the header opens.
/// - "Data 2", the subtitle (the seed's logo and extra information), is centred in the band
///   between the title's line box and the header's bottom, with opacity `percentage` (the
///   seed's `logoImageView.alpha = percentage`).
/// - Hostile values never crash: NaN height or title top count as 0, the percentage is clamped
///   to 0…1, a negative height draws nothing. A font that cannot load draws no text.
public struct CollapsingHeaderScene: Hashable, Sendable {
    /// Everything configurable; the defaults are RefreshKit's (see docs/seeds.md).
    public struct Configuration: Hashable, Sendable {
        /// RefreshKit's: the title, "data 1".
        public static let defaultTitle = "Title"
        /// RefreshKit's: the extra information, "data 2".
        public static let defaultSubtitle = "More information"
        /// RefreshKit's: a navigation-bar title, 17 pt bold, in DejaVu Sans Bold.
        public static let defaultTitleFont = FontRequest(family: "DejaVu Sans Bold", size: 17)
        /// RefreshKit's: 13 pt regular for the extra information.
        public static let defaultSubtitleFont = FontRequest(size: 13)
        /// RefreshKit's: a light bar background (`rgb(247, 247, 247)`).
        public static let defaultBackgroundColor = RGBAColor(rgb8: 247, 247, 247)
        /// `UIColor.black` for the title.
        public static let defaultTitleColor = RGBAColor.black
        /// `UIColor.darkGray` for the extra information.
        public static let defaultSubtitleColor = RGBAColor.darkGray

        /// The title ("data 1").
        public var title: String
        /// The extra information ("data 2").
        public var subtitle: String
        /// The title's font.
        public var titleFont: FontRequest
        /// The extra information's font.
        public var subtitleFont: FontRequest
        /// The header's fill.
        public var backgroundColor: RGBAColor
        /// The title's colour.
        public var titleColor: RGBAColor
        /// The extra information's colour.
        public var subtitleColor: RGBAColor

        /// Creates a configuration.
        public init(title: String = defaultTitle, subtitle: String = defaultSubtitle,
                    titleFont: FontRequest = defaultTitleFont, subtitleFont: FontRequest = defaultSubtitleFont,
                    backgroundColor: RGBAColor = defaultBackgroundColor, titleColor: RGBAColor = defaultTitleColor,
                    subtitleColor: RGBAColor = defaultSubtitleColor) {
            self.title = title; self.subtitle = subtitle; self.titleFont = titleFont
            self.subtitleFont = subtitleFont; self.backgroundColor = backgroundColor
            self.titleColor = titleColor; self.subtitleColor = subtitleColor
        }
    }

    /// The configuration.
    public var configuration: Configuration

    /// Creates the scene maker.
    public init(configuration: Configuration = .init()) { self.configuration = configuration }

    /// The header drawn in an area of `size`, `height` points high, its extra information at
    /// opacity `percentage`, the title's top at `titleTop`.
    public func scene(size: Size, height: Double, percentage: Double, titleTop: Double,
                      glyphs: any GlyphSource) -> IndicatorScene {
        var builder = IndicatorSceneBuilder(size: size)
        let height = IndicatorGeometry.finite(height)
        let width = IndicatorGeometry.nonNegative(size.width)
        guard height > 0, width > 0 else { return builder.build() }
        let header = Rect(x: 0, y: 0, width: width, height: height)
        builder.clip(to: header)
        builder.fill(VectorPath { $0.addRect(header) }, color: configuration.backgroundColor)

        let top = IndicatorGeometry.finite(titleTop)
        var titleBottom = top
        if let title = glyphs.layoutIfAvailable(configuration.title, font: configuration.titleFont) {
            let box = title.lineBounds
            titleBottom = top + box.height
            let offset = Point(x: width / 2 - box.midX, y: top - box.minY)
            builder.fillText(title, offset: offset, with: .solid(configuration.titleColor))
        }
        if let subtitle = glyphs.layoutIfAvailable(configuration.subtitle, font: configuration.subtitleFont) {
            let center = Point(x: width / 2, y: (titleBottom + height) / 2)
            builder.save()
            builder.multiplyOpacity(IndicatorGeometry.unit(percentage))
            builder.fillText(subtitle, offset: subtitle.offset(centeringLineAt: center),
                             with: .solid(configuration.subtitleColor))
            builder.restore()
        }
        return builder.build()
    }
}
