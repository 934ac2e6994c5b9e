import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Long work shows progress on standard error (issue 43): `--all` and every cycle write one line
/// per finished output, or on a terminal one line redrawn in place and cleared at the end;
/// `--quiet` writes nothing, and one moment of one style needs none.
@Suite struct RenderProgressTests {
    @Test func anAllRunWritesOneLinePerOutputThenThePaths() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let all = ["render", "--all", "--state", "armed", "--scale", "0.5", "--out", "g"]
        let run = try binary.run(all, in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        let paths = run.stdout.split(separator: "\n")
        #expect(paths.count == 9)
        let lines = paths.enumerated().map { "refreshkit render: \($0.offset + 1)/9 drawn: \($0.element)\n" }
        #expect(run.stderr == lines.joined())
        let quiet = try binary.run(all + ["--quiet"], in: dir.url)
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && quiet.stdout == run.stdout, "\(quiet.stderr)")
    }

    @Test func aCycleWritesItsLineAndAMomentNone() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let cycle = try binary.run(["render", "--style", "barFill", "--fps", "10", "--out", "x.gif"], in: dir.url)
        #expect(cycle.status == 0 && cycle.stderr == "refreshkit render: 1/1 drawn: x.gif\n", "\(cycle.stderr)")
        let frames = try binary.run(["render", "--style", "barFill", "--format", "svg", "--fps", "5"], in: dir.url)
        #expect(frames.status == 0 && frames.stderr == "refreshkit render: 1/1 drawn: barFill\n", "\(frames.stderr)")
        let moment = try binary.run(["render", "--style", "barFill", "--state", "idle"], in: dir.url)
        #expect(moment.status == 0 && moment.stderr.isEmpty, "\(moment.stderr)")
    }

    /// On a terminal (a pseudo-terminal of the test's own as standard error): a bar redrawn in
    /// place, never a line of its own, and cleared before the run ends.
    @Test func onATerminalABarIsRedrawnInPlaceAndCleared() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let (master, terminal) = try FileSystemProbe.openTerminal()
        defer { close(master) }
        var shown: [UInt8] = []
        let run = try Binary.locate().spawn(
            ["render", "--style", "barFill", "--fps", "10", "--out", "x.gif"], in: dir.url,
            shellPrefix: "exec 2>\(terminal);"
        ) { pid in
            // Read while it runs, so the terminal's buffer never fills.
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                var ready = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, 50) > 0 {
                    let count = read(master, &buffer, buffer.count)
                    if count > 0 {
                        shown += buffer.prefix(count)
                        continue
                    }
                }
                // Nothing to read: the terminal was closed (EIO), or nothing came for 50 ms.
                if OutputOwnershipTests.hasEnded(pid) { break }
            }
        }
        #expect(run.status == 0 && String(decoding: run.stdout, as: UTF8.self) == "x.gif\n")
        let text = String(decoding: shown, as: UTF8.self)
        #expect(text.hasPrefix("\r\u{1B}[Krefreshkit render: [--------------------] 0/1 barFill, frame "), "\(text)")
        #expect(text.contains("\r\u{1B}[Krefreshkit render: [####################] 1/1 barFill\r\u{1B}[K"), "\(text)")
        #expect(text.hasSuffix("\r\u{1B}[K") && !text.contains("\n") && !text.contains("drawn:"), "\(text)")
    }

    /// A run that fails after drawing keeps its progress lines and adds its one line last.
    @Test func aFailureIsOneLineAfterTheProgressLines() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let all = ["render", "--all", "--scale", "4", "--out", "out", "--state"]
        #expect(try binary.run(all + ["armed"], in: dir.url).status == 0)
        let run = try binary.spawn(all + ["pulling"], in: dir.url) { pid in
            // While the first style is drawn, the last one's file becomes a folder.
            #expect(Binary.waitUntil { Binary.holdsUnnamedFile(pid, in: dir.path("out")) })
            try FileManager.default.removeItem(atPath: dir.path("out/imageSequence.png"))
            try FileManager.default.createDirectory(
                atPath: dir.path("out/imageSequence.png"), withIntermediateDirectories: false)
        }
        #expect(run.status == 2 && run.stdout.isEmpty, "\(run.stderr)")
        let lines = run.errorLines
        #expect(lines.count == 11, "\(run.stderr)")
        #expect(
            lines.dropLast().enumerated().allSatisfy {
                $0.element.hasPrefix("refreshkit render: \($0.offset + 1)/10 drawn: out/")
            })
        #expect(lines.last?.hasPrefix("refreshkit render: --out 'out/imageSequence.png' is a directory") == true)
    }
}
