import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A run changes only the paths it was asked to write and its own temporaries (issue 43): what a
/// killed run left is never finished or undone by a later run, and a folder one run made is
/// not taken away from another run writing into it. Every case runs the built binary in a
/// scratch folder.
@Suite struct OutputOwnershipTests {
    static let all = ["render", "--all", "--scale", "0.5", "--state"]
    static let unrelated = ["render", "--style", "barFill", "--state", "idle", "--out", "k/unrelated.png"]

    /// Everything in `k` but `unrelated.png`.
    static func folder(_ dir: ScratchDirectory) -> [String: String] {
        var entries = DestinationFuzzTests.snapshot(dir.path("k"))
        entries["unrelated.png"] = nil
        return entries
    }

    /// `render --all` killed after its third rename (`classic.png`, the sixth output, still
    /// holds the earlier set's file), then the user rewrites `classic.png`: the next run,
    /// which writes another file into the folder, changes nothing but that file.
    @Test(arguments: ["in place", "removed and made again"])
    func aLaterRunKeepsTheUsersFileAfterAKilledCommit(how: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        #expect(try binary.run(Self.all + ["armed", "--out", "k"], in: dir.url).status == 0)
        let killed = try binary.spawn(
            Self.all + ["pulling", "--out", "k"], in: dir.url, environment: ["REFRESHKIT_FAILPOINT": "commit-rename:3"])
        #expect(killed.signal == SIGKILL, "\(killed.stderr)")
        let mine = Data("the user's own classic.png\n".utf8)
        let path = dir.path("k/classic.png")
        if how == "in place" {  // as `cp` over it does: the same file, new content
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: mine)
            try handle.close()
        } else {  // ext4 gives the new file the inode number the removed one had
            try FileManager.default.removeItem(atPath: path)
            #expect(FileManager.default.createFile(atPath: path, contents: mine))
        }
        let before = Self.folder(dir)
        let run = try binary.run(Self.unrelated, in: dir.url)
        #expect(run.status == 0 && run.stdout == "k/unrelated.png\n", "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: path) == mine)
        #expect(Self.folder(dir) == before)
    }

    /// `git checkout -- k` after a killed `--all` commit puts every tracked file back; the next
    /// run into the folder leaves them so.
    @Test func aFolderRestoredWithGitAfterAKilledCommitStaysRestored() throws {
        guard let git = Self.git else { return print("note: git is not installed; the git case is not checked") }
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        #expect(try binary.run(Self.all + ["armed", "--out", "k"], in: dir.url).status == 0)
        for arguments in [["init", "-q"], ["add", "k"], ["commit", "-q", "-m", "armed"]] {
            #expect(try Self.run(git, arguments, in: dir) == "")
        }
        let killed = try binary.spawn(
            Self.all + ["pulling", "--out", "k"], in: dir.url, environment: ["REFRESHKIT_FAILPOINT": "commit-rename:3"])
        #expect(killed.signal == SIGKILL, "\(killed.stderr)")
        #expect(try Self.run(git, ["status", "--porcelain", "--untracked-files=no"], in: dir) != "")
        // Files of the user's elsewhere take the inode numbers the test's own scratch files freed,
        // so git's new files get those of the files it removes, as on a quiet ext4 disk.
        try FileManager.default.createDirectory(atPath: dir.path("other"), withIntermediateDirectories: false)
        for index in 0..<64 { _ = FileManager.default.createFile(atPath: dir.path("other/\(index)"), contents: nil) }
        #expect(try Self.run(git, ["checkout", "--", "k"], in: dir) == "")
        #expect(try Self.run(git, ["status", "--porcelain", "--untracked-files=no"], in: dir) == "")
        let run = try binary.run(Self.unrelated, in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Self.run(git, ["status", "--porcelain", "--untracked-files=no"], in: dir) == "")
    }

    /// Run A makes a new folder; run B writes a file into it; A is interrupted while B draws:
    /// B's commit still finds the folder (A removed it, and B failed at its commit).
    @Test func anInterruptedRunLeavesTheFolderItMadeToAnotherRunWritingThere() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        var second: Binary.SpawnedRun?
        let first = try binary.spawn(["render", "--all", "--size", "1200x400", "--out", "new/g"], in: dir.url) { a in
            #expect(
                Binary.waitUntil {
                    Binary.catches(SIGINT, pid: a) && FileManager.default.fileExists(atPath: dir.path("new/g"))
                })
            second = try binary.spawn(
                ["render", "--style", "barFill", "--size", "1200x400", "--out", "new/g/b.gif"], in: dir.url
            ) { b in
                #expect(Binary.waitUntil { Binary.holdsUnnamedFile(b, in: dir.path("new/g")) })
                kill(a, SIGINT)
                #expect(Binary.waitUntil { Self.hasEnded(a) })
            }
        }
        #expect(first.status == 130, "\(first.stderr)")
        #expect(second?.status == 0, "\(second?.stderr ?? "")")
        #expect(String(decoding: second?.stdout ?? [], as: UTF8.self) == "new/g/b.gif\n")
        #expect(try dir.contents("new/g") == ["b.gif"])
    }

    /// A running run's temporaries (a folder of frames it draws) are its own: another run
    /// writing beside them does not name them as a killed run's.
    @Test func aRunningRunsTemporariesAreNotNamedInTheNote() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        var beside: Binary.Run?
        let first = try binary.spawn(SignalTests.frames, in: dir.url) { pid in
            #expect(Binary.waitUntil { Binary.catches(SIGINT, pid: pid) && SignalTests.hasStagedFrames(dir) })
            beside = try binary.run(["render", "--style", "barFill", "--state", "idle", "--out", "b.png"], in: dir.url)
            kill(pid, SIGINT)
        }
        #expect(first.status == 130)
        #expect(beside?.status == 0 && beside?.stderr == "", "\(beside?.stderr ?? "")")
        #expect(try dir.contents() == ["b.png"])
    }

    /// Whether the process `pid` has exited (a zombie its parent has not waited for yet).
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[close...].dropFirst(2).first == "Z"
    }

    /// The `git` executable on `PATH`, or nil.
    static var git: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/git" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `git` in `dir` with no configuration but an author, and returns its standard output
    /// and error.
    static func run(_ git: String, _ arguments: [String], in dir: ScratchDirectory) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["-c", "user.name=RefreshKit tests", "-c", "user.email=tests@example.invalid"] + arguments
        process.currentDirectoryURL = dir.url
        process.environment = [
            "HOME": dir.url.path, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
