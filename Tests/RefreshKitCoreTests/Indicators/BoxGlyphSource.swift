@testable import RefreshKitCore

/// A fake glyph source for the text styles' tests: every character that is not whitespace is a
/// closed 10×14 box standing on the baseline (from y = −14 to 0) at its pen position; every
/// character advances the pen by 12. Ascent 14, descent 4. The font is ignored, unless the source
/// scales with it: then every length is for 14 pt and scales with the font's size.
final class BoxGlyphSource: GlyphSource {
    /// Whether the boxes scale with the font's size (14 pt is 1).
    let scalesWithFont: Bool

    init(scalesWithFont: Bool = false) { self.scalesWithFont = scalesWithFont }

    static let boxWidth = 10.0
    static let boxHeight = 14.0
    static let advance = 12.0
    static let ascent = 14.0
    static let descent = 4.0

    /// How many layouts were asked for.
    private(set) var requests = 0

    func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        requests += 1
        let k = scalesWithFont ? font.size / 14 : 1
        var glyphs: [TextLayout.Glyph] = []
        var x = 0.0
        for character in text {
            let path =
                character.isWhitespace
                ? VectorPath.empty
                : VectorPath {
                    $0.addRect(Rect(x: x, y: -Self.boxHeight * k, width: Self.boxWidth * k, height: Self.boxHeight * k))
                }
            glyphs.append(
                .init(character: character, path: path, origin: Point(x: x, y: 0), advance: Self.advance * k))
            x += Self.advance * k
        }
        return TextLayout(glyphs: glyphs, ascent: Self.ascent * k, descent: Self.descent * k, width: x)
    }

    /// The advance width of `text`.
    static func width(_ text: String) -> Double { Double(text.count) * advance }
}

/// A glyph source whose font is always missing.
final class MissingFontGlyphSource: GlyphSource {
    func layout(_ text: String, font: FontRequest) throws -> TextLayout {
        throw GlyphSourceError.fontUnavailable(path: "/nowhere/\(font.family).ttf", reason: "no such file")
    }
}

/// A 390×80 header context drawn with box glyphs.
func boxContext(
    _ state: RefreshState, edge: RefreshEdge = .header, progress: Double = 0,
    time: Double = 0, refreshingDuration: Double = 0,
    size: Size = Size(width: 390, height: 80), tint: RGBAColor? = nil, background: RGBAColor? = nil,
    reduceMotion: Bool = false, locale: String = "en", lastUpdated: LastUpdatedTime? = nil,
    glyphs: GlyphSource = BoxGlyphSource()
) -> IndicatorContext {
    IndicatorContext(
        state: state, edge: edge, pullDistance: progress * 64, progress: progress,
        time: time, refreshingDuration: refreshingDuration, size: size,
        tintColor: tint, backgroundColor: background, reduceMotion: reduceMotion,
        locale: locale, lastUpdated: lastUpdated, glyphs: glyphs)
}

extension IndicatorScene.Item {
    /// The item's path (fill or stroke), or nil for images.
    var path: VectorPath? {
        switch content {
        case .fill(let path, _), .stroke(let path, _): path
        case .image: nil
        }
    }

    /// The stroke style, or nil for fills and images.
    var strokeStyle: StrokeOptions? {
        if case .stroke(_, let style) = content { return style }
        return nil
    }

    /// The bounds of the path mapped to scene space (through the item's transform).
    var sceneBounds: Rect? { path.map { $0.transformed(by: transform).bounds } }

    /// The solid paint's colour, or nil for gradients.
    var solidColor: RGBAColor? {
        if case .solid(let color) = paint { return color }
        return nil
    }

    /// The gradient, or nil for solid paints.
    var gradient: LinearGradientPaint? {
        if case .linearGradient(let gradient) = paint { return gradient }
        return nil
    }
}

extension VectorPath {
    /// How many sub-paths begin with a move.
    var moveCount: Int { elements.filter(\.isMove).count }

    /// The starting points of the sub-paths, in order.
    var moveTargets: [Point] {
        elements.compactMap { if case .move(let p) = $0 { return p } else { return nil } }
    }
}
