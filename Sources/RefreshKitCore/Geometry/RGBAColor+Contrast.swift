extension RGBAColor {
    /// WCAG 2 relative luminance of the opaque colour (alpha is ignored), 0 (black) to 1 (white).
    package var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            let c = RKMath.clamp(channel, 0, 1)
            return c <= 0.039_28 ? c / 12.92 : RKMath.pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2 contrast ratio between two opaque colours (alpha is ignored), 1…21.
    ///
    /// - Parameter other: The other colour.
    /// - Returns: `(L1 + 0.05) / (L2 + 0.05)`, the lighter luminance over the darker.
    package func contrastRatio(with other: RGBAColor) -> Double {
        let a = relativeLuminance, b = other.relativeLuminance
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }

    /// This colour composited over an opaque `background` (source-over), opaque.
    ///
    /// - Parameter background: The colour underneath.
    /// - Returns: The opaque colour seen.
    package func composited(over background: RGBAColor) -> RGBAColor {
        let a = RKMath.clamp(alpha, 0, 1)
        return RGBAColor(
            red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a))
    }
}
