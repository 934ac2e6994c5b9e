import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Nothing found in an output folder steers `refreshkit render` (issue 36): a planted journal
/// made any render write outside its folder, and entries named like the tool's temporary files
/// were deleted, folders two levels deep included. No run reads a journal now (issue 43), and
/// entries named as temporaries are only named in a note. Every case runs the built binary in
/// a scratch folder and compares everything in it before and after.
@Suite struct OutputSteeringTests {
    static let token = "0123456789abcdef"
    static let journal = ".refreshkit-\(token).journal"

    /// The journal of the tool's first format naming `name` (a file entry, or a folder's), as a
    /// cloned repository can carry it: "refreshkit-journal 1", `file|folder INODE FINAL-IN-HEX
    /// STAGED BACKUP`, `end`.
    static func oldJournal(naming name: String, folder: Bool) -> String {
        let hex = name.utf8.map { String(format: "%02x", $0) }.joined()
        return "refreshkit-journal 1\n\(folder ? "folder" : "file") 1 \(hex) .refreshkit-\(token)-0.tmp "
            + ".refreshkit-\(token)-0.old\nend\n"
    }

    /// Plants, in `a/b/k` of `dir`, a journal naming `name` beside the `.old` entry it would
    /// move there (a file, or a folder holding a file).
    static func plant(naming name: String, folder: Bool, in dir: ScratchDirectory) throws {
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir.path("a/b/k"), withIntermediateDirectories: true)
        let old = dir.path("a/b/k/.refreshkit-\(token)-0.old")
        if folder {
            try fm.createDirectory(atPath: old, withIntermediateDirectories: false)
            _ = fm.createFile(atPath: old + "/inside.txt", contents: Data("planted".utf8))
        } else {
            _ = fm.createFile(atPath: old, contents: Data("planted".utf8))
        }
        try Data(oldJournal(naming: name, folder: folder).utf8).write(
            to: URL(fileURLWithPath: dir.path("a/b/k/\(journal)")))
    }

    static let commands: [[String]] = [
        ["render", "--style", "barFill", "--state", "idle", "--out", "a/b/k/x.png"],
        ["render", "--all", "--state", "idle", "--scale", "0.5", "--quiet", "--out", "a/b/k"],
    ]

    @Test(arguments: ["relative", "absolute", "folder"], commands)
    func aPlantedJournalIsIgnored(kind: String, command: [String]) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let name =
            kind == "absolute" ? dir.path("planted.txt") : kind == "folder" ? "../../planted" : "../../planted.txt"
        try Self.plant(naming: name, folder: kind == "folder", in: dir)
        let before = DestinationFuzzTests.snapshot(dir.url.path)
        let run = try Binary.locate().run(command, in: dir.url)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        // Only the outputs appeared: nothing outside the folder, the planted entries untouched.
        let after = DestinationFuzzTests.snapshot(dir.url.path)
        let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }
        let outputs = Set(run.stdout.split(separator: "\n").map(String.init))
        #expect(changed.allSatisfy { outputs.contains($0) || $0 == "a/b/k" }, "\(changed.sorted())")
        #expect(before.keys.allSatisfy { after[$0] != nil })
    }

    /// Entries of the user's named like the tool's temporary files: a folder with a file two
    /// levels down, files, a journal's name on a folder. Those named as temporaries are listed
    /// in the note a run writes of what killed runs leave; nothing is touched.
    @Test(arguments: commands)
    func entriesNamedLikeTemporaryFilesAreLeftAlone(command: [String]) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let fm = FileManager.default
        try fm.createDirectory(
            atPath: dir.path("a/b/k/.refreshkit-00000000000000bb-0.tmp/sub"), withIntermediateDirectories: true)
        _ = fm.createFile(
            atPath: dir.path("a/b/k/.refreshkit-00000000000000bb-0.tmp/sub/keep"), contents: Data("data".utf8))
        _ = fm.createFile(atPath: dir.path("a/b/k/.refreshkit-00000000000000cc-0.tmp"), contents: Data("mine".utf8))
        _ = fm.createFile(atPath: dir.path("a/b/k/.refreshkit-00000000000000cc-1.old"), contents: Data("mine".utf8))
        try fm.createDirectory(
            atPath: dir.path("a/b/k/.refreshkit-00000000000000dd.journal"), withIntermediateDirectories: false)
        let before = DestinationFuzzTests.snapshot(dir.url.path)
        let run = try Binary.locate().run(command, in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr.hasPrefix(
                "refreshkit render: note: 'a/b/k' holds '.refreshkit-00000000000000bb-0.tmp', "
                    + "'.refreshkit-00000000000000cc-0.tmp', named as refreshkit's temporaries but held by no running "
                    + "refreshkit: ") && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        let after = DestinationFuzzTests.snapshot(dir.url.path)
        for (name, entry) in before { #expect(after[name] == entry, "\(name) changed") }
    }
}

extension OutputSteeringTests {
    /// A link inside an `--all` folder could lead anywhere: it is refused, with a message that
    /// says so (it was refused as one that "became a symbolic link during the render").
    @Test(arguments: [
        (["--state", "idle"], "system.png", "elsewhere.png"), (["--format", "svg", "--fps", "2"], "system", "frames"),
    ])
    func aLinkInsideAnAllFolderIsRefusedAndNotFollowed(options: [String], link: String, target: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir.path("g"), withIntermediateDirectories: false)
        if target == "frames" {
            try fm.createDirectory(atPath: dir.path("frames"), withIntermediateDirectories: false)
            _ = fm.createFile(atPath: dir.path("frames/frame-0000.svg"), contents: Data("old".utf8))
        } else {
            _ = fm.createFile(atPath: dir.path(target), contents: Data("old".utf8))
        }
        try fm.createSymbolicLink(atPath: dir.path("g/\(link)"), withDestinationPath: "../\(target)")
        let before = DestinationFuzzTests.snapshot(dir.url.path)
        let run = try Binary.locate().run(["render", "--all", "--scale", "0.5", "--out", "g"] + options, in: dir.url)
        #expect(run.status == 2 && run.stdout.isEmpty)
        #expect(
            run.stderr == "refreshkit render: --out 'g/\(link)' is a symbolic link; --all writes only the entries of "
                + "its own folder and never follows a link in it (it could lead anywhere): remove the link, or pass "
                + "another --out\n", "\(run.stderr)")
        #expect(DestinationFuzzTests.snapshot(dir.url.path) == before)
    }
}
