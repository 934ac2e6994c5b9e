import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Every signal whose default is to end a process ends a run as `SIGINT` does — what it started
/// removed, one line, 128 + the signal — and a signal the parent ignores stays ignored, so
/// `nohup refreshkit …` survives a hangup (issue 43). Through the built binary.
@Suite struct SignalTests {
    /// A png cycle into `seq`, slow enough to be interrupted while its frames are written.
    static let frames = ["render", "--style", "letterWave", "--format", "png", "--size", "1200x400", "--out", "seq"]

    /// Whether a folder of the run's own beside `seq` holds a frame already.
    static func hasStagedFrames(_ dir: ScratchDirectory) -> Bool {
        let staged = ((try? dir.contents()) ?? []).filter { $0.hasPrefix(".refreshkit-") }
        return staged.contains { ((try? dir.contents($0)) ?? []).isEmpty == false }
    }

    /// The run's line for an interruption by `name`.
    static func interrupted(_ name: String) -> [Substring] {
        ["refreshkit render: interrupted by \(name); nothing was written (what the run had started is removed)"]
    }

    @Test(arguments: [
        (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"), (SIGALRM, "SIGALRM"), (SIGVTALRM, "SIGVTALRM"),
        (SIGXCPU, "SIGXCPU"), (SIGQUIT, "SIGQUIT"),
    ])
    func aTerminatingSignalEndsARunAsSIGINTDoes(signal: Int32, name: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let earlier = ["render", "--style", "barFill", "--format", "png", "--fps", "5", "--out", "seq"]
        #expect(try binary.run(earlier, in: dir.url).status == 0)
        let old = DestinationFuzzTests.snapshot(dir.url.path)
        let run = try binary.spawn(Self.frames, in: dir.url) { pid in
            #expect(Binary.waitUntil { Binary.catches(SIGINT, pid: pid) && Self.hasStagedFrames(dir) })
            kill(pid, signal)
        }
        #expect(run.status == 128 + signal, "signal \(run.signal ?? 0): \(run.stderr)")
        #expect(run.errorLines == Self.interrupted(name))
        #expect(DestinationFuzzTests.snapshot(dir.url.path) == old)
    }

    /// The processor-time limit of `ulimit -t` sends `SIGXCPU` itself.
    @Test func aProcessorTimeLimitEndsARunAsSIGINTDoes() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().spawn(Self.frames, in: dir.url, shellPrefix: "ulimit -S -t 1;")
        #expect(run.status == 128 + SIGXCPU, "signal \(run.signal ?? 0): \(run.stderr)")
        #expect(run.errorLines == Self.interrupted("SIGXCPU"))
        #expect(try dir.contents().isEmpty)
    }

    /// `nohup` (and a shell's `trap '' INT`) sets the signal to ignored before it starts the
    /// run: the run keeps it ignored and finishes.
    @Test(arguments: [(["nohup"], "", SIGHUP), ([], "trap '' INT;", SIGINT)])
    func aSignalTheParentIgnoresStaysIgnored(wrapper: [String], prefix: String, signal: Int32) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().spawn(
            ["render", "--style", "barFill", "--size", "1200x400", "--out", "x.gif"], in: dir.url, shellPrefix: prefix,
            wrapper: wrapper
        ) { pid in
            #expect(
                Binary.waitUntil { Binary.catches(SIGTERM, pid: pid) && Binary.holdsUnnamedFile(pid, in: dir.url.path) }
            )
            kill(pid, signal)
        }
        #expect(run.status == 0, "signal \(run.signal ?? 0): \(run.stderr)")
        #expect(String(decoding: run.stdout, as: UTF8.self) == "x.gif\n")
        #expect(try dir.contents() == ["x.gif"])
    }
}
