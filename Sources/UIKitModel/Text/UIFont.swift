/// A font: a name, a size and a weight (the model lays out no glyphs; the adapter's text goes
/// through its glyph source).
public final class UIFont: NSObject, @unchecked Sendable {  // immutable
    /// A text style of Dynamic Type.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// A weight.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// The font's name.
    public let fontName: String
    /// The family's name.
    public let familyName: String
    /// The size, in points.
    public let pointSize: CGFloat
    /// The weight.
    public let modelWeight: Weight
    /// The text style it was made for, if any.
    public let modelTextStyle: TextStyle?

    init(name: String, family: String, size: CGFloat, weight: Weight, style: TextStyle? = nil) {
        fontName = name
        familyName = family
        pointSize = size
        modelWeight = weight
        modelTextStyle = style
        super.init()
    }

    /// The font named `fontName` at `fontSize` (the model knows every name).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(
            name: fontName, family: fontName.split(separator: "-").first.map(String.init) ?? fontName, size: fontSize,
            weight: .regular)
    }

    /// The system font of `fontSize` and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(name: ".SFUI-\(weight.rawValue)", family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }

    /// The bold system font of `fontSize`.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The font of `style` at the text size of `traits` (the system setting when nil), from the
    /// Human Interface Guidelines' table of Dynamic Type sizes.
    @MainActor
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traits: UITraitCollection? = nil
    ) -> UIFont {
        let size = DynamicTypeSizes.size(of: style, in: DynamicTypeSizes.category(traits))
        let weight: Weight = style == .headline ? .semibold : .regular
        return UIFont(
            name: ".SFUI-\(style.rawValue)", family: ".AppleSystemUIFont", size: size, weight: weight, style: style)
    }

    /// The same font at `fontSize`.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: modelWeight, style: modelTextStyle)
    }
}

/// Scales fonts and layout values with Dynamic Type, in proportion to a text style's sizes
/// (https://developer.apple.com/documentation/uikit/uifontmetrics).
public struct UIFontMetrics: Sendable {
    /// The style whose sizes scale.
    public let textStyle: UIFont.TextStyle

    /// Metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The body style's metrics.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the system's text size.
    @MainActor public func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled for the system's text size, no larger than `maximumPointSize`.
    @MainActor public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the text size of `traits` (the system's when nil).
    @MainActor public func scaledFont(for font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traits))
    }

    /// `font` scaled for the text size of `traits`, no larger than `maximumPointSize`.
    @MainActor public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traits: UITraitCollection?
    ) -> UIFont {
        font.withSize(Swift.min(scaledValue(for: font.pointSize, compatibleWith: traits), maximumPointSize))
    }

    /// `value` scaled for the system's text size.
    @MainActor public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled for the text size of `traits`: times the style's size there over its size at
    /// the default (large).
    @MainActor public func scaledValue(for value: CGFloat, compatibleWith traits: UITraitCollection?) -> CGFloat {
        let category = DynamicTypeSizes.category(traits)
        return value * DynamicTypeSizes.size(of: textStyle, in: category)
            / DynamicTypeSizes.size(of: textStyle, in: .large)
    }
}

/// The Human Interface Guidelines' Dynamic Type sizes for iOS, in points, from extra small to the
/// fifth accessibility size (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
enum DynamicTypeSizes {
    static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 56],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The size of `style` in `category` (the default size for an unspecified category).
    static func size(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        let sizes = table[style] ?? table[.body]!
        let index = category.order >= 0 ? category.order : UIContentSizeCategory.large.order
        return sizes[index]
    }

    /// The category of `traits`, else the system's.
    @MainActor static func category(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let c = traits?.preferredContentSizeCategory, c != .unspecified { return c }
        return ModelWorld.current.settings.preferredContentSizeCategory
    }
}
