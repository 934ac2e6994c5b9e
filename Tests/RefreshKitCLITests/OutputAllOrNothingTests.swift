import Foundation
import Testing

/// `refreshkit render` writes all or nothing: beside the final place first, moved in when
/// complete; a failure leaves what was there and nothing new (issue 11).
@Suite struct OutputAllOrNothingTests {
    private let old = Data("an earlier, good file".utf8)

    @Test func aGIFThatCannotBeWrittenWholeLeavesTheEarlierOneUntouched() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        _ = FileManager.default.createFile(atPath: dir.path("cycle.gif"), contents: old)
        // 2 KB of room: the barFill cycle's GIF needs about 7 KB, so a write fails part way.
        let run = try Binary.locate().run(
            ["render", "--style", "barFill", "--out", "cycle.gif"],
            fileSizeLimit: 4, in: dir.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(run.stderr.contains("cycle.gif"), "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir.path("cycle.gif")) == old)
        #expect(try dir.contents() == ["cycle.gif"])  // no temporary file left behind
    }

    @Test func aPNGCycleThatCannotBeWrittenLeavesNoFrames() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            ["render", "--style", "arcSpinner", "--format", "png", "--out", "seq"],
            fileSizeLimit: 2, in: dir.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(try dir.contents().isEmpty)
    }

    @Test func allStylesOrNoneAndNothingPrintedWhenTheFifthFails() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.path("out"), withIntermediateDirectories: false)
        // The fifth style of the catalog cannot be written: a directory holds its name.
        try FileManager.default.createDirectory(
            atPath: dir.path("out/letterWave.gif"), withIntermediateDirectories: false)
        let run = try Binary.locate().run(["render", "--all", "--out", dir.path("out"), "--fps", "10"])
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("letterWave.gif"), "\(run.stderr)")
        #expect(try dir.contents("out") == ["letterWave.gif"])
    }

    @Test func allStylesIntoANewDirectoryPrintsEveryPathOnlyOnceAllAreWritten() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(["render", "--all", "--out", dir.path("new/gallery"), "--fps", "10"])
        #expect(run.status == 0, "\(run.stderr)")
        let printed = run.stdout.split(separator: "\n").map(String.init)
        let written = try dir.contents("new/gallery")
        #expect(printed.count == written.count && written.count >= 9)
        #expect(printed.map { URL(fileURLWithPath: $0).lastPathComponent }.sorted() == written)
    }

    @Test func aFrameSequenceReplacesTheEarlierOneAsAWhole() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        let long = try binary.run([
            "render", "--style", "letterWave", "--format", "svg", "--fps", "10",
            "--out", dir.path("seq"),
        ])
        #expect(long.status == 0, "\(long.stderr)")
        let before = try dir.contents("seq").count
        let short = try binary.run([
            "render", "--style", "barFill", "--format", "svg", "--fps", "10",
            "--out", dir.path("seq"),
        ])
        #expect(short.status == 0, "\(short.stderr)")
        let after = try dir.contents("seq")
        #expect(after.count < before)  // no stale frame of the longer cycle
        #expect(after.first == "frame-0000.svg" && after.last == "frame-\(String(format: "%04d", after.count - 1)).svg")
        #expect(try dir.contents() == ["seq"])
    }

    @Test func aDirectoryWithOtherFilesIsNotReplaced() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.path("mine"), withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: dir.path("mine/notes.txt"), contents: old)
        let run = try Binary.locate().run([
            "render", "--style", "barFill", "--format", "png", "--out", dir.path("mine"),
        ])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("notes.txt") && run.stderr.contains("not a frame"), "\(run.stderr)")
        #expect(try dir.contents("mine") == ["notes.txt"])
    }

    @Test(arguments: [
        (["render", "--style", "barFill", "--state", "idle", "--out", "/no/such/dir/x.png"], "does not exist"),
        (
            ["render", "--style", "barFill", "--state", "idle", "--out", "/etc/hostname/x.png"],
            "is a file, not a directory"
        ),
    ])
    func aMissingOrFileParentIsSaidInPlainWords(arguments: [String], expected: String) throws {
        let run = try Binary.locate().run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(expected), "\(run.stderr)")
        #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("is a directory"))
    }
}
