import RefreshKitCore
import RefreshKitRender

/// Draws ``FrameLayout``s into a ``FrameBuffer`` with the ``Rasterizer``, fast enough for 60
/// frames per second: each part is a scene rendered by the rasterizer as `refreshkit render`
/// renders, but the parts that do not change from frame to frame are kept as pixels.
///
/// - A row's pixels depend only on its index: they are rendered once and copied at the row's
///   pixel position (the layout snaps the content to the pixel grid).
/// - The navigation bar, the collapsing header (per height in pixels) and the overlay (per
///   text) are cached the same way.
/// - The indicators are rendered every frame, each in its own area only, onto the background.
///
/// The result equals rasterizing ``FrameLayout/scene(glyphs:)`` whole (up to FreeType's
/// rounding at part edges).
package final class FrameCompositor {
    /// Window pixels per point (1, 2 or 3).
    package let scale: Double
    /// The glyph source of every text.
    package let glyphs: any GlyphSource
    /// Rows kept before the cache is emptied.
    package static let rowCacheLimit = 256

    private let rasterizer = Rasterizer()
    private var rows: [Int: Bitmap] = [:]
    private var bars: [Double: Bitmap] = [:]
    private var overlay: (lines: [String], bitmap: Bitmap)?
    private var collapsing: (header: FrameLayout.CollapsingHeader, bitmap: Bitmap)?

    /// Creates a compositor for frames at `scale`.
    package init(scale: Double, glyphs: any GlyphSource) {
        self.scale = scale
        self.glyphs = glyphs
    }

    /// The pixel size of a window of `size` points.
    package func pixelSize(_ size: Size) throws(RenderError) -> (width: Int, height: Int) {
        try Rasterizer.pixelSize(of: size, scale: scale)
    }

    private func px(_ v: Double) -> Int { Int((v * scale).rounded()) }

    /// Draws `layout` over the whole of `frame`.
    package func draw(_ layout: FrameLayout, into frame: inout FrameBuffer) throws(RenderError) {
        let scroll = px(layout.scrollFrame.minY)..<px(layout.scrollFrame.maxY)
        frame.fill(rows: scroll, color: PlaygroundLook.background)
        let contentTop = px(layout.contentTop)
        let rowPx = px(PlaygroundLook.rowHeight)
        for index in layout.visibleRows {
            try frame.copy(row(index, layout: layout), x: 0, y: contentTop + index * rowPx, clipRows: scroll)
        }
        for indicator in [layout.header, layout.footer].compactMap({ $0 }) {
            let area = try Rasterizer.pixelSize(of: indicator.rect.size, scale: scale)
            guard
                var canvas = Canvas(
                    width: area.width, height: area.height,
                    background: PlaygroundLook.background)
            else { continue }
            try rasterizer.draw(indicator.scene, scale: scale, into: &canvas)
            frame.copy(canvas.bitmap, x: px(indicator.rect.minX), y: px(indicator.rect.minY), clipRows: scroll)
        }
        if layout.barHeight > 0 {
            let bar = try self.bar(layout)
            frame.copy(bar, x: 0, y: px(layout.scrollFrame.minY))
        }
        if let header = layout.collapsingHeader, header.height > 0 {
            if collapsing?.header != header {
                let scene = CollapsingHeaderScene(configuration: .demo).scene(
                    size: Size(width: layout.size.width, height: header.height),
                    height: header.height, percentage: header.percentage,
                    titleTop: header.titleTop, glyphs: glyphs)
                collapsing = (header, try rasterizer.render(scene, scale: scale, background: PlaygroundLook.background))
            }
            frame.copy(collapsing!.bitmap, x: 0, y: 0)
        }
        if overlay?.lines != layout.overlayLines {
            let scene = PlaygroundScenes.overlay(lines: layout.overlayLines, width: layout.size.width, glyphs: glyphs)
            overlay = (layout.overlayLines, try rasterizer.render(scene, scale: scale))
        }
        frame.copy(overlay!.bitmap, x: 0, y: px(layout.overlayRect.minY))
    }

    private func row(_ index: Int, layout: FrameLayout) throws(RenderError) -> Bitmap {
        if let cached = rows[index] { return cached }
        if rows.count >= Self.rowCacheLimit { rows.removeAll(keepingCapacity: true) }
        let scene = PlaygroundScenes.row(index, width: layout.size.width, hairline: layout.hairline, glyphs: glyphs)
        let bitmap = try rasterizer.render(scene, scale: scale)
        rows[index] = bitmap
        return bitmap
    }

    private func bar(_ layout: FrameLayout) throws(RenderError) -> Bitmap {
        if let cached = bars[layout.barHeight] { return cached }
        let scene = PlaygroundScenes.bar(
            width: layout.size.width, height: layout.barHeight,
            hairline: layout.hairline, glyphs: glyphs)
        let bitmap = try rasterizer.render(scene, scale: scale)
        bars[layout.barHeight] = bitmap
        return bitmap
    }
}
