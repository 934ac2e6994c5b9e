#if canImport(Glibc)
import Glibc
#endif

/// The text of `--out`, checked and taken apart before anything is drawn.
enum OutputPath {
    /// The value of `--out` that means standard output.
    static let standardOutput = "-"

    /// Refuses an empty path, and one with characters that would break the one-path-per-line
    /// listing of what was written (line breaks and other controls, bidirectional overrides).
    static func checkText(_ path: String) throws {
        guard !path.isEmpty else {
            throw RenderFailure("--out '' is empty; pass a file or directory path (or - for standard output)")
        }
        if let scalar = path.unicodeScalars.first(where: String.isUnsafeInMessage) {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            throw RenderFailure(
                "--out \(path.quotedInput()) holds U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), "
                    + "a control or bidirectional character that would break the list of written paths; pass a path without it"
            )
        }
    }

    /// `path` without trailing slashes (`/` stays `/`).
    static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1 && path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The directory and the last component of a path without trailing slashes: `("a/b", "c")`,
    /// `(".", "c")` for `c`, `("/", "c")` for `/c`.
    static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = String(path[..<slash])
        return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
    }

    /// Whether `path` names the file standard output is (`/dev/stdout`, `/proc/self/fd/1`, or
    /// the very file it is redirected to).
    static func isStandardOutput(_ path: String) -> Bool {
        guard let output = FileSystem.status(descriptor: 1), case let .success(named) = FileSystem.status(path: path)
        else {
            return false
        }
        return named.isSameFile(as: output)
    }

    /// `path` opened for writing when it is a character device the process may write
    /// (`/dev/null`), else nil: opened without waiting (for a terminal's line), then set to wait.
    static func openDevice(_ path: String) -> Int32? {
        guard (try? FileSystem.status(path: path).get())?.kind == .characterDevice else { return nil }
        let fd = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        guard FileSystem.status(descriptor: fd)?.kind == .characterDevice, fcntl(fd, F_SETFL, 0) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }

    /// The path a symbolic link finally leads to, or nil when it leads nowhere (a missing
    /// target, a loop).
    static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
