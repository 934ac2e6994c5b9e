import Foundation
import Testing
@testable import RefreshKitCLI
import RefreshKitCore

/// `refreshkit simulate` under mutated scripts: every input gives either a result or one line
/// naming what to fix; nothing crashes or hangs. Seeds: the examples and the hand-made corpus
/// below; then seeded mutations of them.
@MainActor @Suite struct SimulateFuzzTests {
    static let corpus: [String] = [
        #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "header": {}, "footer": {"mode": "auto"}, "collapsingHeader": {}, "steps": [{"drag": {"by": 300, "duration": 0.3}}, {"release": {"velocity": 900}}, {"wait": 1}, {"begin": "footer"}, {"end": "header"}, {"noMoreData": true}, {"setContentHeight": 10}, {"setContentInset": {"top": 20}}, {"setSafeArea": {"top": 91, "bottom": 34}}, {"wait": 0.5}]}"#,
        #"{"viewport": {"width": 1, "height": 1}, "contentHeight": 0, "fps": 1000, "steps": [{"wait": 0.01}]}"#,
        #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 0, "footer": {"height": 50, "actionDuration": 0}, "steps": [{"drag": {"by": -400, "duration": 0}}, {"release": {}}, {"wait": 2}]}"#,
        "{}", "[]", "", "nul", #"{"viewport": 1}"#, #"{"steps": [{}]}"#,
    ]

    /// The line the command would print for an error, or nil on success; fails the test on a
    /// malformed success or a multi-line error.
    func check(_ input: [UInt8]) {
        do {
            let output = try Simulate.output(for: input, frames: input.count % 2 == 0)
            #expect(
                output.hasPrefix("{") && output.hasSuffix("}\n"),
                "not a JSON object for \(String(decoding: input, as: UTF8.self))")
        } catch {
            let line = Simulate.oneLine(error.description)
            #expect(!line.isEmpty && !line.contains("\n"), "bad message for \(String(decoding: input, as: UTF8.self))")
        }
    }

    func seeds() throws -> [[UInt8]] {
        try ["pull-to-refresh", "load-more", "collapsing-header", "carousel", "retry-after-failure", "header-settles"]
            .map(readExample) + Self.corpus.map { Array($0.utf8) }
    }

    @Test func everySeedGivesAResultOrOneLine() throws {
        for seed in try seeds() { check(seed) }
    }

    @Test func mutatedScriptsGiveAResultOrOneLine() throws {
        let seeds = try seeds()
        var mutator = Mutator(seed: FuzzBudget.seed)
        for _ in 0..<FuzzBudget.count(default: 3_000) {
            check(mutator.mutate(json: mutator.pick(seeds)))
        }
    }

    /// A sample through the real binary: status 2, exactly one line on standard error, nothing
    /// on standard output, for every malformed input.
    @Test func malformedInputsExitWithStatus2AndOneLine() throws {
        let binary = try Binary.locate()
        let seeds = try seeds()
        var mutator = Mutator(seed: FuzzBudget.seed ^ 0xB1A5)
        var tried = 0
        while tried < 30 {
            let input = mutator.mutate(json: mutator.pick(seeds))
            guard (try? Simulate.output(for: input, frames: false)) == nil else { continue }
            tried += 1
            let run = try binary.run(["simulate"], stdin: input)
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr.hasPrefix("refreshkit simulate: ") && run.stderr.filter { $0 == "\n" }.count == 1,
                "\(run.stderr) for \(String(decoding: input, as: UTF8.self))")
        }
    }
}
