import RefreshKitCore

/// Everything one frame of the window shows, in window points (y down), snapped to the pixel
/// grid: the frame is a pure function of the playground's state.
///
/// From back to front: the scroll view's background, the visible rows, the header and footer
/// indicators (each in its own area, just above and just below the content), the navigation
/// bar (the scroll view's top safe area), the collapsing header (above the scroll view) and the
/// overlay (the bottom safe area). ``scene(glyphs:)`` composes the whole frame as one
/// ``IndicatorScene``; the ``FrameCompositor`` draws the same parts with caches.
package struct FrameLayout: Sendable {
    /// An indicator drawn in an area of the window.
    package struct Indicator: Sendable {
        /// The indicator's area in window points (its scene's size at its origin).
        package var rect: Rect
        /// The indicator's scene, in its own coordinates.
        package var scene: IndicatorScene
        /// The control's state when drawn.
        package var phase: RefreshPhase
    }

    /// The collapsing header, drawn at the top of the window.
    package struct CollapsingHeader: Hashable, Sendable {
        /// Its height in points.
        package var height: Double
        /// `open / range`.
        package var percentage: Double
        /// The title's top.
        package var titleTop: Double
    }

    /// The window in points.
    package var size: Size
    /// Window pixels per point.
    package var scale: Double
    /// The scroll view's frame in the window.
    package var scrollFrame: Rect
    /// The window row of the content's top (the scroll view's origin minus its offset).
    package var contentTop: Double
    /// How many rows the content has.
    package var rowCount: Int
    /// The rows at least partly visible between the bars.
    package var visibleRows: Range<Int>
    /// The header indicator, when its area shows.
    package var header: Indicator?
    /// The footer indicator, when its area shows.
    package var footer: Indicator?
    /// The navigation bar's height (the scroll view's top safe area), 0 for none.
    package var barHeight: Double
    /// The collapsing header, if shown.
    package var collapsingHeader: CollapsingHeader?
    /// The overlay's lines.
    package var overlayLines: [String]

    /// The overlay's area: a strip along the bottom of the window.
    package var overlayRect: Rect {
        Rect(
            x: 0, y: size.height - PlaygroundLook.overlayHeight, width: size.width, height: PlaygroundLook.overlayHeight
        )
    }

    /// The navigation bar's area (empty without one).
    package var barRect: Rect { Rect(x: 0, y: scrollFrame.minY, width: size.width, height: barHeight) }

    /// Where content can be seen: the scroll view's frame between the bar and the overlay.
    package var contentViewport: Rect {
        let top = scrollFrame.minY + barHeight, bottom = Swift.min(scrollFrame.maxY, overlayRect.minY)
        return Rect(x: 0, y: top, width: size.width, height: Swift.max(0, bottom - top))
    }

    /// The window area of row `index`.
    package func rowRect(_ index: Int) -> Rect {
        Rect(
            x: 0, y: contentTop + Double(index) * PlaygroundLook.rowHeight, width: size.width,
            height: PlaygroundLook.rowHeight)
    }

    /// The separators' thickness: one pixel.
    package var hairline: Double { 1 / scale }

    /// `y` rounded to the nearest pixel row, in points.
    package static func snapped(_ y: Double, scale: Double) -> Double { (y * scale).rounded() / scale }

    /// The rows of `rowCount` whose areas meet `viewport` when the content's top is at
    /// `contentTop`.
    package static func visibleRows(rowCount: Int, contentTop: Double, viewport: Rect) -> Range<Int> {
        let h = PlaygroundLook.rowHeight
        guard rowCount > 0, viewport.height > 0 else { return 0..<0 }
        let first = Int(((viewport.minY - contentTop) / h).rounded(.down))
        let last = Int(((viewport.maxY - contentTop) / h).rounded(.up))
        let lo = Swift.min(Swift.max(first, 0), rowCount), hi = Swift.min(Swift.max(last, lo), rowCount)
        return lo..<hi
    }

    // MARK: The whole frame as one scene

    /// The frame as one scene of ``size`` points: what the compositor draws, without caches.
    package func scene(glyphs: any GlyphSource) -> IndicatorScene {
        var items: [IndicatorScene.Item] = []
        var b = IndicatorSceneBuilder(size: size)
        b.fill(VectorPath { $0.addRect(scrollFrame) }, color: PlaygroundLook.background)
        items += b.build().items
        for index in visibleRows {
            let row = PlaygroundScenes.row(index, width: size.width, hairline: hairline, glyphs: glyphs)
            items += row.placed(dx: 0, dy: rowRect(index).minY, clip: scrollFrame, in: size).items
        }
        for indicator in [header, footer].compactMap({ $0 }) {
            let clip = indicator.rect.intersection(scrollFrame)
            items +=
                indicator.scene.placed(dx: indicator.rect.minX, dy: indicator.rect.minY, clip: clip, in: size).items
        }
        if barHeight > 0 {
            let bar = PlaygroundScenes.bar(width: size.width, height: barHeight, hairline: hairline, glyphs: glyphs)
            items += bar.placed(dx: 0, dy: scrollFrame.minY, clip: nil, in: size).items
        }
        if let c = collapsingHeader {
            let scene = CollapsingHeaderScene(configuration: .demo).scene(
                size: Size(width: size.width, height: c.height), height: c.height,
                percentage: c.percentage, titleTop: c.titleTop, glyphs: glyphs)
            items += scene.items
        }
        let overlay = PlaygroundScenes.overlay(lines: overlayLines, width: size.width, glyphs: glyphs)
        items += overlay.placed(dx: 0, dy: overlayRect.minY, clip: nil, in: size).items
        return IndicatorScene(size: size, items: items)
    }
}
