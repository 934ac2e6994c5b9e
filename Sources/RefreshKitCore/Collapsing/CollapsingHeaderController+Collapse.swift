extension CollapsingHeaderController.Configuration {
    /// The configuration the controller uses: a height or snap duration that is negative or not
    /// finite, and a title margin that is not finite, fall back to the defaults; heights given the wrong
    /// way round are swapped, so min ≤ max.
    package var sanitized: Self {
        var c = self
        if !(c.minHeight.isFinite && c.minHeight >= 0) { c.minHeight = Self.defaultMinHeight }
        if !(c.maxHeight.isFinite && c.maxHeight >= 0) { c.maxHeight = Self.defaultMaxHeight }
        if c.minHeight > c.maxHeight { swap(&c.minHeight, &c.maxHeight) }
        if !(c.snapDuration.isFinite && c.snapDuration >= 0) { c.snapDuration = Self.defaultSnapDuration }
        if !c.titleMargin.isFinite { c.titleMargin = Self.defaultTitleMargin }
        return c
    }

    /// `open / range` at `height`: 0 collapsed … 1 expanded (1 when the range is empty).
    /// Call it on a ``sanitized`` configuration (the controller's is).
    ///
    /// - Parameter height: The header's height, in points.
    /// - Returns: The percentage open (the subtitle's opacity, the logo's alpha).
    package func percentage(atHeight height: Double) -> Double {
        let range = maxHeight - minHeight
        return range > 0 ? (height - minHeight) / range : 1
    }

    /// The title's top at `height`: `−(height − min) + titleMargin`, in points.
    ///
    /// - Parameter height: The header's height, in points.
    /// - Returns: The top of the title's line box before the scene keeps it inside.
    package func titleTop(atHeight height: Double) -> Double { -(height - minHeight) + titleMargin }

    /// How far the header has collapsed at `height`: `(max − height) / range`, clamped to 0…1 —
    /// 0 expanded, 1 collapsed, decreasing as the height grows (0 when the range is empty, and
    /// for a height that is NaN). This is the `timeOffset` of the header's `.collapsing` plan
    /// (``CollapsingHeaderScene/plan(width:header:glyphs:appearance:)``) and the inverse of
    /// ``height(atCollapseFraction:)``.
    ///
    /// - Parameter height: The header's height, in points.
    /// - Returns: The collapse fraction, 0…1.
    package func collapseFraction(atHeight height: Double) -> Double {
        let range = maxHeight - minHeight
        guard range > 0, !height.isNaN else { return 0 }
        return Swift.min(Swift.max((maxHeight - height) / range, 0), 1)
    }

    /// The header's height `fraction` of the way from expanded to collapsed:
    /// `max − fraction × range` (the fraction clamped to 0…1; NaN counts as 0).
    ///
    /// - Parameter fraction: How far collapsed, 0…1.
    /// - Returns: The height, in points.
    package func height(atCollapseFraction fraction: Double) -> Double {
        let f = fraction.isNaN ? 0 : Swift.min(Swift.max(fraction, 0), 1)
        return maxHeight - f * (maxHeight - minHeight)
    }
}
