import RefreshKitCore

/// The scenes of the playground's own views (everything but the indicators, which draw
/// themselves): a table cell, a navigation bar, the overlay. Pure functions of their inputs.
package enum PlaygroundScenes {
    /// The title of row `index` (0-based): "Row 1", "Row 2", ….
    package static func rowTitle(_ index: Int) -> String { "Row \(index + 1)" }

    /// One cell, `width` × ``PlaygroundLook/rowHeight``: a white fill, "Row N" at the left
    /// inset, centred vertically, and a separator `hairline` points thick along the bottom
    /// from the inset to the right edge.
    package static func row(_ index: Int, width: Double, hairline: Double, glyphs: any GlyphSource) -> IndicatorScene {
        let h = PlaygroundLook.rowHeight
        var b = IndicatorSceneBuilder(size: Size(width: width, height: h))
        b.fill(
            VectorPath { $0.addRect(Rect(x: 0, y: 0, width: width, height: h)) }, color: PlaygroundLook.rowBackground)
        if let text = glyphs.layoutIfAvailable(rowTitle(index), font: PlaygroundLook.rowFont) {
            let box = text.lineBounds
            b.fillText(
                text, offset: Point(x: PlaygroundLook.rowInset, y: h / 2 - box.midY),
                with: .solid(PlaygroundLook.rowText))
        }
        let inset = PlaygroundLook.rowInset
        b.fill(
            VectorPath { $0.addRect(Rect(x: inset, y: h - hairline, width: width - inset, height: hairline)) },
            color: PlaygroundLook.separator)
        return b.build()
    }

    /// A navigation bar `height` points high (91: status bar and bar; 140: with a large title):
    /// the clock in the status bar, the title centred in a standard bar or large at the left,
    /// a hairline along the bottom.
    package static func bar(width: Double, height: Double, hairline: Double, glyphs: any GlyphSource) -> IndicatorScene
    {
        var b = IndicatorSceneBuilder(size: Size(width: width, height: height))
        b.fill(
            VectorPath { $0.addRect(Rect(x: 0, y: 0, width: width, height: height)) },
            color: PlaygroundLook.barBackground)
        let status = PlaygroundLook.statusBarHeight
        if let clock = glyphs.layoutIfAvailable("9:41", font: PlaygroundLook.statusFont) {
            b.fillText(
                clock, offset: clock.offset(centeringLineAt: Point(x: 60, y: status / 2 + 4)),
                with: .solid(.black))
        }
        let isLarge = height >= status + 44 + 30
        let font = isLarge ? PlaygroundLook.largeTitleFont : PlaygroundLook.barTitleFont
        if let title = glyphs.layoutIfAvailable(PlaygroundLook.barTitle, font: font) {
            let offset: Point
            if isLarge {
                let box = title.lineBounds
                offset = Point(x: PlaygroundLook.rowInset, y: height - 8 - box.maxY)
            } else {
                offset = title.offset(centeringLineAt: Point(x: width / 2, y: (status + height) / 2))
            }
            b.fillText(title, offset: offset, with: .solid(.black))
        }
        b.fill(
            VectorPath { $0.addRect(Rect(x: 0, y: height - hairline, width: width, height: hairline)) },
            color: PlaygroundLook.barHairline)
        return b.build()
    }

    /// The overlay strip: a dark fill with up to two lines of monospaced text (the first white,
    /// the second grey), left-aligned at the row inset.
    package static func overlay(lines: [String], width: Double, glyphs: any GlyphSource) -> IndicatorScene {
        let h = PlaygroundLook.overlayHeight
        var b = IndicatorSceneBuilder(size: Size(width: width, height: h))
        b.fill(
            VectorPath { $0.addRect(Rect(x: 0, y: 0, width: width, height: h)) },
            color: PlaygroundLook.overlayBackground)
        for (i, line) in lines.prefix(2).enumerated() {
            guard let text = glyphs.layoutIfAvailable(line, font: PlaygroundLook.overlayFont) else { continue }
            let centerY = i == 0 ? h * 0.32 : h * 0.68
            b.fillText(
                text, offset: Point(x: PlaygroundLook.rowInset - 4, y: centerY - text.lineBounds.midY),
                with: .solid(i == 0 ? PlaygroundLook.overlayText : PlaygroundLook.overlaySecondaryText))
        }
        return b.build()
    }
}

extension IndicatorScene {
    /// This scene's items moved by (`dx`, `dy`) and clipped to `clip` (in the new space), as
    /// a part of a scene of `size`.
    package func placed(dx: Double, dy: Double, clip: Rect?, in size: Size) -> IndicatorScene {
        let move = Transform.translation(x: dx, y: dy)
        let items = self.items.map { item -> IndicatorScene.Item in
            var moved = item
            moved.transform = item.transform.concatenating(move)
            let shifted = item.clip.map { Rect(x: $0.minX + dx, y: $0.minY + dy, width: $0.width, height: $0.height) }
            switch (shifted, clip) {
            case let (s?, c?): moved.clip = s.intersection(c)
            case let (s?, nil): moved.clip = s
            case let (nil, c): moved.clip = c
            }
            return moved
        }
        return IndicatorScene(size: size, items: items)
    }
}
