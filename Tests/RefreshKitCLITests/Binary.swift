import Foundation
import Testing

/// The built `refreshkit` executable, run as a real subprocess.
///
/// `swift test` builds every product before it runs the tests, so the executable lies next to
/// the test bundle (`.build/<configuration>/refreshkit`). `REFRESHKIT_BINARY` overrides the
/// search. When it cannot be found the test fails with a message saying how to build it; it is
/// never skipped silently.
struct Binary {
    /// What a run produced.
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let url: URL

    /// Finds the executable, or throws why not (which fails the test that asked).
    static func locate() throws -> Binary {
        let fm = FileManager.default
        if let path = ProcessInfo.processInfo.environment["REFRESHKIT_BINARY"] {
            return try #require(
                fm.isExecutableFile(atPath: path) ? Binary(url: URL(fileURLWithPath: path)) : nil,
                "REFRESHKIT_BINARY=\(path) is not an executable file")
        }
        var starts = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
        if let main = Bundle.main.executableURL { starts.append(main.resolvingSymlinksInPath()) }
        starts += Bundle.allBundles.map { $0.bundleURL } + Bundle.allBundles.compactMap { $0.executableURL }
        var tried: [String] = []
        for start in starts {
            var dir = start.deletingLastPathComponent()
            for _ in 0..<5 {
                let candidate = dir.appendingPathComponent("refreshkit")
                tried.append(candidate.path)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fm.isExecutableFile(atPath: candidate.path)
                {
                    return Binary(url: candidate)
                }
                dir = dir.deletingLastPathComponent()
            }
        }
        let fallback = packageRoot.appendingPathComponent(".build/debug/refreshkit")
        if fm.isExecutableFile(atPath: fallback.path) { return Binary(url: fallback) }
        throw NotFound(
            description: """
                the refreshkit executable was not found (looked at \(Set(tried).sorted().prefix(6).joined(separator: ", ")), \
                \(fallback.path)); build it with `swift build --product refreshkit` or set REFRESHKIT_BINARY
                """)
    }

    /// Why the executable could not be found, and how to build it.
    struct NotFound: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `refreshkit` with `arguments`, feeding `stdin` (nothing: an empty stream).
    func run(_ arguments: [String], stdin: [UInt8] = []) throws -> Run {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("refreshkit-test-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        let paths = ["in", "out", "err"].map { dir.appendingPathComponent($0).path }
        _ = fm.createFile(atPath: paths[0], contents: Data(stdin))
        _ = fm.createFile(atPath: paths[1], contents: nil)
        _ = fm.createFile(atPath: paths[2], contents: nil)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        // Files rather than pipes: no deadlock however much the command prints.
        process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: paths[0]))
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[1]))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: paths[2]))
        try process.run()
        process.waitUntilExit()
        let read = { (path: String) in String(decoding: fm.contents(atPath: path) ?? Data(), as: UTF8.self) }
        return Run(status: process.terminationStatus, stdout: read(paths[1]), stderr: read(paths[2]))
    }
}
