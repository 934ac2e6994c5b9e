import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A commit is all or nothing when a destination changes under a run or a signal comes, and a
/// run killed in it leaves each output whole (issue 22); what a killed run left is named by the
/// next run and never touched: the same command run again makes the set whole (issue 43).
/// `REFRESHKIT_FAILPOINT=commit-rename:N` kills the binary with SIGKILL after its Nth rename;
/// `parent-made:N` interrupts it with SIGINT after it makes the Nth missing directory.
@Suite struct OutputAtomicityTests {
    /// Every name in `dir` (recursively, hidden ones included) with its bytes.
    private func snapshot(_ dir: ScratchDirectory, _ sub: String = "") throws -> [String: Data] {
        var result: [String: Data] = [:]
        let root = dir.path(sub)
        for name in try FileManager.default.subpathsOfDirectory(atPath: root) {
            result[name] = FileManager.default.contents(atPath: "\(root)/\(name)") ?? Data("<folder>".utf8)
        }
        return result
    }

    private func leftovers(_ dir: ScratchDirectory) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: dir.url.path).filter { $0.contains(".refreshkit-") }
    }

    /// A folder of frames replaces an earlier one in one rename (the two are swapped): a run
    /// killed right after it leaves the new folder whole, and the earlier frames in a hidden
    /// folder of the run's own, which a later run names in a note and does not touch.
    @Test func aFrameFolderCommitKilledAtItsOneRenameLeavesTheNewFolderWhole() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let args = ["render", "--style", "arcSpinner", "--format", "svg", "--fps", "10", "--out", "seq"]
        #expect(try binary.run(args, in: dir.url).status == 0)
        let new = try snapshot(dir, "seq")
        #expect(
            try binary.run(
                ["render", "--style", "barFill", "--format", "svg", "--fps", "5", "--out", "seq"], in: dir.url
            ).status == 0)
        let old = try snapshot(dir, "seq")
        #expect(old != new)

        let killed = try binary.spawn(args, in: dir.url, environment: ["REFRESHKIT_FAILPOINT": "commit-rename:1"])
        #expect(killed.signal == SIGKILL, "\(killed.stderr)")
        #expect(try snapshot(dir, "seq") == new)
        let hidden = try dir.contents().filter { $0.hasPrefix(".refreshkit-") }
        try #require(hidden.count == 1 && hidden[0].hasSuffix("-0.tmp"), "\(hidden)")
        #expect(try snapshot(dir, hidden[0]) == old)

        let next = try binary.run(
            ["render", "--style", "barFill", "--state", "idle", "--out", "other.png"], in: dir.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(
            next.stderr == "refreshkit render: note: '.' holds '\(hidden[0])', named as refreshkit's temporaries but "
                + "held by no running refreshkit: a run killed (SIGKILL) while it wrote there leaves them, and no run "
                + "touches them; run that command again to write its outputs whole, and remove them\n")
        #expect(try snapshot(dir, "seq") == new)
        #expect(try snapshot(dir, hidden[0]) == old)
        #expect(try dir.contents() == [hidden[0], "other.png", "seq"])
    }

    /// `--all` killed after its fourth rename: each file is whole, the first four new and the
    /// rest old; a later run into the folder changes nothing but its own file; the same `--all`
    /// run again makes the set whole, and the killed run's temporaries stay until removed.
    @Test func anAllCommitKilledPartWayLeavesWholeFilesAndTheSameRunMakesTheSetWhole() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let pulling = ["render", "--all", "--state", "pulling", "--scale", "1", "--out"]
        #expect(try binary.run(pulling + ["expected"], in: dir.url).status == 0)
        #expect(
            try binary.run(["render", "--all", "--state", "armed", "--scale", "1", "--out", "out"], in: dir.url).status
                == 0)
        let old = try snapshot(dir, "out"), new = try snapshot(dir, "expected")
        let killed = try binary.spawn(
            pulling + ["out"], in: dir.url, environment: ["REFRESHKIT_FAILPOINT": "commit-rename:4"])
        #expect(killed.signal == SIGKILL, "\(killed.stderr)")
        let mixed = try snapshot(dir, "out").filter { !$0.key.hasPrefix(".refreshkit-") }
        #expect(mixed.filter { new[$0.key] == $0.value }.count == 4, "\(mixed.keys.sorted())")
        #expect(mixed.allSatisfy { new[$0.key] == $0.value || old[$0.key] == $0.value })
        let staged = try leftovers(dir).sorted()
        #expect(staged.count == new.count, "\(staged)")

        let next = try binary.run(
            ["render", "--style", "barFill", "--state", "idle", "--out", "out/extra.png"], in: dir.url)
        #expect(next.status == 0, "\(next.stderr)")
        #expect(
            next.stderr.hasPrefix("refreshkit render: note: 'out' holds '\(staged[0].dropFirst(4))', "),
            "\(next.stderr)")
        #expect(next.stderr.contains(" and \(staged.count - 3) more, named as refreshkit's temporaries"))
        var now = try snapshot(dir, "out")
        now["extra.png"] = nil
        #expect(now.filter { !$0.key.hasPrefix(".refreshkit-") } == mixed)

        #expect(try binary.run(pulling + ["out"], in: dir.url).status == 0)
        for name in staged { try FileManager.default.removeItem(atPath: dir.path(name)) }
        now = try snapshot(dir, "out")
        now["extra.png"] = nil
        #expect(now == new)
    }

    /// Every destination is checked again before the first rename: one that turned into a folder
    /// during the run stops the whole commit.
    @Test func aDestinationThatTurnsIntoAFolderDuringTheRunStopsTheWholeCommit() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        #expect(
            try binary.run(["render", "--all", "--state", "armed", "--scale", "4", "--out", "out"], in: dir.url).status
                == 0)
        let old = try snapshot(dir, "out")
        let run = try binary.spawn(
            ["render", "--all", "--state", "pulling", "--scale", "4", "--quiet", "--out", "out"], in: dir.url
        ) { pid in
            // As soon as the first style is being written (into a file with no name, which the
            // process holds open), the last one's file becomes a folder.
            #expect(Binary.waitUntil { Binary.holdsUnnamedFile(pid, in: dir.path("out")) })
            try FileManager.default.removeItem(atPath: dir.path("out/imageSequence.png"))
            try FileManager.default.createDirectory(
                atPath: dir.path("out/imageSequence.png"), withIntermediateDirectories: false)
        }
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.errorLines.count == 1 && run.stderr.contains("imageSequence.png"), "\(run.stderr)")
        var now = try snapshot(dir, "out")
        #expect(now.removeValue(forKey: "imageSequence.png") == Data("<folder>".utf8))
        var before = old
        before["imageSequence.png"] = nil
        #expect(now == before)
        #expect(try leftovers(dir).isEmpty)
    }

    @Test(arguments: [(SIGINT, 130, "SIGINT"), (SIGTERM, 143, "SIGTERM"), (SIGHUP, 129, "SIGHUP")])
    func aSignalDuringARenderRemovesWhatItStartedAndExitsWithOneLine(signal: Int32, status: Int32, name: String) throws
    {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        #expect(
            try binary.run(
                ["render", "--style", "barFill", "--format", "png", "--fps", "5", "--out", "seq"], in: dir.url
            ).status == 0)
        let old = try snapshot(dir)
        let run = try binary.spawn(
            ["render", "--all", "--format", "png", "--size", "1200x400", "--out", "new/gallery"],
            in: dir.url
        ) { pid in
            #expect(
                Binary.waitUntil {
                    Binary.catches(signal, pid: pid)
                        && (try? FileManager.default.contentsOfDirectory(atPath: dir.path("new")).isEmpty == false)
                            == true
                })
            kill(pid, signal)
        }
        #expect(run.status == status, "\(run.stderr)")
        #expect(
            run.errorLines == [
                "refreshkit render: interrupted by \(name); nothing was written (what the run had started is removed)"
            ])
        // The folder made for --all stays, empty: another run may be writing into it.
        #expect(
            try snapshot(dir)
                == old.merging(["new": Data("<folder>".utf8), "new/gallery": Data("<folder>".utf8)]) { $1 })
    }

    /// A signal that comes while a missing `--all` directory and its parents are being made
    /// (`parent-made:N` sends `SIGINT` right after the Nth is made, and waits) stops the run
    /// there: no more is made, and those made stay, empty (another run may be using them).
    @Test(arguments: [1, 2])
    func aSignalWhileTheParentsAreMadeStopsTheRun(made: Int) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let old = try snapshot(dir)
        let run = try Binary.locate().spawn(
            ["render", "--all", "--state", "idle", "--out", "new/gallery"], in: dir.url,
            environment: ["REFRESHKIT_FAILPOINT": "parent-made:\(made)"])
        #expect(run.status == 130, "\(run.stderr)")
        #expect(
            run.errorLines == [
                "refreshkit render: interrupted by SIGINT; nothing was written (what the run had started is removed)"
            ])
        let made = ["new", "new/gallery"].prefix(made).map { ($0, Data("<folder>".utf8)) }
        #expect(try snapshot(dir) == old.merging(made) { $1 })
    }

    @Test func aSignalDuringASimulationExitsWithOneLine() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let script =
            #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "fps": 1000, "steps": [{"wait": 3600}]}"#
        try Data(script.utf8).write(to: URL(fileURLWithPath: dir.path("long.json")))
        let run = try Binary.locate().spawn(["simulate", "long.json", "--frames"], in: dir.url) { pid in
            #expect(Binary.waitUntil { Binary.catches(SIGTERM, pid: pid) })
            kill(pid, SIGTERM)
        }
        #expect(run.status == 143)
        #expect(run.errorLines == ["refreshkit simulate: interrupted by SIGTERM"])
    }

    @Test(arguments: [
        ["render", "--style", "barFill", "--state", "idle", "--out", "x.png"], ["simulate", "long.json", "--frames"],
        ["styles"],
    ])
    func aClosedPipeOnStandardOutputIsStatus1AndOneLine(arguments: [String]) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let script = #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": [{"wait": 2}]}"#
        try Data(script.utf8).write(to: URL(fileURLWithPath: dir.path("long.json")))
        let run = try Binary.locate().spawn(arguments, in: dir.url, standardOutput: .closedPipe)
        #expect(run.status == 1, "killed by signal \(run.signal ?? 0)")
        #expect(run.errorLines == ["refreshkit \(arguments[0]): cannot write to standard output: broken pipe"])
    }

    /// Runs writing the same destination at once: each replaces it whole, one after the other.
    @Test func concurrentRunsOnOneDestinationEachWriteItWhole() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let styles = ["barFill", "arcSpinner", "progressRing", "classic"]
        var expected: Set<Data> = []
        for style in styles {
            #expect(
                try binary.run(["render", "--style", style, "--state", "armed", "--out", "\(style).png"], in: dir.url)
                    .status == 0)
            expected.insert(try #require(FileManager.default.contents(atPath: dir.path("\(style).png"))))
        }
        let processes = try styles.map { style in
            let process = Process()
            process.executableURL = binary.url
            process.arguments = ["render", "--style", style, "--state", "armed", "--out", "shared.png"]
            process.currentDirectoryURL = dir.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        for process in processes {
            process.waitUntilExit()
            #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        }
        #expect(expected.contains(try #require(FileManager.default.contents(atPath: dir.path("shared.png")))))
        #expect(try leftovers(dir).isEmpty)
    }
}
