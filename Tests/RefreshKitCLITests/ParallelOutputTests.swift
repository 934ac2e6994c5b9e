import Foundation
import Synchronization
import Testing

@testable import RefreshKitCLI

/// Runs writing into one folder at once, each as a `refreshkit render` does (checks, a staged
/// output, its commit), on threads of the test process: every run commits, the file holds one
/// run's bytes whole, and nothing is left beside it. A run's clean-up of what killed runs left
/// once deleted another run's freshly staged file (3 of 1,500 parallel runs failed with "cannot
/// move the finished output … no such file or directory"; issue 36). 500 rounds by default,
/// 10,000 with `REFRESHKIT_LONG_RUN=1` (`REFRESHKIT_PARALLEL_ROUNDS` sets the number exactly).
@Suite struct ParallelOutputTests {
    /// Runs at once in each round.
    static let runsPerRound = 4

    /// How far apart the runs of a round start, in microseconds.
    static let stagger: UInt32 = 400

    static var rounds: Int {
        let environment = ProcessInfo.processInfo.environment
        if let rounds = environment["REFRESHKIT_PARALLEL_ROUNDS"].flatMap(Int.init) { return rounds }
        return environment["REFRESHKIT_LONG_RUN"] == "1" ? 10_000 : 500
    }

    /// The files each run writes into the folder, as `render --all` does.
    static let names = ["a.png", "b.png", "c.png", "d.png", "e.png", "f.png"]

    /// One run: a transaction for ``names`` in `folder`, `bytes` written to each staged file,
    /// then its commit.
    private static func write(_ bytes: [UInt8], into folder: String) -> String? {
        do {
            let transaction = try OutputTransaction(.all(directory: folder, entries: names.map { ($0, .file) }))
            for index in names.indices {
                let file = try transaction.target(index).file(shown: names[index])
                try file.write(bytes)
                try file.finish()
            }
            try transaction.commit()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func parallelRunsIntoOneFolderAllCommitWhole() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let failures = Mutex<[String]>([])
        for round in 0..<Self.rounds {
            let contents = (0..<Self.runsPerRound).map { Array("round \(round) run \($0)\n".utf8) }
            DispatchQueue.concurrentPerform(iterations: Self.runsPerRound) { run in
                // Started a little apart, so one run's checks fall while another stages.
                usleep(UInt32(run) * Self.stagger)
                if let failure = Self.write(contents[run], into: dir.url.path) {
                    failures.withLock { $0.append("round \(round), run \(run): \(failure)") }
                }
            }
            // One run's whole set.
            let written = Set(Self.names.map { FileManager.default.contents(atPath: dir.path($0)).map { [UInt8]($0) } })
            #expect(written.count == 1 && contents.contains { written.first == $0 }, "round \(round): \(written)")
            let left = try dir.contents().filter { !Self.names.contains($0) }
            #expect(left.isEmpty, "round \(round) left \(left)")
            if !left.isEmpty { break }
        }
        let all = failures.withLock { $0 }
        #expect(all.isEmpty, "\(all.count) of \(Self.rounds * Self.runsPerRound) runs failed: \(all.prefix(5))")
    }
}
