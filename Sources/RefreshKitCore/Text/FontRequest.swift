/// A font request: a family name (resolved by the platform's ``GlyphSource``) or a font file,
/// and a size in points.
public struct FontRequest: Hashable, Sendable {
    /// The default family: DejaVu Sans, installed on every Linux machine RefreshKit renders on.
    @usableFromInline package static let defaultFamily = "DejaVu Sans"

    /// A family or PostScript name, such as "DejaVu Sans" or "HelveticaNeue-UltraLight".
    public var family: String
    /// A TrueType/OpenType file to use instead of looking the family up, or nil.
    public var file: String?
    /// The size in points.
    public var size: Double

    /// Creates a font request. Nothing is checked here: a glyph source throws
    /// ``GlyphSourceError`` for a size or font it cannot use.
    ///
    /// - Parameters:
    ///   - family: A family or PostScript name; "DejaVu Sans" by default.
    ///   - file: A font file to use instead of looking the family up, or nil (the default).
    ///   - size: The size in points, positive and finite.
    public init(family: String = FontRequest.defaultFamily, file: String? = nil, size: Double) {
        self.family = family
        self.file = file
        self.size = size
    }

    /// The same font, `scale` times the size (the size as it is when `scale` is not positive and
    /// finite).
    ///
    /// - Parameter scale: The factor, such as ``IndicatorContext/textScale``.
    /// - Returns: The scaled request.
    package func scaled(by scale: Double) -> FontRequest {
        guard scale.isFinite, scale > 0, scale != 1 else { return self }
        var scaled = self
        scaled.size = size * scale
        return scaled
    }
}
