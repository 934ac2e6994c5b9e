import RefreshKitCore
import RefreshKitSimulation
import Testing

/// Every script of `gesture-scripts/` through the adapter's `RefreshControl` (header, footer,
/// leading, trailing) and collapsing header on the UIKit model, against `refreshkit simulate`'s
/// result for the same script (the same data, in process): the state changes and the actions at
/// the same times, and the insets at every frame to the last bit.
@MainActor
@Suite struct GestureScriptEquivalenceTests {
    @Test(arguments: ScriptRun.allScripts)
    func adapterMatchesTheSimulator(_ name: String) throws {
        let (script, isHorizontal) = try ScriptRun.load(name)
        let expected = try Simulator(script: script).run(recordFrames: true)
        let run = ScriptRun(script: script, isHorizontal: isHorizontal)
        let actual = run.run(recordFrames: true)

        #expect(actual.events == expected.events, "\(name): state changes")
        #expect(actual.actions == expected.actions, "\(name): actions")
        let frames = actual.frames ?? [], wanted = expected.frames ?? []
        #expect(frames.count == wanted.count, "\(name): frames")
        for (a, e) in zip(frames, wanted) {
            #expect(a.t == e.t, "\(name): frame time")
            #expect(
                a.insetTop.bitPattern == e.insetTop.bitPattern && a.insetBottom.bitPattern == e.insetBottom.bitPattern,
                "\(name) at \(e.t): insets \(a.insetTop), \(a.insetBottom) against \(e.insetTop), \(e.insetBottom)")
            #expect(a.headerHeight == e.headerHeight, "\(name) at \(e.t): collapsing header height")
        }
        #expect(actual.final.insetTop.bitPattern == expected.final.insetTop.bitPattern, "\(name): final top inset")
        #expect(
            actual.final.insetBottom.bitPattern == expected.final.insetBottom.bitPattern, "\(name): final bottom inset")
        #expect(
            actual.final.header == expected.final.header && actual.final.footer == expected.final.footer,
            "\(name): final states")
        #expect(actual.final.headerHeight == expected.final.headerHeight, "\(name): final collapsing header height")
    }
}
