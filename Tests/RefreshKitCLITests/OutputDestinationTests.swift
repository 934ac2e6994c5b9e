import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What `--out` may be, through the built binary: regular files are replaced atomically (never
/// written into), special files are refused before anything is drawn, a symbolic link's target
/// is replaced and the link kept, a folder is replaced only when it holds nothing but frames,
/// permissions are kept and checked first (issue 22's reproductions).
@Suite struct OutputDestinationTests {
    private let moment = ["render", "--style", "barFill", "--state", "idle"]
    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

    /// A run refused in one line with status 2 and nothing on standard output.
    private func expectRefused(_ run: Binary.Run, _ words: [String], _ comment: Comment? = nil) {
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.hasPrefix("refreshkit render: ") && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        for word in words { #expect(run.stderr.contains(word), "\(run.stderr)") }
    }

    private func isPNG(_ path: String) -> Bool {
        Array(FileManager.default.contents(atPath: path)?.prefix(4) ?? Data()) == Self.pngSignature
    }

    /// A character device you may write takes the file as standard output does, once it is
    /// complete (`--out /dev/null` times a run, as with ffmpeg); it was refused (issue 43). The
    /// null and full devices' numbers, made inside the test's folder (never /dev itself).
    @Test func aWritableCharacterDeviceTakesTheFileAsAStream() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        guard mknod(dir.path("null"), S_IFCHR | 0o666, (1 << 8) | 3) == 0,
            mknod(dir.path("full"), S_IFCHR | 0o666, (1 << 8) | 7) == 0
        else {
            print(
                "note: mknod is not allowed here (\(String(cString: strerror(errno)))); the device case is not checked")
            return
        }
        let binary = try Binary.locate()
        for arguments in [moment, ["render", "--style", "barFill", "--fps", "10", "--quiet"]] {
            let run = try binary.run(arguments + ["--out", "null"], in: dir.url)
            #expect(run.status == 0 && run.stdout == "null\n" && run.stderr.isEmpty, "\(run.stderr)")
        }
        let full = try binary.run(moment + ["--out", "full"], in: dir.url)
        expectRefused(full, ["cannot write --out 'full': no space left on device"])
        let frames = try binary.run(["render", "--style", "barFill", "--format", "png", "--out", "null"], in: dir.url)
        expectRefused(frames, ["--out 'null' is a character device, which takes one file"])
        #expect(
            try FileSystemProbe.kind(dir.path("null")) == S_IFCHR && FileSystemProbe.kind(dir.path("full")) == S_IFCHR)
        #expect(try dir.contents() == ["full", "null"])
    }

    /// PNG and GIF bytes are never written to a terminal: `--out -` when standard output is
    /// one, and a terminal's device as `--out` (a pseudo-terminal of the test's own).
    @Test(arguments: ["png", "gif"])
    func binaryOutputToATerminalIsRefused(format: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let (master, terminal) = try FileSystemProbe.openTerminal()
        defer { close(master) }
        let arguments = moment + ["--format", format]
        let dash = try Binary.locate().spawn(
            arguments + ["--out", "-"], in: dir.url, shellPrefix: "exec >\(terminal);")
        #expect(dash.status == 2, "\(dash.stderr)")
        #expect(
            dash.errorLines == [
                "refreshkit render: --out '-' is a terminal, where \(format.uppercased()) bytes would show as garbage; "
                    + "redirect standard output to a file (> x.\(format)), or pass a file path (--format svg writes text)"
            ])
        let device = try Binary.locate().run(arguments + ["--out", terminal], in: dir.url)
        #expect(device.status == 2 && device.stderr.contains("is a terminal, where"), "\(device.stderr)")
        #expect(try dir.contents().isEmpty)
    }

    @Test func aFIFOIsRefusedWithoutOpeningIt() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        #expect(mkfifo(dir.path("pipe.png"), 0o644) == 0)
        let run = try Binary.locate().run(moment + ["--out", "pipe.png"], in: dir.url)
        expectRefused(run, ["'pipe.png' is a FIFO (named pipe)"])
        #expect(try FileSystemProbe.kind(dir.path("pipe.png")) == S_IFIFO)
        #expect(try dir.contents() == ["pipe.png"])
    }

    @Test func aSocketIsRefused() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let socketFD = try FileSystemProbe.bindSocket(dir.path("s.png"))
        defer { close(socketFD) }
        let run = try Binary.locate().run(moment + ["--out", "s.png"], in: dir.url)
        expectRefused(run, ["'s.png' is a socket"])
        #expect(try FileSystemProbe.kind(dir.path("s.png")) == S_IFSOCK)
    }

    @Test func standardOutputTakesTheFileWholeAndNoPathIsPrinted() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let binary = try Binary.locate()
        // The file is drawn into a nameless temporary file first: in the test's own folder.
        try FileManager.default.createDirectory(atPath: dir.path("tmp"), withIntermediateDirectories: false)
        let temporary = ["TMPDIR": dir.path("tmp")]
        let dash = try binary.spawn(moment + ["--out", "-"], in: dir.url, environment: temporary)
        #expect(dash.status == 0 && dash.stderr.isEmpty, "\(dash.stderr)")
        #expect(Array(dash.stdout.prefix(4)) == Self.pngSignature)
        // A link in the test's folder to standard output (as /dev/stdout is): written through,
        // and still a link.
        try FileManager.default.createSymbolicLink(atPath: dir.path("out.png"), withDestinationPath: "/proc/self/fd/1")
        let link = try binary.spawn(moment + ["--out", "out.png"], in: dir.url, environment: temporary)
        #expect(link.status == 0 && link.stderr.isEmpty, "\(link.stderr)")
        #expect(link.stdout == dash.stdout)
        #expect(try FileSystemProbe.kind(dir.path("out.png"), following: false) == S_IFLNK)
        #expect(try dir.contents() == ["out.png", "tmp"] && dir.contents("tmp").isEmpty)
        let frames = try binary.spawn(
            ["render", "--style", "barFill", "--format", "png", "--out", "-"], in: dir.url,
            environment: temporary)
        #expect(
            frames.status == 2 && frames.stderr.contains("is standard output, which takes one file"), "\(frames.stderr)"
        )
    }

    @Test func aSymbolicLinkAtOutHasItsTargetReplacedAndStaysALink() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.path("real"), withIntermediateDirectories: false)
        _ = FileManager.default.createFile(
            atPath: dir.path("real/target.png"), contents: Data("old".utf8),
            attributes: [.posixPermissions: 0o640])
        try FileManager.default.createSymbolicLink(
            atPath: dir.path("latest.png"), withDestinationPath: "real/target.png")
        let run = try Binary.locate().run(moment + ["--out", "latest.png"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "latest.png\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path("latest.png")) == "real/target.png")
        #expect(isPNG(dir.path("real/target.png")))
        #expect(try FileSystemProbe.mode(dir.path("real/target.png")) == 0o640)
        #expect(try dir.contents("real") == ["target.png"])

        try FileManager.default.createSymbolicLink(atPath: dir.path("dangling.png"), withDestinationPath: "missing.png")
        let dangling = try Binary.locate().run(moment + ["--out", "dangling.png"], in: dir.url)
        expectRefused(dangling, ["is a symbolic link that leads nowhere"])
        #expect(try dir.contents() == ["dangling.png", "latest.png", "real"])
    }

    /// The temporary name was `.NAME.tmp-PID-0`, opened through links: a link planted under it
    /// made the render overwrite its target and leave `--out` a link to it.
    @Test func aLinkPlantedUnderTheOldTemporaryNameIsNeverFollowed() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let victim = Data("someone's thesis".utf8)
        _ = FileManager.default.createFile(atPath: dir.path("victim.txt"), contents: victim)
        let run = try Binary.locate().spawn(
            moment + ["--out", "out.png"], in: dir.url,
            shellPrefix: "ln -s victim.txt .out.png.tmp-$$-0;")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir.path("victim.txt")) == victim)
        #expect(try FileSystemProbe.kind(dir.path("out.png"), following: false) == S_IFREG)
        #expect(isPNG(dir.path("out.png")))
    }

    @Test(arguments: [
        ["frame-0001.png", "sub"], ["frame-.png"], ["frame-½.svg"], ["frame-٣٤.png"], ["frame-00001.png"],
        ["frame-0001.PNG"], [".DS_Store"],
    ])
    func aFolderHoldingAnythingButFramesIsRefusedAndKept(path: [String]) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let folder = "seq/" + path.joined(separator: "/")
        let file = path.count > 1 ? "\(folder)/thesis.txt" : folder
        try FileManager.default.createDirectory(
            atPath: dir.path(path.count > 1 ? folder : "seq"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: dir.path(file), contents: Data("keep me".utf8))
        _ = FileManager.default.createFile(atPath: dir.path("seq/frame-0000.png"), contents: Data("an old frame".utf8))
        let run = try Binary.locate().run(
            ["render", "--style", "barFill", "--format", "png", "--fps", "5", "--out", "seq"],
            in: dir.url)
        expectRefused(run, ["holds '\(path[0])'", "which is not a frame"])
        #expect(FileManager.default.contents(atPath: dir.path(file)) == Data("keep me".utf8))
        #expect(FileManager.default.contents(atPath: dir.path("seq/frame-0000.png")) == Data("an old frame".utf8))
        #expect(try dir.contents() == ["seq"])
    }

    @Test func aLinkNamedLikeAFrameIsNotAFrame() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.path("seq"), withIntermediateDirectories: false)
        _ = FileManager.default.createFile(atPath: dir.path("kept.txt"), contents: Data("keep me".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: dir.path("seq/frame-0000.png"), withDestinationPath: "../kept.txt")
        let run = try Binary.locate().run(
            ["render", "--style", "barFill", "--format", "svg", "--fps", "5", "--out", "seq"],
            in: dir.url)
        expectRefused(run, ["holds 'frame-0000.png' (a symbolic link)"])
        #expect(FileManager.default.contents(atPath: dir.path("kept.txt")) == Data("keep me".utf8))
    }

    @Test func aReRenderedFileKeepsItsPermissionBits() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        _ = FileManager.default.createFile(
            atPath: dir.path("private.png"), contents: Data("old".utf8),
            attributes: [.posixPermissions: 0o600])
        let run = try Binary.locate().run(moment + ["--out", "private.png"], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(isPNG(dir.path("private.png")))
        #expect(try FileSystemProbe.mode(dir.path("private.png")) == 0o600)
    }

    @Test func aFileWithAnotherNameIsRefusedSoTheOtherNameIsNotLeftBehind() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        _ = FileManager.default.createFile(atPath: dir.path("a.png"), contents: Data("old".utf8))
        #expect(link(dir.path("a.png"), dir.path("b.png")) == 0)
        let run = try Binary.locate().run(moment + ["--out", "a.png"], in: dir.url)
        expectRefused(run, ["has 2 names (hard links)"])
        #expect(FileManager.default.contents(atPath: dir.path("a.png")) == Data("old".utf8))
    }

    /// As an unprivileged user, a read-only file that belongs to someone else in a folder they may
    /// write was replaced.
    @Test func anUnprivilegedUserCannotReplaceSomeoneElsesReadOnlyFile() throws {
        guard let wrapper = FileSystemProbe.unprivilegedWrapper() else { return }
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        #expect(chmod(dir.url.path, 0o777) == 0)
        let old = Data("root's file".utf8)
        _ = FileManager.default.createFile(
            atPath: dir.path("theirs.png"), contents: old, attributes: [.posixPermissions: 0o644])
        let run = try Binary.locate().spawn(moment + ["--out", "theirs.png"], in: dir.url, wrapper: wrapper)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("'theirs.png' is read-only for you") && run.errorLines.count == 1, "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir.path("theirs.png")) == old)
        #expect(try FileSystemProbe.owner(dir.path("theirs.png")) == 0)
        #expect(try dir.contents() == ["theirs.png"])
    }

    /// In a sticky folder (as /tmp) only a file's owner may replace it, even if others may write it.
    @Test func anUnprivilegedUserIsToldFirstThatAStickyFoldersFileIsNotTheirs() throws {
        guard let wrapper = FileSystemProbe.unprivilegedWrapper() else { return }
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        #expect(chmod(dir.url.path, 0o1777) == 0)
        let old = Data("root's file".utf8)
        _ = FileManager.default.createFile(
            atPath: dir.path("shared.png"), contents: old, attributes: [.posixPermissions: 0o666])
        let run = try Binary.locate().spawn(moment + ["--out", "shared.png"], in: dir.url, wrapper: wrapper)
        #expect(run.status == 2 && run.stderr.contains("belongs to someone else"), "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: dir.path("shared.png")) == old)
        #expect(try dir.contents() == ["shared.png"])
    }

    @Test func aNameOf243CharactersIsWritten() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let name = String(repeating: "n", count: 239) + ".png"
        let run = try Binary.locate().run(moment + ["--out", name], in: dir.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try dir.contents() == [name])
        let long = String(repeating: "n", count: 252) + ".png"
        expectRefused(
            try Binary.locate().run(moment + ["--out", long], in: dir.url), ["256 bytes long, more than the 255"])
    }

    /// The destination is checked before anything is drawn: a glyph problem, found only while
    /// drawing, is not what these runs report.
    @Test(arguments: [
        ("", "--out '' is empty"), ("x.png/", "ends in '/'"), (".", "names a directory by '.'"),
        ("nope/x.png", "the directory 'nope' does not exist"), ("line\nbreak.png", "holds U+000A"),
        ("evil\u{202E}gnp.png", "holds U+202E"),
    ])
    func aBadDestinationIsSaidBeforeDrawing(out: String, expected: String) throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(
            [
                "render", "--style", "classic", "--state", "pulling", "--locale", "zh-Hans", "--font",
                "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "--out", out,
            ], in: dir.url)
        expectRefused(run, [expected])
        #expect(!run.stderr.contains("has no glyphs"))
        #expect(try dir.contents().isEmpty)
    }

    @Test func aPathThatIsNotUTF8IsRefusedRatherThanWrittenUnderAnotherName() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".png".utf8)  // Latin-1 "café.png"
        let run = try Binary.locate().spawn(moment.map { Array($0.utf8) } + [Array("--out".utf8), name], in: dir.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(
            run.stderr.contains("argument 7 ('caf\\xE9.png') is not UTF-8") && run.errorLines.count == 1,
            "\(run.stderr)")
        #expect(try dir.contents().isEmpty)
    }
}
