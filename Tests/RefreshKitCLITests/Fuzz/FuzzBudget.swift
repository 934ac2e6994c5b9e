import Foundation

/// How many fuzz inputs a run tries: a quick share by default, 100,000 with
/// `REFRESHKIT_LONG_RUN=1` (or exactly `REFRESHKIT_FUZZ_COUNT`).
enum FuzzBudget {
    static let longRunCount = 100_000

    static func count(default quick: Int) -> Int {
        let env = ProcessInfo.processInfo.environment
        if let n = env["REFRESHKIT_FUZZ_COUNT"].flatMap(Int.init) { return n }
        return env["REFRESHKIT_LONG_RUN"] == "1" ? longRunCount : quick
    }

    /// The seed of a run: `REFRESHKIT_FUZZ_SEED`, or a fixed one so the default run is repeatable.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_SEED"].flatMap(UInt64.init) ?? 0x5EED_F00D
    }
}
