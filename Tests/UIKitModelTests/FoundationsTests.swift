import Foundation
import Testing
import UIKitModel

/// Fonts and Dynamic Type, haptics, the logger, associated objects and the app's life cycle.
@MainActor @Suite struct FoundationsTests {
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:):
    /// a text style's size at the text size of the traits, from the Human Interface Guidelines'
    /// table (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    @Test func preferredFontsFollowTheTextSize() {
        inWorld { world in
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
            #expect(UIFont.preferredFont(forTextStyle: .footnote).pointSize == 13)
            let large = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: large).pointSize == 53)
            world.settings.preferredContentSizeCategory = .extraSmall
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
            #expect(UIFont.preferredFont(forTextStyle: .headline).modelWeight == .semibold)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:)
    /// and …/scaledfont(for:maximumpointsize:compatiblewith:): values scale with the style's size
    /// over its default (large) size; a maximum caps the font.
    @Test func fontMetricsScaleInProportion() {
        inWorld { _ in
            let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
            let metrics = UIFontMetrics(forTextStyle: .footnote)
            #expect(metrics.scaledValue(for: 13, compatibleWith: ax5) == 44)
            #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: ax5) == 106)
            let font = UIFont.systemFont(ofSize: 14, weight: .semibold)
            let scaled = UIFontMetrics(forTextStyle: .body).scaledFont(
                for: font, maximumPointSize: 30, compatibleWith: ax5)
            #expect(scaled.pointSize == 30 && scaled.modelWeight == .semibold)
            #expect(metrics.scaledValue(for: 13) == 13)
            #expect(
                UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory
                    && !UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
            #expect(UIContentSizeCategory.small < .large)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator: `prepare()` and
    /// each impact, recorded as the user would feel them.
    @Test func hapticsAreRecorded() {
        inWorld { world in
            let generator = UIImpactFeedbackGenerator(style: .medium)
            generator.prepare()
            world.advance(by: 0.1)
            generator.impactOccurred()
            generator.impactOccurred(intensity: 0.5)
            #expect(
                world.record.hapticEvents == [
                    .init(style: .medium, kind: .prepare, time: 0),
                    .init(style: .medium, kind: .impact(intensity: 1), time: 0.1),
                    .init(style: .medium, kind: .impact(intensity: 0.5), time: 0.1),
                ])
        }
    }

    /// https://developer.apple.com/documentation/os/logger and
    /// https://developer.apple.com/documentation/os/oslogprivacy: interpolated strings are private
    /// unless marked public; literal text shows.
    @Test func loggerRedactsPrivateValues() {
        inWorld { world in
            let name = "classicc", names = "classic"
            Logger(subsystem: "RefreshKit", category: "UIKit")
                .fault("styleName \"\(name, privacy: .public)\" is no style; \(names) or \(3)")
            let entry = world.record.logEntries.first
            #expect(entry?.message == "styleName \"classicc\" is no style; <private> or 3")
            #expect(entry?.level == .fault && entry?.subsystem == "RefreshKit" && entry?.category == "UIKit")
        }
    }

    /// https://developer.apple.com/documentation/objectivec/1418509-objc_setassociatedobject and
    /// https://developer.apple.com/documentation/objectivec/1418865-objc_getassociatedobject: a value
    /// held under a key (retained, or not with `.OBJC_ASSOCIATION_ASSIGN`), nil to remove it, and
    /// released with its object.
    @Test func associatedObjectsLiveWithTheirObject() {
        final class Value {}
        inWorld { _ in
            let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
            let other = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
            var view: UIView? = UIView()
            var value: Value? = Value()
            weak let weakValue = value
            objc_setAssociatedObject(view!, key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(view!, other, value, .OBJC_ASSOCIATION_ASSIGN)
            value = nil
            #expect(objc_getAssociatedObject(view!, key) as? Value === weakValue && weakValue != nil)
            objc_setAssociatedObject(view!, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            #expect(weakValue == nil && objc_getAssociatedObject(view!, other) == nil)
            var kept: Value? = Value()
            weak let weakKept = kept
            objc_setAssociatedObject(view!, key, kept, .OBJC_ASSOCIATION_RETAIN)
            kept = nil
            #expect(weakKept != nil)
            view = nil
            #expect(weakKept == nil)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification
    /// and …/willenterforegroundnotification: the life-cycle notifications in order, and the state.
    @Test func lifeCycleIsPostedInOrder() {
        inWorld { world in
            var names: [Notification.Name] = []
            let token = ModelNotificationCenter.default.addObserver(forName: nil, object: nil, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { names.append(name) }
            }
            world.enterBackground()
            #expect(UIApplication.shared.applicationState == .background)
            world.enterForeground()
            #expect(UIApplication.shared.applicationState == .active)
            #expect(
                names == [
                    UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                    UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
                ])
            ModelNotificationCenter.default.removeObserver(token)
        }
    }

    /// Backgrounding may take a window's layer animations away (the model removes them when asked:
    /// the documentation does not say when the render server does).
    @Test func backgroundingRemovesAnimationsWhenAsked() {
        inWorld { world in
            let window = makeWindow()
            let view = UIView()
            window.addSubview(view)
            let animation = CABasicAnimation(keyPath: "opacity")
            animation.duration = 10
            view.layer.add(animation, forKey: "fade")
            world.enterBackground(removingAnimations: false)
            #expect(view.layer.animationKeys() == ["fade"])
            world.enterBackground()
            #expect(view.layer.animationKeys() == nil)
        }
    }

    /// User defaults are the world's own store: nothing leaves the test.
    @Test func userDefaultsAreTheWorlds() {
        let date = Date(timeIntervalSince1970: 1000)
        inWorld { _ in
            ModelUserDefaults.standard.set(date, forKey: "k")
            #expect(ModelUserDefaults.standard.object(forKey: "k") as? Date == date)
        }
        inWorld { _ in #expect(ModelUserDefaults.standard.object(forKey: "k") == nil) }
    }
}
