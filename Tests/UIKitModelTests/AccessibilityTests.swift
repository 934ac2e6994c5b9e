import Foundation
import Testing
import UIKitModel

/// Accessibility: element properties, VoiceOver's gestures, posts and the settings' notifications.
@MainActor @Suite struct AccessibilityTests {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement:
    /// false by default, true for a UIKit control; VoiceOver reaches the elements that are visible
    /// and not hidden by an ancestor (`accessibilityElementsHidden`,
    /// https://developer.apple.com/documentation/uikit/uiaccessibility-protocol).
    @Test func voiceOverReachesVisibleElements() {
        inWorld { _ in
            let window = makeWindow()
            let container = UIView(), button = UIView(), hiddenOne = UIView()
            #expect(!button.isAccessibilityElement && button.accessibilityTraits == .none)
            #expect(UIControl().isAccessibilityElement)
            button.isAccessibilityElement = true
            button.accessibilityTraits = .button
            button.accessibilityLabel = "Refresh"
            hiddenOne.isAccessibilityElement = true
            container.addSubview(button)
            container.addSubview(hiddenOne)
            window.addSubview(container)
            #expect(ModelVoiceOver.elements(in: window) == [button, hiddenOne])
            hiddenOne.isHidden = true
            #expect(ModelVoiceOver.elements(in: window) == [button])
            container.accessibilityElementsHidden = true
            #expect(ModelVoiceOver.elements(in: window).isEmpty)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction: an action with a
    /// name and a handler VoiceOver runs; `accessibilityActivate()` and `accessibilityScroll(_:)`
    /// (https://developer.apple.com/documentation/uikit/uiaccessibilityaction) return false unless
    /// an element handles them; the model's VoiceOver sends a three-finger scroll to the focused
    /// element, then up the view tree while none handles it (the order is not documented).
    @Test func gesturesReachTheElementsHandlers() {
        final class Scrolling: UIView {
            var scrolled: [UIAccessibilityScrollDirection] = []
            override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
                MainActor.assumeIsolated { scrolled.append(direction) }
                return direction == .down
            }
        }
        inWorld { _ in
            let parent = Scrolling(), element = UIView()
            parent.addSubview(element)
            var performed = 0
            element.accessibilityCustomActions = [
                UIAccessibilityCustomAction(name: "Refresh") { _ in
                    performed += 1
                    return true
                }
            ]
            #expect(ModelVoiceOver.perform(action: "Refresh", on: element) == true && performed == 1)
            #expect(ModelVoiceOver.perform(action: "Other", on: element) == nil)
            #expect(!ModelVoiceOver.activate(element))
            #expect(ModelVoiceOver.scroll(.down, from: element) && parent.scrolled == [.down])
            #expect(!ModelVoiceOver.scroll(.up, from: element) && parent.scrolled == [.down, .up])
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:):
    /// what the app tells VoiceOver, recorded in order with its argument.
    @Test func postsAreRecorded() {
        inWorld { world in
            world.advance(by: 0.5)
            UIAccessibility.post(notification: .announcement, argument: "Refreshing")
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
            let posts = world.record.accessibilityPosts
            #expect(posts.map(\.notification) == [.announcement, .layoutChanged])
            #expect(posts.first?.argument as? String == "Refreshing" && posts.first?.time == 0.5)
        }
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled and
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification,
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning and
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/voiceoverstatusdidchangenotification:
    /// a change of the setting is posted (to main-queue observers at once on the main thread).
    @Test func settingsChangesArePosted() {
        inWorld { world in
            var names: [Notification.Name] = []
            let center = ModelNotificationCenter.default
            let token = center.addObserver(forName: nil, object: nil, queue: .main) { note in
                let name = note.name
                MainActor.assumeIsolated { names.append(name) }
            }
            #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
            world.settings.isReduceMotionEnabled = true
            world.settings.isVoiceOverRunning = true
            world.settings.isReduceMotionEnabled = true  // no change, no post
            #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.isVoiceOverRunning)
            #expect(
                names == [
                    UIAccessibility.reduceMotionStatusDidChangeNotification,
                    UIAccessibility.voiceOverStatusDidChangeNotification,
                ])
            center.removeObserver(token)
            world.settings.isVoiceOverRunning = false
            #expect(names.count == 2)
        }
    }

    /// A notification posted from another queue reaches a main-queue observer as main-queue work
    /// (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)).
    @Test func postsFromOtherQueuesArriveOnTheMainQueue() {
        // Sendable unchecked: written only by the main-queue observer and read on the main thread
        // after `drain()`, which runs that work: one thread touches it.
        final class Seen: @unchecked Sendable { var onMain: [Bool] = [] }
        inWorld { world in
            let seen = Seen()
            let center = ModelNotificationCenter.default
            let token = center.addObserver(
                forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main
            ) { _ in
                seen.onMain.append(ModelThread.isMainThread)
            }
            ModelDispatchQueue.global().async { center.post(name: NSLocale.currentLocaleDidChangeNotification) }
            world.drain()
            #expect(seen.onMain == [true])
            center.removeObserver(token)
        }
    }
}
