import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// Titles follow Dynamic Type: the control reads the trait collection's text size through
/// `UIFontMetrics` (the subheadline style's sizes, 15 pt at the default), a text-size change
/// redraws, and the enlarged titles stay whole inside the slot.
@MainActor @Suite struct DynamicTypeTests {
    /// The bounds of what `scene` fills (the title's glyphs; the classic arrow is stroked).
    private func filledBounds(_ scene: IndicatorScene) -> Rect? {
        var box: Rect?
        for item in scene.items where item.opacity > 0.01 {
            guard case let .fill(path, _) = item.content else { continue }
            let b = path.transformed(by: item.transform).bounds
            guard b.size.width > 0 else { continue }
            box = box.map { $0.union(b) } ?? b
        }
        return box
    }

    @Test func titlesFollowTheTextSize() {
        let world = ModelWorld(startTime: 0)
        world.run {
            let scene = ControlScene(in: world)
            let control = scene.header(RefreshControl(.classic()))
            #expect(control.drawing.template?.textScale == 1)
            @MainActor func drawnTitle() -> Rect? {
                guard let context = control.drawing.template else { return nil }
                return filledBounds(control.indicator.scene(for: context))
            }
            let atDefault = drawnTitle()
            // From the Human Interface Guidelines' table, subheadline: 15 pt at the default size.
            let sizes: [(UIContentSizeCategory, Double)] = [
                (.extraSmall, 12), (.extraExtraExtraLarge, 21), (.accessibilityMedium, 25),
                (.accessibilityExtraLarge, 36), (.accessibilityExtraExtraExtraLarge, 49),
            ]
            for (category, points) in sizes {
                world.settings.preferredContentSizeCategory = category
                world.drain()
                let context = control.drawing.template
                #expect(abs((context?.textScale ?? 0) - points / 15) < 1e-12, "\(category)")
                // Drawn, whole or stepped down, inside the slot.
                let slot = Rect(origin: .zero, size: Size(control.bounds.size))
                let title = drawnTitle()
                #expect(title != nil, "\(category)")
                if let title, let atDefault {
                    let inside =
                        title.origin.x >= slot.origin.x && title.origin.y >= slot.origin.y
                        && title.origin.x + title.size.width <= slot.size.width
                        && title.origin.y + title.size.height <= slot.size.height
                    #expect(inside, "\(category): \(title) outside \(slot)")
                    if points < 15 { #expect(title.size.height < atDefault.size.height, "\(category)") }
                    if points > 15 { #expect(title.size.height > atDefault.size.height, "\(category)") }
                }
            }
            world.settings.preferredContentSizeCategory = .large
            world.drain()
            #expect(control.drawing.template?.textScale == 1 && drawnTitle() == atDefault)
        }
    }
}
