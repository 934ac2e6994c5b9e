import Testing
@testable import RefreshKitCore

/// Issue 12, items 5, 6 and 11: what the UIKit adapter writes for bouncing, where it stacks a
/// control, when it redraws for new traits. Each on a small double of what UIKit does.
@Suite struct AdapterParityPolicyTests {
    /// A scroll view's `alwaysBounceVertical`, and the controls that come and go.
    struct BouncingScrollView {
        var alwaysBounceVertical: Bool
        var policy = BouncePolicy()
        mutating func attach() {
            if let v = policy.controlAttached(current: alwaysBounceVertical) { alwaysBounceVertical = v }
        }
        mutating func detach() {
            if let v = policy.controlDetached(current: alwaysBounceVertical) { alwaysBounceVertical = v }
        }
    }

    @Test func shortContentBouncesWhileAControlIsAttachedAndTheAppsValueComesBack() {
        var collection = BouncingScrollView(alwaysBounceVertical: false)  // UICollectionView's default
        collection.attach()
        #expect(collection.alwaysBounceVertical)
        collection.attach()  // the footer too
        collection.detach()
        #expect(collection.alwaysBounceVertical)  // one is still attached
        collection.detach()
        #expect(!collection.alwaysBounceVertical)
        var table = BouncingScrollView(alwaysBounceVertical: true)  // UITableView's
        table.attach()
        table.detach()
        #expect(table.alwaysBounceVertical)
    }

    @Test func anAppsChangeWhileAttachedIsLeftAlone() {
        var sv = BouncingScrollView(alwaysBounceVertical: false)
        sv.attach()
        sv.alwaysBounceVertical = false  // the app turned it off itself
        sv.detach()
        #expect(!sv.alwaysBounceVertical && sv.policy.appValue == nil)
        #expect(sv.policy.controlDetached(current: true) == nil)  // an extra detach writes nothing
    }

    /// A table or collection view's subviews; where UIKit puts a `backgroundView` is a
    /// parameter (at the back, or wherever it was inserted), since only a device can say.
    struct TableSubviews {
        var subviews: [String] = ["cell1", "cell2"]
        var background: String?
        mutating func setBackgroundView(_ name: String, at index: Int = 0) {
            background = name
            subviews.insert(name, at: index)
        }
        var backgroundIndex: Int? { background.flatMap { subviews.firstIndex(of: $0) } }
        mutating func insertControl() {
            subviews.insert("control", at: ControlStacking.insertionIndex(backgroundIndex: backgroundIndex))
        }
        mutating func restack() {
            guard let i = subviews.firstIndex(of: "control"),
                let to = ControlStacking.restackIndex(controlIndex: i, backgroundIndex: backgroundIndex)
            else { return }
            subviews.remove(at: i)
            subviews.insert("control", at: to)
        }
        var controlIsAboveBackground: Bool {
            guard let bg = backgroundIndex else { return true }
            return subviews.firstIndex(of: "control")! > bg
        }
    }

    @Test func theControlGoesAboveTheBackgroundViewAlsoWhenItIsSetLater() {
        var before = TableSubviews()
        before.setBackgroundView("background")
        before.insertControl()  // today: at 0, under it
        #expect(before.subviews == ["background", "control", "cell1", "cell2"])
        var later = TableSubviews()
        later.insertControl()
        #expect(later.subviews.first == "control")
        later.setBackgroundView("background", at: 1)  // set later, above the control
        #expect(!later.controlIsAboveBackground)
        later.restack()
        #expect(later.subviews == ["background", "control", "cell1", "cell2"])
        later.restack()  // stable
        #expect(later.subviews == ["background", "control", "cell1", "cell2"])
    }

    @Test func traitsThatColoursDependOnRedraw() {
        let light = AppearanceTraits(style: .light)
        #expect(light.needsRedraw(after: nil))
        #expect(!light.needsRedraw(after: light))
        #expect(AppearanceTraits(style: .dark).needsRedraw(after: light))
        #expect(AppearanceTraits(style: .light, increasedContrast: true).needsRedraw(after: light))
        #expect(AppearanceTraits(style: .light, elevated: true).needsRedraw(after: light))
    }
}
