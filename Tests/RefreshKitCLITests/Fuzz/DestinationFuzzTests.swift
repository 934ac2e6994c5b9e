import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import RefreshKitCLI

/// `refreshkit render` over seeded random destinations: what `--out` names (odd, long, hidden,
/// relative, with a trailing slash…) and what is there already (nothing, a file of any mode, a
/// file with two names, folders of frames or of other things, a FIFO, a socket, a device, links
/// to any of these or to nothing). Every run writes its output whole or answers in one line and
/// changes nothing; a link stays a link, a file keeps its mode, nothing outside the destination
/// changes, no temporary entry is left. Concurrent runs on one destination leave one run's whole
/// output. The default run tries 100 destinations and 3 rounds of concurrent runs;
/// `REFRESHKIT_LONG_RUN=1` 100,000 and 1,000 (`REFRESHKIT_FUZZ_COUNT`, `REFRESHKIT_FUZZ_SEED`).
@MainActor @Suite struct DestinationFuzzTests {
    /// What is at the destination before the run.
    enum Existing: CaseIterable {
        case nothing, file, readOnlyFile, privateFile, hardLinkedFile, emptyFolder, frameFolder, junkFolder, fifo,
            socket, device,
            linkToFile, linkToNothing, linkToFrameFolder, linkToFIFO, linkToFolder
    }

    /// What the run writes.
    static let outputs: [[String]] = [
        ["--style", "barFill", "--state", "idle", "--format", "png"],
        ["--style", "arcSpinner", "--state", "refreshing", "--time", "0.3", "--format", "svg"],
        ["--style", "progressRing", "--state", "armed", "--format", "gif"],
        ["--style", "system", "--format", "png", "--fps", "2"],
        ["--style", "classic", "--format", "svg", "--fps", "2"],
        ["--style", "barFill", "--fps", "3"],
        ["--all", "--state", "pulling", "--scale", "0.5"],
    ]

    /// Names `--out` may have.
    static let names = [
        "out", "out.png", "o ut", "ü-ñ.png", "'quoted'", ".hidden", "-dash", String(repeating: "n", count: 255),
        String(repeating: "n", count: 256), "trailing/", "missing/deeper", ".", "..", "", "a\u{7}b", "fr\u{202E}x",
        "😀",
    ]

    /// A fresh folder with the pieces a case may point at: `outside/` holds what links lead to.
    struct Case {
        let root: String
        var destination: String { "\(root)/dest" }
        var outside: String { "\(root)/outside" }
    }

    // MARK: Snapshots

