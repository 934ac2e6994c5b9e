import Testing
import UIKitModel

/// Traits, tint and layout direction down the view tree.
@MainActor @Suite struct TraitTintTests {
    /// https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:):
    /// a view in a window has the screen's scale and the system's appearance and text size; a
    /// change of a setting calls `traitCollectionDidChange(_:)` with the traits before.
    @Test func traitsComeFromTheScreenAndSettings() {
        inWorld(scale: 2) { world in
            let loose = UIView()
            #expect(loose.traitCollection.displayScale == 0 && loose.traitCollection.userInterfaceStyle == .unspecified)
            let window = makeWindow()
            let view = RecordingView()
            window.addSubview(view)
            let traits = view.traitCollection
            #expect(traits.displayScale == 2 && traits.userInterfaceStyle == .light)
            #expect(traits.preferredContentSizeCategory == .large && traits.layoutDirection == .leftToRight)
            _ = view.take()
            world.settings.userInterfaceStyle = .dark
            #expect(view.take() == ["traitCollectionDidChange"])
            #expect(view.previousTraits.last??.userInterfaceStyle == .light)
            #expect(view.traitCollection.userInterfaceStyle == .dark)
            world.settings.preferredContentSizeCategory = .accessibilityLarge
            #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
            #expect(view.take() == ["traitCollectionDidChange"])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/overrideuserinterfacestyle: a view's
    /// own style reaches its subviews, whatever the system says.
    @Test func overrideStyleReachesSubviews() {
        inWorld { _ in
            let window = makeWindow()
            let parent = UIView(), child = RecordingView()
            parent.addSubview(child)
            window.addSubview(parent)
            _ = child.take()
            parent.overrideUserInterfaceStyle = .dark
            #expect(child.traitCollection.userInterfaceStyle == .dark && child.take() == ["traitCollectionDidChange"])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor: the first tint set in the
    /// hierarchy, from the view up, else the system's; dimmed with the adjustment mode;
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolordidchange(): called on the
    /// view whose tint is set and on the subviews that inherit it.
    @Test func tintIsInheritedAndTold() {
        inWorld { _ in
            let parent = RecordingView(), child = RecordingView(), ownTint = RecordingView()
            parent.addSubview(child)
            parent.addSubview(ownTint)
            ownTint.tintColor = .red
            _ = (parent.take(), child.take(), ownTint.take())
            #expect(components(child.tintColor) == components(.systemBlue))
            parent.tintColor = .green
            #expect(components(child.tintColor) == [0, 1, 0, 1] && components(ownTint.tintColor) == [1, 0, 0, 1])
            #expect(parent.take() == ["tintColorDidChange"] && child.take() == ["tintColorDidChange"])
            #expect(ownTint.take().isEmpty)
            // https://developer.apple.com/documentation/uikit/uiview/tintadjustmentmode-swift.property
            parent.tintAdjustmentMode = .dimmed
            #expect(child.tintAdjustmentMode == .dimmed && child.take() == ["tintColorDidChange"])
            let dimmed = components(child.tintColor)
            #expect(dimmed[0] == dimmed[1] && dimmed[1] == dimmed[2] && dimmed[3] == 1)
            parent.tintColor = nil
            parent.tintAdjustmentMode = .automatic
            #expect(components(child.tintColor) == components(.systemBlue))
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    /// and https://developer.apple.com/documentation/uikit/uiview/userinterfacelayoutdirection(for:relativeto:):
    /// forced attributes win, playback and spatial content stays left to right, unspecified follows
    /// the traits — and the attribute does not propagate to subviews.
    @Test func semanticContentDecidesTheEffectiveDirection() {
        inWorld { world in
            let window = makeWindow()
            let view = UIView(), child = UIView()
            view.addSubview(child)
            window.addSubview(view)
            #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
            view.semanticContentAttribute = .forceRightToLeft
            #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
            world.settings.layoutDirection = .rightToLeft
            #expect(child.traitCollection.layoutDirection == .rightToLeft)
            #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            child.semanticContentAttribute = .playback
            #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:): a dynamic colour
    /// resolves per trait collection; `systemBlue` is #007AFF in light and #0A84FF in dark.
    @Test func dynamicColorsResolvePerAppearance() {
        inWorld { _ in
            #expect(components(.systemBlue, UITraitCollection(userInterfaceStyle: .light)) == [0, 122.0 / 255, 1, 1])
            #expect(
                components(.systemBlue, UITraitCollection(userInterfaceStyle: .dark)) == [
                    10.0 / 255, 132.0 / 255, 1, 1,
                ])
            let traits = UITraitCollection(traitsFrom: [
                UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 3),
            ])
            #expect(traits.userInterfaceStyle == .dark && traits.displayScale == 3)
            #expect(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        }
    }
}
