#if canImport(SwiftUI) && canImport(UIKit)
import CoreGraphics
import Foundation
import RefreshKitCore
import SwiftUI

/// Draws an indicator at one moment: for SwiftUI previews, galleries and custom layouts.
///
/// Text is laid out with the main thread's ``CoreTextGlyphSource``. The display scale, Reduce
/// Motion, the locale (for the styles' texts) and the colour scheme and contrast (for the
/// styles' default colours) come from the environment.
///
/// ```swift
/// IndicatorPreview(.arcSpinner(), moment: IndicatorMoment(state: .revealing(progress: 0.625), pullDistance: 40),
///                  size: CGSize(width: 390, height: 64))
/// ```
public struct IndicatorPreview: View {
    /// The indicator drawn.
    public let indicator: any RefreshIndicator
    /// The moment drawn.
    public let moment: IndicatorMoment
    /// The drawing area, in points.
    public let size: CGSize
    /// The tint passed to the indicator, or nil for the style's own.
    public var tintColor: RGBAColor?
    /// The background passed to the indicator, or nil for the style's own.
    public var backgroundColor: RGBAColor?
    /// The moment of the last refresh for styles that show one (classic), or nil; the style
    /// writes it in the words of the environment's locale.
    public var lastUpdated: LastUpdatedTime?

    @Environment(\.displayScale) private var displayScale
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.locale) private var locale
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var colorSchemeContrast

    /// Creates a view drawing `indicator` at `moment` in an area of `size`.
    ///
    /// - Parameters:
    ///   - indicator: The indicator drawn.
    ///   - moment: The moment drawn.
    ///   - size: The drawing area and the view's frame, in points.
    ///   - tintColor: The tint passed to the indicator, or nil (the default) for the style's own.
    ///   - backgroundColor: The background passed to the indicator, or nil (the default) for the style's own.
    ///   - lastUpdated: The moment of the last refresh, or nil (the default).
    public init(
        _ indicator: any RefreshIndicator, moment: IndicatorMoment, size: CGSize,
        tintColor: RGBAColor? = nil, backgroundColor: RGBAColor? = nil,
        lastUpdated: LastUpdatedTime? = nil
    ) {
        self.indicator = spellingAppName(indicator) ?? indicator
        self.moment = moment
        self.size = size
        self.tintColor = tintColor
        self.backgroundColor = backgroundColor
        self.lastUpdated = lastUpdated
    }

    /// The indicator's scene in a ``RefreshSceneView`` framed to ``size``.
    public var body: some View {
        RefreshSceneView(scene: scene)
            .frame(width: size.width, height: size.height)
    }

    /// The scene of the indicator at the moment, in this view's environment.
    @MainActor var scene: IndicatorScene {
        let context = moment.context(
            size: Size(width: Double(size.width), height: Double(size.height)),
            displayScale: Double(displayScale), tintColor: tintColor, backgroundColor: backgroundColor,
            reduceMotion: reduceMotion, locale: locale.identifier, lastUpdated: lastUpdated,
            // The environment's direction, as SwiftUI lays out the views around it.
            layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            glyphs: CoreTextGlyphSource.shared,
            appearance: IndicatorAppearance(
                colorScheme: colorScheme == .dark ? .dark : .light,
                increasedContrast: colorSchemeContrast == .increased))
        return indicator.scene(for: context)
    }
}
#endif
