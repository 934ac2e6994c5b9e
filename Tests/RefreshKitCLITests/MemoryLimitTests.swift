import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Memory follows the work, not the input's bytes: a script's steps are read from its text one
/// at a time, and a large allocation is checked against the address-space limit first, so it is
/// refused in one line instead of the runtime aborting (issue 22). The figures against input
/// size are in `Benchmarks/simulate-peak-memory.sh`.
@Suite struct MemoryLimitTests {
    /// A script whose `steps` are `count` copies of `step` (`0`, or `{"wait":0}`).
    private func script(steps count: Int, of step: String) -> Data {
        let head = #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": ["#
        var text = head
        text.reserveCapacity(head.count + count * (step.count + 1) + 2)
        for index in 0..<count {
            if index > 0 { text += "," }
            text += step
        }
        return Data((text + "]}").utf8)
    }

    /// A short script that runs long enough (30,000 frames, written as they come) for its peak to
    /// be read while it runs: the memory of the process itself.
    private let tiny = Data(
        #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "fps": 1000, "steps": [{"wait": 30}]}"#
            .utf8)

    private func peak(_ dir: ScratchDirectory, _ file: String, shellPrefix: String = "") throws -> Binary.SpawnedRun {
        try Binary.locate().spawn(
            ["simulate", file] + (file == "tiny.json" ? ["--frames"] : []), in: dir.url,
            shellPrefix: shellPrefix)
    }

    /// 4 MiB of `0` where the steps go took about 18 times its size to be refused.
    @Test func aScriptOfZerosIsRefusedInAboutTheMemoryOfItsText() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let zeros = script(steps: 2 << 20, of: "0")
        try zeros.write(to: URL(fileURLWithPath: dir.path("zeros.json")))
        try tiny.write(to: URL(fileURLWithPath: dir.path("tiny.json")))
        let base = try peak(dir, "tiny.json"), large = try peak(dir, "zeros.json")
        #expect(base.status == 0 && large.status == 2)
        #expect(
            large.errorLines == [
                "refreshkit simulate: steps[0]: expected a step object with one key such as {\"wait\": 1}, "
                    + "found the number 0"
            ])
        let above = large.peakResidentBytes - base.peakResidentBytes
        #expect(above <= 2 * zeros.count, "\(above) bytes above a tiny script for \(zeros.count) bytes of input")
    }

    /// Valid steps: the input's text and the steps themselves (24 bytes each), little else.
    @Test func aLongValidScriptRunsInAFewTimesTheMemoryOfItsText() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let waits = script(steps: 200_000, of: #"{"wait":0}"#)
        try waits.write(to: URL(fileURLWithPath: dir.path("waits.json")))
        try tiny.write(to: URL(fileURLWithPath: dir.path("tiny.json")))
        let base = try peak(dir, "tiny.json"), large = try peak(dir, "waits.json")
        #expect(base.status == 0 && large.status == 0, "\(large.stderr)")
        let above = large.peakResidentBytes - base.peakResidentBytes
        #expect(above <= 4 * waits.count, "\(above) bytes above a tiny script for \(waits.count) bytes of input")
    }

    /// The smallest address-space limit (in KiB, to 8 MiB) under which a short `simulate` runs,
    /// found once for the suite.
    static let smallestLimit: Int = {
        guard let dir = try? ScratchDirectory(), let binary = try? Binary.locate() else { return 1 << 30 }
        defer { dir.remove() }
        let short = #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": [{"wait": 1}]}"#
        try? Data(short.utf8).write(to: URL(fileURLWithPath: dir.path("short.json")))
        var (low, high) = (16 << 10, 1 << 20)
        while high - low > 8 << 10 {
            let middle = (low + high) / 2
            let run = try? binary.spawn(["simulate", "short.json"], in: dir.url, shellPrefix: "ulimit -v \(middle);")
            if run?.status == 0 { high = middle } else { low = middle }
        }
        return high
    }()

    /// Under an address-space limit that the script's text fits in with room to spare, the old
    /// tree of values did not: the runtime aborted with a crash report (status 134).
    @Test func underAnAddressSpaceLimitAScriptIsAnsweredInOneLineNotACrash() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try script(steps: 2 << 20, of: "0").write(to: URL(fileURLWithPath: dir.path("zeros.json")))
        let limit = Self.smallestLimit + (40 << 10)
        let run = try peak(dir, "zeros.json", shellPrefix: "ulimit -v \(limit);")
        #expect(run.status == 2, "signal \(run.signal ?? 0): \(run.stderr.prefix(300))")
        #expect(
            run.errorLines.count == 1 && run.stderr.contains("steps[0]: expected a step object"),
            "\(run.stderr.prefix(300))")
    }

    /// A 4096×4096 GIF under a limit it cannot fit in aborted and left its temporary file.
    @Test func aRenderTooLargeForTheLimitIsRefusedBeforeAnythingIsMade() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let limit = Self.smallestLimit + (40 << 10)
        let run = try Binary.locate().spawn(
            [
                "render", "--style", "barFill", "--state", "idle", "--size", "4096x4096", "--scale", "1",
                "--format", "gif", "--out", "big.gif",
            ], in: dir.url, shellPrefix: "ulimit -v \(limit);")
        #expect(run.status == 2, "signal \(run.signal ?? 0): \(run.stderr.prefix(300))")
        #expect(
            run.errorLines.count == 1 && run.stderr.contains("barFill at 4096x4096 pixels needs about"),
            "\(run.stderr.prefix(300))")
        #expect(run.stderr.contains("pass a smaller --size or --scale, or raise the limit"))
        #expect(try dir.contents().isEmpty)
    }
}
