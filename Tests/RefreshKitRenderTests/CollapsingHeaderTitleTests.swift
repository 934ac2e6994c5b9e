import Testing
@testable import RefreshKitRender

/// The collapsing header's title with real glyphs (DejaVu through FreeType): whole and inside the
/// header at every height the controller goes through, 44 to 88 pt.
@Suite struct CollapsingHeaderTitleTests {
    @Test func theTitlesInkStaysInsideTheHeaderFrom44To88Points() throws {
        let glyphs = FreeTypeGlyphSource()
        let controller = CollapsingHeaderController.Configuration()
        for step in 0...44 {
            let height = controller.minHeight + Double(step), open = height - controller.minHeight
            let scene = CollapsingHeaderScene(configuration: .demo).scene(
                size: Size(width: 390, height: controller.maxHeight), height: height, percentage: open / 44,
                titleTop: -open + controller.titleMargin, glyphs: glyphs)
            let title = try #require(scene.items.dropFirst().first, "height \(height)")
            guard case .fill(let path, _) = title.content else {
                Issue.record("the title is not a fill")
                return
            }
            let ink = path.transformed(by: title.transform).bounds
            #expect(ink.minY >= 0 && ink.maxY <= height && ink.minX >= 0 && ink.maxX <= 390, "height \(height): \(ink)")
        }
    }

    @Test func theSeedsTitleLeavesTheHeaderWhenExpanded() throws {
        let glyphs = FreeTypeGlyphSource()
        let scene = CollapsingHeaderScene(configuration: .titleFollowsScroll.withDemoTexts).scene(
            size: Size(width: 390, height: 88), height: 88, percentage: 1, titleTop: -34, glyphs: glyphs)
        let title = try #require(scene.items.dropFirst().first)
        guard case .fill(let path, _) = title.content else {
            Issue.record("the title is not a fill")
            return
        }
        #expect(path.transformed(by: title.transform).bounds.maxY < 0)  // Off-screen: the seed's look.
    }
}
