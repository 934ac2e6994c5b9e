import Foundation
import Testing

/// Under a file-size limit (`ulimit -f`, as a shell sets it: `SIGXFSZ` at its default) a write
/// past the limit is answered as a full disk is: one line, the status a full disk gives, and
/// no temporary file left behind. The runs were killed by `SIGXFSZ` (status 153, no message)
/// and left temporary files behind (issue 36). A new `--all` folder stays, empty: another run
/// may be writing into it (issue 43).
@Suite struct FileSizeLimitTests {
    /// The limit, in 512-byte blocks: 4 KiB, less than any GIF cycle or the frames of a script.
    static let blocks = 8

    static let script = #"{"viewport": {"width": 390, "height": 844}, "contentHeight": 2000, "steps": [{"wait": 2}]}"#

    @Test(arguments: [
        (
            ["render", "--style", "barFill", "--out", "x.gif"], 2,
            "refreshkit render: cannot write --out 'x.gif': file too large"
        ),
        (
            ["render", "--style", "barFill", "--out", "-"], 2,
            "refreshkit render: cannot write --out '-': file too large"
        ),
        (["render", "--all", "--out", "newdir/g"], 2, "refreshkit render: cannot write --out 'newdir/g/"),
        (
            ["simulate", "s.json", "--frames"], 1,
            "refreshkit simulate: cannot write to standard output: file too large"
        ),
    ])
    func aWritePastTheLimitIsOneLineAndLeavesNothing(arguments: [String], status: Int32, line: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let fm = FileManager.default
        try Data(Self.script.utf8).write(to: URL(fileURLWithPath: dir.path("s.json")))
        _ = fm.createFile(atPath: dir.path("x.gif"), contents: Data("an earlier GIF".utf8))
        try fm.createDirectory(atPath: dir.path("tmp"), withIntermediateDirectories: false)
        let before = DestinationFuzzTests.snapshot(dir.url.path)
        let run = try Binary.locate().spawn(
            arguments, in: dir.url, shellPrefix: "ulimit -f \(Self.blocks);", environment: ["TMPDIR": dir.path("tmp")])
        #expect(
            run.signal == nil && run.status == status,
            "status \(String(describing: run.status)), signal \(String(describing: run.signal))")
        #expect(run.errorLines.count == 1 && run.stderr.hasPrefix(line), "\(run.stderr)")
        #expect(run.stderr.contains("ulimit -f"), "\(run.stderr)")
        if status == 2 { #expect(run.stdout.isEmpty) }
        var after = DestinationFuzzTests.snapshot(dir.url.path)
        if arguments.contains("--all") {
            #expect(after.removeValue(forKey: "newdir/g")?.hasPrefix("\(S_IFDIR) ") == true)
            #expect(after.removeValue(forKey: "newdir")?.hasPrefix("\(S_IFDIR) ") == true)
        }
        #expect(after == before)
    }
}