    /// Every entry under `path` (not following links): kind, mode and content or link target.
    nonisolated static func snapshot(_ path: String) -> [String: String] {
        var result: [String: String] = [:]
        func visit(_ path: String, _ name: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return }
            let kind = info.st_mode & S_IFMT
            var entry = "\(kind) \(String(info.st_mode & 0o7777, radix: 8))"
            switch kind {
            case S_IFREG:
                let data = FileManager.default.contents(atPath: path) ?? Data()
                entry += " \(data.count) \(data.hashValue)"
            case S_IFLNK:
                entry += " -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")
            case S_IFDIR:
                for child in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                    visit("\(path)/\(child)", name.isEmpty ? child : "\(name)/\(child)")
                }
            default:
                break
            }
            result[name] = entry
        }
        visit(path, "")
        return result
    }

    // MARK: One case

    /// Makes `existing` at `path`; returns the descriptors to close afterwards (a bound socket).
    private func prepare(
        _ existing: Existing, at path: String, in fuzzCase: Case, _ mutator: inout Mutator
    ) throws -> [Int32] {
        let fm = FileManager.default
        try fm.createDirectory(atPath: fuzzCase.outside, withIntermediateDirectories: true)
        _ = fm.createFile(atPath: "\(fuzzCase.outside)/victim.png", contents: Data("not yours".utf8))
        try fm.createDirectory(atPath: "\(fuzzCase.outside)/frames", withIntermediateDirectories: true)
        _ = fm.createFile(atPath: "\(fuzzCase.outside)/frames/frame-0000.png", contents: Data("old".utf8))
        _ = mkfifo("\(fuzzCase.outside)/fifo", 0o644)
        try fm.createDirectory(atPath: "\(fuzzCase.outside)/junk", withIntermediateDirectories: true)
        _ = fm.createFile(atPath: "\(fuzzCase.outside)/junk/notes.txt", contents: Data("keep".utf8))
        var descriptors: [Int32] = []
        switch existing {
        case .nothing: break
        case .file, .readOnlyFile, .privateFile:
            let mode = existing == .file ? 0o644 : existing == .readOnlyFile ? 0o444 : 0o600
            _ = fm.createFile(atPath: path, contents: Data("old".utf8), attributes: [.posixPermissions: mode])
        case .hardLinkedFile:
            _ = fm.createFile(atPath: path, contents: Data("old".utf8))
            _ = link(path, "\(fuzzCase.outside)/second-name")
        case .emptyFolder: try? fm.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .frameFolder:
            try? fm.createDirectory(atPath: path, withIntermediateDirectories: false)
            for index in 0..<(1 + mutator.below(4)) {
                _ = fm.createFile(
                    atPath: "\(path)/frame-\(FrameName.padded(index)).\(mutator.pick(["png", "svg"]))",
                    contents: Data("old".utf8))
            }
        case .junkFolder:
            try? fm.createDirectory(atPath: path, withIntermediateDirectories: false)
            _ = fm.createFile(
                atPath: "\(path)/\(mutator.pick(["notes.txt", "frame-.png", "frame-00001.png", ".DS_Store"]))",
                contents: Data("keep".utf8))
        case .fifo: _ = mkfifo(path, 0o644)
        case .socket: if let fd = try? FileSystemProbe.bindSocket(path) { descriptors.append(fd) }
        case .device: _ = mknod(path, S_IFCHR | 0o666, (1 << 8) | 3)
        case .linkToFile:
            try? fm.createSymbolicLink(atPath: path, withDestinationPath: "\(fuzzCase.outside)/victim.png")
        case .linkToNothing:
            try? fm.createSymbolicLink(atPath: path, withDestinationPath: "\(fuzzCase.outside)/nothing")
        case .linkToFrameFolder:
            try? fm.createSymbolicLink(atPath: path, withDestinationPath: "\(fuzzCase.outside)/frames")
        case .linkToFolder: try? fm.createSymbolicLink(atPath: path, withDestinationPath: "\(fuzzCase.outside)/junk")
        case .linkToFIFO: try? fm.createSymbolicLink(atPath: path, withDestinationPath: "\(fuzzCase.outside)/fifo")
        }
        return descriptors
    }

    /// Runs one random case and checks what it left.
    private func runCase(_ index: Int, in root: String, _ mutator: inout Mutator) throws {
        let fuzzCase = Case(root: "\(root)/\(index)")
        try FileManager.default.createDirectory(atPath: fuzzCase.destination, withIntermediateDirectories: true)
        let output = mutator.pick(Self.outputs)
        let name = mutator.pick(Self.names)
        let picked = mutator.pick(Existing.allCases)
        let out = "\(fuzzCase.destination)/\(name)"
        let descriptors = try prepare(picked, at: OutputPath.trimmed(out), in: fuzzCase, &mutator)
        defer { for fd in descriptors { close(fd) } }
        // What is really there (a name too long for a socket, or `.`, cannot hold what was picked).
        let existing =
            picked.kind == (try? FileSystemProbe.kind(OutputPath.trimmed(out), following: false)) ? picked : .nothing
        // The destination relative to the case's folder ("" for the folder itself).
        let resolved = URL(fileURLWithPath: out).standardized.path
        let key = resolved.hasPrefix(fuzzCase.root + "/") ? String(resolved.dropFirst(fuzzCase.root.count + 1)) : ""
        let before = Self.snapshot(fuzzCase.root)
        let arguments = output + ["--out=\(out)"]
        var failure: String?
        do {
            try Render.parse(arguments).perform(printsPaths: false)
        } catch let error as RenderFailure {
            failure = error.description
        } catch {
            failure = RefreshKitCommand.message(for: error)
        }
        let after = Self.snapshot(fuzzCase.root)
        let context = "case \(index): \(arguments) over \(existing)"
        #expect(!after.keys.contains { $0.contains(".refreshkit-") }, "a temporary entry was left: \(context)")
        if let failure {
            #expect(!failure.isEmpty && !Simulate.oneLine(failure).contains("\n"), "\(context)")
            #expect(after == before, "a refused run changed something: \(context): \(failure)")
            return
        }
        // Written: special files never are; links stay links; a file keeps its mode; only the
        // destination (or the file a link leads to) changed.
        #expect(
            ![.fifo, .socket, .device, .linkToNothing, .linkToFIFO, .hardLinkedFile].contains(existing),
            "accepted: \(context)")
        let changed = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] }
        let allowed = changed.allSatisfy { entry in
            (key.isEmpty
                ? !entry.hasPrefix("outside")
                : entry == key || entry.hasPrefix(key + "/") || key.hasPrefix(entry + "/"))
                || (existing == .linkToFile && entry == "outside/victim.png")
                || (existing == .linkToFrameFolder && entry.hasPrefix("outside/frames"))
                || (existing == .linkToFolder && entry.hasPrefix("outside/junk"))
        }
        #expect(allowed, "changed more than the destination: \(context): \(changed.sorted())")
        if existing.isLink { #expect(after[key] == before[key], "the link changed: \(context)") }
        if existing == .privateFile || existing == .readOnlyFile {
            #expect(
                after[key]?.split(separator: " ").dropFirst().first
                    == before[key]?.split(separator: " ").dropFirst().first,
                "the mode changed: \(context)")
        }
    }

    @Test func randomDestinationsAreWrittenWholeOrLeftAsTheyWere() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rk-dest-fuzz-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        var mutator = Mutator(seed: FuzzBudget.seed ^ 0xDE57)
        for index in 0..<FuzzBudget.count(default: 100) {
            try runCase(index, in: root, &mutator)
            try? FileManager.default.removeItem(atPath: "\(root)/\(index)")
        }
    }

    /// Several processes write one destination at once; it ends up as one of their outputs,
    /// whole, and each process succeeds (the commits take turns).
    @Test func concurrentRunsOnOneDestinationLeaveOneWholeOutput() throws {
        let binary = try Binary.locate()
        var mutator = Mutator(seed: FuzzBudget.seed ^ 0xC0C0)
        let rounds = max(3, FuzzBudget.count(default: 3) / 100)
        let kinds: [[String]] = [
            ["--state", "armed"], ["--format", "svg", "--fps", "2"], ["--all", "--state", "idle", "--scale", "0.5"],
        ]
        for round in 0..<rounds {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let kind = mutator.pick(kinds)
            let styles = Array(
                ["barFill", "arcSpinner", "progressRing", "classic", "system"].shuffled(using: &mutator).prefix(3))
            let command = { (style: String, out: String) in
                ["render"]
                    + (kind.first == "--all"
                        ? [
                            "--tint",
                            ["ff0000", "00ff00", "0000ff", "123456", "654321"][styles.firstIndex(of: style)!],
                        ]
                        : ["--style", style]) + kind + ["--out", out]
            }
            var expected: [[String: String]] = []
            for style in styles {
                #expect(try binary.run(command(style, "ref-\(style)"), in: dir.url).status == 0)
                expected.append(Self.snapshot(dir.path("ref-\(style)")))
            }
            let runs = try styles.map { style in
                let process = Process()
                process.executableURL = binary.url
                process.arguments = command(style, "shared")
                process.currentDirectoryURL = dir.url
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for process in runs {
                process.waitUntilExit()
                #expect(process.terminationReason == .exit && process.terminationStatus == 0, "round \(round)")
            }
            #expect(expected.contains(Self.snapshot(dir.path("shared"))), "round \(round): \(kind)")
            #expect(!Self.snapshot(dir.url.path).keys.contains { $0.contains(".refreshkit-") })
        }
    }
}

extension DestinationFuzzTests.Existing {
    var isLink: Bool { [.linkToFile, .linkToNothing, .linkToFrameFolder, .linkToFIFO, .linkToFolder].contains(self) }

    /// The `S_IFMT` kind of the entry made for it (nil for nothing).
    var kind: mode_t? {
        switch self {
        case .nothing: nil
        case .file, .readOnlyFile, .privateFile, .hardLinkedFile: S_IFREG
        case .emptyFolder, .frameFolder, .junkFolder: S_IFDIR
        case .fifo: S_IFIFO
        case .socket: S_IFSOCK
        case .device: S_IFCHR
        case .linkToFile, .linkToNothing, .linkToFrameFolder, .linkToFIFO, .linkToFolder: S_IFLNK
        }
    }
}

extension Mutator: RandomNumberGenerator {}
