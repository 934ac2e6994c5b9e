import PropertyBased
import Testing
@testable import RefreshKitCore
import RefreshKitSimulation

#if canImport(Glibc)
import Glibc
#endif

/// Random gesture programs against header + footer + collapsing header on the simulated
/// scroll view, with every invariant checked after every frame and step, and an auto footer's
/// loading rule (``LoadRuleChecker``) at every load. A failing program is shrunk and printed as a
/// `refreshkit simulate` script.
///
/// The default run checks 10,000 programs; `REFRESHKIT_LONG_RUN=1` checks 1,000,000
/// (best with `swift test -c release --filter GesturePropertyTests`).
@MainActor @Suite struct GesturePropertyTests {
    static let defaultCount = 10_000
    static let longCount = 1_000_000

    static var count: Int {
        getenv("REFRESHKIT_LONG_RUN").map { String(cString: $0) == "1" } == true ? longCount : defaultCount
    }

    @Test(.shrinking) func invariantsHoldForRandomGesturePrograms() async {
        await propertyCheck(count: Self.count, input: GestureProgram.generator) { program in
            let violations = Self.run(program)
            #expect(
                violations.isEmpty,
                "\(violations.joined(separator: "; "))\nreplay: refreshkit simulate <<< '\(program)'")
        }
    }

    /// Runs a program and returns its violations.
    static func run(_ program: GestureProgram) -> [String] {
        guard let simulator = try? Simulator(script: program.script) else {
            return ["the generator made an invalid script"]
        }
        let checker = InvariantChecker(simulator)
        let loadRule = LoadRuleChecker(simulator)
        simulator.start { _ in checker.check() }
        for step in program.script.steps {
            if case let .setContentInset(top, bottom) = step { checker.appChangedInset(top: top, bottom: bottom) }
            simulator.perform(step)
            checker.check()
        }
        checker.checkActions()
        return checker.violations + (loadRule?.violations ?? [])
    }
}
