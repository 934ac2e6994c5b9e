import RefreshKitCore

/// The playground's sizes and colours: a phone-sized table view in iOS's light appearance.
/// Every colour is opaque, so frames can be copied without blending.
package enum PlaygroundLook {
    /// The window in points: an iPhone 14/15's 390 × 844.
    package static let windowSize = Size(width: 390, height: 844)
    /// A table view cell's height.
    package static let rowHeight = 44.0
    /// The cell's text inset and the separator's left inset.
    package static let rowInset = 16.0
    /// The cell's font: 17 pt, as `UITableViewCell`'s body text.
    package static let rowFont = FontRequest(size: 17)
    /// Behind the content (what a pull reveals): `systemGroupedBackground`.
    package static let background = RGBAColor(rgb8: 242, 242, 247)
    /// A cell's fill.
    package static let rowBackground = RGBAColor.white
    /// A cell's text.
    package static let rowText = RGBAColor.black
    /// The separator: `separator` over white.
    package static let separator = RGBAColor(rgb8: 198, 198, 200)
    /// A navigation bar's fill.
    package static let barBackground = RGBAColor(rgb8: 249, 249, 249)
    /// The bar's bottom hairline.
    package static let barHairline = RGBAColor(rgb8: 178, 178, 178)
    /// The status bar's height inside a bar.
    package static let statusBarHeight = 47.0
    /// The title of a bar.
    package static let barTitle = "RefreshKit"
    /// A standard bar title: 17 pt bold.
    package static let barTitleFont = FontRequest(family: "DejaVu Sans Bold", size: 17)
    /// A large title: 34 pt bold.
    package static let largeTitleFont = FontRequest(family: "DejaVu Sans Bold", size: 34)
    /// The status bar's clock.
    package static let statusFont = FontRequest(family: "DejaVu Sans Bold", size: 15)
    /// The overlay strip at the bottom (the scroll view's bottom safe area, like a toolbar).
    package static let overlayHeight = 52.0
    /// The overlay's fill.
    package static let overlayBackground = RGBAColor(rgb8: 28, 28, 30)
    /// The overlay's first line.
    package static let overlayText = RGBAColor.white
    /// The overlay's second line.
    package static let overlaySecondaryText = RGBAColor(rgb8: 174, 174, 178)
    /// The overlay's font.
    package static let overlayFont = FontRequest(family: "DejaVu Sans Mono", size: 12)
}
