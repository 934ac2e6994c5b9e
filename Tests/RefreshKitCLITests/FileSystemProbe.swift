import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the tests ask of the file system: an entry's kind, mode and owner, a socket to stand at
/// a path, and how to run a command as an unprivileged user.
enum FileSystemProbe {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The entry's `S_IFMT` kind (`S_IFREG`, `S_IFCHR`…), following a final link or not.
    static func kind(_ path: String, following: Bool = true) throws -> mode_t {
        try status(path, following).st_mode & S_IFMT
    }

    /// The entry's permission bits.
    static func mode(_ path: String) throws -> mode_t { try status(path, false).st_mode & 0o7777 }

    /// The entry's owner.
    static func owner(_ path: String) throws -> uid_t { try status(path, false).st_uid }

    private static func status(_ path: String, _ following: Bool) throws -> stat {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else {
            throw Failure(description: "stat \(path): \(String(cString: strerror(errno)))")
        }
        return info
    }

    /// A Unix socket bound at `path` (close the descriptor when done).
    static func bindSocket(_ path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard fd >= 0, bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw Failure(description: "socket")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw Failure(description: "bind \(path): \(String(cString: strerror(errno)))") }
        return fd
    }

    /// The user id the unprivileged cases run as (`nobody`).
    static let unprivilegedUser: uid_t = 65534

    /// The command that runs the rest of a command line as `nobody` (`setpriv`), or nil — with
    /// a note saying why — when the machine does not allow it: the tests do not run as root, no
    /// `setpriv`, or `nobody` cannot run the built binary where it lies.
    static func unprivilegedWrapper() -> [String]? {
        let wrapper = [
            "/usr/bin/setpriv", "--reuid=\(unprivilegedUser)", "--regid=\(unprivilegedUser)", "--clear-groups",
        ]
        guard geteuid() == 0 else {
            print("note: the tests do not run as root; the unprivileged-user case is not checked")
            return nil
        }
        guard FileManager.default.isExecutableFile(atPath: wrapper[0]) else {
            print("note: \(wrapper[0]) is missing; the unprivileged-user case is not checked")
            return nil
        }
        guard let binary = try? Binary.locate(), othersMayRun(binary.url.path) else {
            print(
                "note: user \(unprivilegedUser) cannot run the built refreshkit where it lies; the unprivileged-user case is not checked"
            )
            return nil
        }
        return wrapper
    }

    /// Whether a user who is neither the owner nor in the group may run `path` (every folder on
    /// the way searchable by others, the file readable and executable by them).
    private static func othersMayRun(_ path: String) -> Bool {
        var components = URL(fileURLWithPath: path).resolvingSymlinksInPath().pathComponents
        guard let file = try? mode(components.joined(separator: "/").replacingOccurrences(of: "//", with: "/")),
            file & 0o005 == 0o005
        else { return false }
        components.removeLast()
        while components.count > 1 {
            let folder = components.joined(separator: "/").replacingOccurrences(of: "//", with: "/")
            guard let bits = try? mode(folder), bits & 0o001 != 0 else { return false }
            components.removeLast()
        }
        return true
    }

    /// A new pseudo-terminal: the descriptor of its master side (close it when done) and the
    /// path of the terminal a process writes to. The C library's calls are looked up, as the
    /// Swift module does not declare them.
    static func openTerminal() throws -> (master: Int32, path: String) {
        typealias OpenPT = @convention(c) (Int32) -> Int32
        typealias PTName = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        guard let open = dlsym(nil, "posix_openpt"), let grant = dlsym(nil, "grantpt"),
            let unlock = dlsym(nil, "unlockpt"), let name = dlsym(nil, "ptsname_r")
        else { throw Failure(description: "the C library has no pseudo-terminal calls") }
        let master = unsafeBitCast(open, to: OpenPT.self)(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(description: "posix_openpt: \(String(cString: strerror(errno)))") }
        var path = [CChar](repeating: 0, count: 128)
        guard unsafeBitCast(grant, to: (@convention(c) (Int32) -> Int32).self)(master) == 0,
            unsafeBitCast(unlock, to: (@convention(c) (Int32) -> Int32).self)(master) == 0,
            unsafeBitCast(name, to: PTName.self)(master, &path, path.count) == 0
        else {
            close(master)
            throw Failure(description: "a pseudo-terminal cannot be set up: \(String(cString: strerror(errno)))")
        }
        return (master, String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
}
