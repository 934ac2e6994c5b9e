import Testing
@testable import RefreshKitCore
import RefreshKitTestSupport

@Suite struct CollapsingHeaderSceneTests {
    let maker = CollapsingHeaderScene(configuration: .demo)
    let size = Size(width: 390, height: 120)

    func scene(height: Double, percentage: Double, titleTop: Double) -> IndicatorScene {
        maker.scene(
            size: size, height: height, percentage: percentage, titleTop: titleTop,
            glyphs: BoxGlyphSource())
    }

    @Test func backgroundHasTheHeadersHeight() throws {
        let items = scene(height: 66, percentage: 0.5, titleTop: -12).items
        try #require(items.count == 3)
        #expect(items[0].sceneBounds == Rect(x: 0, y: 0, width: 390, height: 66))
        #expect(items[0].solidColor == RGBAColor(rgb8: 247, 247, 247))
        #expect(items.allSatisfy { $0.clip == Rect(x: 0, y: 0, width: 390, height: 66) })
    }

    @Test func titleSitsAtTitleTopCentredAndOpaque() throws {
        let items = scene(height: 44, percentage: 0, titleTop: 10).items
        try #require(items.count == 2)  // The subtitle at opacity 0 is not drawn.
        let title = try #require(items[1].sceneBounds)
        // Line box top at 10 (ascent 14 = box height): the ink starts at 10.
        #expect(close(title.minY, 10, 1e-9))
        // "Title": 60 pt of advance centred on 195; the last box ends 2 pt short.
        #expect(close(title.minX, 165, 1e-9) && close(title.maxX, 223, 1e-9))
        #expect(items[1].solidColor == .black && items[1].opacity == 1)
    }

    @Test func theSeedConfigurationSlidesTheTitleOut() throws {
        // The seed: percentage = open / 44, titleTop = −open + 10, height = 44 + open.
        let seed = CollapsingHeaderScene(configuration: .titleFollowsScroll.withDemoTexts)
        #expect(seed.configuration.titlePlacement == .followsScroll)
        for open in [0.0, 11, 22, 33, 44] {
            let percentage = open / 44
            let items = seed.scene(
                size: size, height: 44 + open, percentage: percentage, titleTop: -open + 10,
                glyphs: BoxGlyphSource()
            ).items
            let title = try #require(items.dropFirst().first?.sceneBounds)
            #expect(close(title.minY, -open + 10, 1e-9))
            if open > 0 {
                let subtitle = try #require(items.last)
                #expect(close(subtitle.opacity, percentage, 1e-12))
                #expect(subtitle.solidColor == .darkGray)
                // Centred in the band from the title's line box bottom to the header's bottom.
                let band = ((-open + 10 + 18) + (44 + open)) / 2
                #expect(close(subtitle.sceneBounds!.midY, band - 2, 1e-9))
            }
        }
    }

    @Test func theTitleStaysWholeInsideTheHeaderAtEveryHeight() throws {
        // GIVEN the controller's values for every height from 44 to 88 pt in 2 pt steps
        // WHEN the default scene draws them
        // THEN the title's ink stays inside the header, at the seed's collapsed place (top 10).
        let controller = CollapsingHeaderController.Configuration()
        #expect(maker.configuration.titlePlacement == .keptInside && maker.configuration.titleInset == 10)
        for step in 0...22 {
            let height = controller.minHeight + 2 * Double(step), open = height - controller.minHeight
            let items = scene(height: height, percentage: open / 44, titleTop: -open + controller.titleMargin).items
            let title = try #require(items.dropFirst().first?.sceneBounds, "height \(height)")
            #expect(
                title.minY >= 0 && title.maxY <= height && title.minX >= 0 && title.maxX <= 390,
                "height \(height): \(title)")
            #expect(close(title.minY, 10, 1e-9), "height \(height)")
        }
        // A header too short for the inset keeps the title's bottom inside.
        let short = try #require(scene(height: 20, percentage: 0, titleTop: 10).items.dropFirst().first?.sceneBounds)
        #expect(short.maxY <= 20 + 1e-9 && short.minY >= 0)
    }

    @Test func configurableTextsAndColours() throws {
        let custom = CollapsingHeaderScene(
            configuration: .init(
                title: "Inbox", subtitle: "3 new", backgroundColor: .blue,
                titleColor: .white, subtitleColor: .yellow))
        let items = custom.scene(size: size, height: 88, percentage: 1, titleTop: -34, glyphs: BoxGlyphSource()).items
        #expect(items.map(\.solidColor) == [.blue, .white, .yellow])
        #expect(items[2].path?.moveCount == 4)  // "3 new" without its space.
    }

    @Test func hostileValuesNeverCrash() {
        #expect(scene(height: .nan, percentage: 0.5, titleTop: 10).items.isEmpty)
        #expect(scene(height: -5, percentage: 0.5, titleTop: 10).items.isEmpty)
        let items = scene(height: 50, percentage: .nan, titleTop: .infinity).items
        #expect(items.count == 2 && items[1].sceneBounds!.minY == 10)  // 0, kept 10 pt inside.
        #expect(
            maker.scene(size: .zero, height: 44, percentage: 1, titleTop: 10, glyphs: BoxGlyphSource()).items.isEmpty)
    }

    @Test func missingFontLeavesTheBackground() {
        let items = maker.scene(size: size, height: 60, percentage: 1, titleTop: 0, glyphs: MissingFontGlyphSource())
            .items
        #expect(items.count == 1)
    }
}

extension CollapsingHeaderSceneTests {
    /// The texts are the app's: the library's default header draws its bar and no demo text.
    @Test func theDefaultHeaderHasNoTextOfItsOwn() {
        #expect(
            CollapsingHeaderScene.Configuration().title.isEmpty
                && CollapsingHeaderScene.Configuration().subtitle.isEmpty)
        let items = CollapsingHeaderScene().scene(
            size: size, height: 88, percentage: 1, titleTop: 10,
            glyphs: BoxGlyphSource()
        ).items
        #expect(items.count == 1)  // the bar
    }
}
