import Foundation

extension Binary {
    /// Runs `refreshkit` with `arguments` where files can grow to at most `blocks` × 512 bytes
    /// (`ulimit -f`, with SIGXFSZ ignored so a write past it fails with EFBIG, as on a full
    /// disk), in `directory`.
    func run(_ arguments: [String], fileSizeLimit blocks: Int, in directory: URL) throws -> Run {
        try run(
            executable: "/bin/sh",
            ["-c", "ulimit -f \(blocks); trap '' XFSZ; exec \"$0\" \"$@\"", url.path] + arguments,
            in: directory)
    }

    /// Runs `refreshkit` with `arguments` in `directory` (the current directory of the run).
    func run(_ arguments: [String], in directory: URL) throws -> Run {
        try run(executable: url.path, arguments, in: directory)
    }

    /// Runs `refreshkit` with standard output going to `/dev/full` (every write fails with
    /// ENOSPC); stdout in the result is empty.
    func runWithFullStandardOutput(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        try run(executable: url.path, arguments, in: directory ?? packageRoot, stdoutPath: "/dev/full")
    }

    private func run(
        executable: String, _ arguments: [String], in directory: URL,
        stdoutPath: String? = nil
    ) throws -> Run {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("refreshkit-test-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        let paths = ["out", "err"].map { dir.appendingPathComponent($0).path }
        for path in paths { _ = fm.createFile(atPath: path, contents: nil) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: stdoutPath ?? paths[0]))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[1]))
        try process.run()
        process.waitUntilExit()
        let read = { (path: String) in String(decoding: fm.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Run(
            status: process.terminationStatus, stdout: stdoutPath == nil ? read(paths[0]) : "",
            stderr: read(paths[1]))
    }
}

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` inside.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// A fresh, empty directory inside, for one part of a test.
    func newDirectory() throws -> String {
        let dir = path(UUID().uuidString)
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Every name inside, hidden ones included, sorted.
    func contents(_ name: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: name.isEmpty ? url.path : path(name)).sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
