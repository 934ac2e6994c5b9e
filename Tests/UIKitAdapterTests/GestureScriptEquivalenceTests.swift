import RefreshKitCore
import RefreshKitSimulation
import Testing

/// Every script of `gesture-scripts/` through the adapter's `RefreshControl` (header, footer,
/// leading, trailing) and collapsing header on the UIKit model, against `refreshkit simulate`'s
/// result for the same script (the same data, in process): the state changes and the actions at
/// the same times, the insets at every frame to the last bit, and the offset the screen shows
/// (view animations in flight included) within a point of the simulator's at every frame, no
/// frame moving it more than a point farther than the simulator's finger or spring moves it.
@MainActor
@Suite struct GestureScriptEquivalenceTests {
    /// How far the offset shown may be from the simulator's, in points.
    static let offsetTolerance = 1.0

    /// `events` with their times rounded to the nearest 1e-9 s, as the simulator's JSON prints them.
    static func printed(_ events: [SimulationResult.Event]) -> [SimulationResult.Event] {
        events.map { .init(t: ($0.t * 1e9).rounded() / 1e9, edge: $0.edge, state: $0.state) }
    }

    @Test(arguments: ScriptRun.allScripts)
    func adapterMatchesTheSimulator(_ name: String) throws {
        try adapterMatchesTheSimulator(name, input: .finger)
    }

    /// The script `name` with its drags and releases performed by `input`, against the simulator's
    /// finger.
    func adapterMatchesTheSimulator(_ name: String, input: ScriptRun.Input) throws {
        let (script, isHorizontal) = try ScriptRun.load(name)
        let expected = try Simulator(script: script).run(recordFrames: true)
        let run = ScriptRun(script: script, isHorizontal: isHorizontal, input: input)
        let actual = run.run(recordFrames: true)

        // Times as `refreshkit simulate` prints them (to 1e-9 s): a timer's deadline summed on the
        // model's clock and on the simulator's may differ in the last bit.
        #expect(Self.printed(actual.events) == Self.printed(expected.events), "\(name): state changes")
        #expect(actual.actions == expected.actions, "\(name): actions")
        let frames = actual.frames ?? [], wanted = expected.frames ?? []
        #expect(frames.count == wanted.count, "\(name): frames")
        var previous: (a: Double, e: Double)?
        for (a, e) in zip(frames, wanted) {
            #expect(a.t == e.t, "\(name): frame time")
            #expect(
                abs(a.offsetY - e.offsetY) <= Self.offsetTolerance,
                "\(name) at \(e.t): offset shown \(a.offsetY) against \(e.offsetY)")
            if let (pa, pe) = previous {
                #expect(
                    abs(a.offsetY - pa) <= abs(e.offsetY - pe) + Self.offsetTolerance,
                    "\(name) at \(e.t): a step of \(a.offsetY - pa) where the simulator moves \(e.offsetY - pe)")
            }
            previous = (a.offsetY, e.offsetY)
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
