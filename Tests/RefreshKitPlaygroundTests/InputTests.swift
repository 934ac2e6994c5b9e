import Testing
import RefreshKitCore
import RefreshKitStyles
@testable import RefreshKitPlayground

@Suite struct VelocityTrackerTests {
    @Test func aSteadyMotionGivesItsSpeed() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(time: Double(i) * 0.01, position: Double(i) * 5) }  // 500 pt/s
        #expect(abs(tracker.velocity(at: 0.1) - 500) < 1e-6)
    }

    @Test func onlyTheLastHundredMillisecondsCount() {
        // GIVEN a slow drag for 0.5 s, then a fast flick for the last 0.1 s
        var tracker = VelocityTracker()
        var y = 0.0
        for i in 0..<50 {
            tracker.add(time: Double(i) * 0.01, position: y)
            y += 1
        }  // 100 pt/s
        for i in 50...60 {
            tracker.add(time: Double(i) * 0.01, position: y)
            y += 20
        }  // 2000 pt/s
        // THEN the release speed is the flick's
        #expect(abs(tracker.velocity(at: 0.6) - 2000) < 1e-6)
    }

    @Test func aFingerThatHeldStillBeforeLiftingHasNoSpeed() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(time: Double(i) * 0.01, position: Double(i) * 5) }
        #expect(tracker.velocity(at: 0.1 + VelocityTracker.pauseGap + 0.01) == 0)
        // …and a pause inside the window cuts off what came before it.
        tracker.add(time: 0.2, position: 50)
        tracker.add(time: 0.21, position: 50)
        #expect(tracker.velocity(at: 0.21) == 0)
    }

    @Test func tooFewSamplesOrNoTimeGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(time: 1, position: 10)
        #expect(tracker.velocity(at: 1) == 0)
        tracker.add(time: 1, position: 30)
        #expect(tracker.velocity(at: 1) == 0)
        tracker.add(time: 0.5, position: 0)  // older than the newest: ignored
        tracker.add(time: .nan, position: 0)
        #expect(tracker.samples.count == 2)
    }

    @Test func upwardMotionIsNegative() {
        var tracker = VelocityTracker()
        for i in 0...5 { tracker.add(time: Double(i) * 0.016, position: 100 - Double(i) * 16) }
        #expect(abs(tracker.velocity(at: 0.08) + 1000) < 1e-6)
    }
}

@Suite struct PointerInputTests {
    @Test func pressDragReleaseIsTouchMoveLiftInPoints() {
        var input = PointerInput(scale: 2)
        #expect(input.press(button: 1, y: 100, time: 0) == [.touchDown])
        #expect(input.motion(y: 140, time: 0.01) == [.moveFinger(dy: 20)])
        #expect(input.motion(y: 140, time: 0.02) == [])
        #expect(input.motion(y: 180, time: 0.03) == [.moveFinger(dy: 20)])
        let release = input.release(button: 1, y: 180, time: 0.035)
        #expect(release.count == 1)
        guard case let .liftFinger(v) = release[0] else {
            Issue.record("no lift")
            return
        }
        #expect(v > 500 && v < 2500)  // 40 pt in 30 ms, slowing at the end
        #expect(!input.isPressed)
    }

    @Test func aReleaseAtANewRowMovesTheFingerFirst() {
        var input = PointerInput(scale: 1)
        _ = input.press(button: 1, y: 0, time: 0)
        let commands = input.release(button: 1, y: 30, time: 0.01)
        #expect(commands.first == .moveFinger(dy: 30))
        #expect(commands.count == 2)
    }

    @Test func motionWithoutAPressDoesNothing() {
        var input = PointerInput(scale: 2)
        #expect(input.motion(y: 10, time: 0) == [])
        #expect(input.release(button: 1, y: 10, time: 0) == [])
    }

    @Test func theWheelScrollsAndOtherButtonsDoNothing() {
        var input = PointerInput(scale: 2)
        #expect(input.press(button: 4, y: 0, time: 0) == [.wheel(dy: PointerInput.wheelStep)])
        #expect(input.press(button: 5, y: 0, time: 0) == [.wheel(dy: -PointerInput.wheelStep)])
        #expect(input.press(button: 2, y: 0, time: 0) == [])
        #expect(input.press(button: 3, y: 0, time: 0) == [])
        #expect(input.release(button: 4, y: 0, time: 0) == [])
    }

    @Test func aSecondPressWhileDownIsIgnored() {
        var input = PointerInput(scale: 2)
        _ = input.press(button: 1, y: 0, time: 0)
        #expect(input.press(button: 1, y: 50, time: 0.1) == [])
    }
}

@Suite struct KeyBindingsTests {
    @Test func digitsChooseCatalogEntries() {
        for d in 1...9 {
            #expect(KeyBindings.command(for: .character(Character(String(d)))) == .selectStyle(d - 1))
        }
        #expect(KeyBindings.command(for: .character("0")) == nil)
    }

    @Test func lettersTabAndEscape() {
        let expected: [Character: PlaygroundCommand] = [
            "m": .toggleReduceMotion, "b": .toggleNavigationBar, "l": .toggleLargeTitle,
            "c": .toggleCollapsingHeader, "n": .toggleNoMoreData, "r": .beginRefreshing,
            "s": .screenshot, "q": .quit, "M": .toggleReduceMotion, "Q": .quit,
        ]
        for (c, command) in expected { #expect(KeyBindings.command(for: .character(c)) == command, "\(c)") }
        #expect(KeyBindings.command(for: .tab) == .nextStyle)
        #expect(KeyBindings.command(for: .escape) == .quit)
        for c in "xz ?٣" { #expect(KeyBindings.command(for: .character(c)) == nil, "\(c)") }
    }

    /// The digits choose the nine refresh styles, 9 the image sequence; the collapsing header,
    /// the catalog's tenth entry, is reached by `c` alone, and the help says so.
    @Test func theDigitsChooseTheRefreshStylesTheHelpNames() {
        for d in 1...9 {
            guard case .selectStyle(let index) = KeyBindings.command(for: .character(Character(String(d)))) else {
                Issue.record("\(d) selects no style")
                continue
            }
            guard case .indicator = Indicators.catalog[index].kind else {
                Issue.record("\(d) selects \(Indicators.catalog[index].name), not a refresh style")
                continue
            }
        }
        #expect(Indicators.catalog[8].name == "imageSequence")
        let line = KeyBindings.helpText.split(separator: "\n").first { $0.hasPrefix("  1-9 ") } ?? ""
        #expect(line.contains("1 barFill … 9 imageSequence") && line.contains("the collapsing header is c"))
        #expect(!line.contains("9: collapsing header"))
    }

    @Test func theHelpListsEveryBinding() {
        for keys in ["1-9", "Tab", "m", "b", "l", "c", "n", "r", "s", "q, Esc"] {
            #expect(KeyBindings.helpText.contains("  " + keys + " "), "\(keys)")
        }
    }
}
