#if canImport(Glibc)
import Glibc
#endif

/// The names of a run's temporaries (`.refreshkit-` + 16 random hexadecimal digits + `-N.tmp`),
/// and the note a run writes when the folder it writes to holds some that no running
/// `refreshkit` holds: what a run killed with `SIGKILL` left. A run holds each temporary it
/// names with an `flock` while it lives; it never moves or removes another run's, and a name
/// alone proves nothing, so the note says what the user can do.
enum OutputLeftovers {
    /// Every name a run gives its temporaries starts so.
    static let prefix = ".refreshkit-"
    /// How many names the note lists.
    static let listedNames = 3

    /// The name output `index` of the run `token` is staged under.
    static func stagedName(token: String, index: Int) -> String { "\(prefix)\(token)-\(index).tmp" }

    /// Whether `name` is one ``stagedName(token:index:)`` gives, or its aside name (a `~` more).
    static func isStaged(_ name: String) -> Bool {
        let name = name.hasSuffix("~") ? name.dropLast() : Substring(name)
        guard name.hasPrefix(prefix), name.hasSuffix(".tmp") else { return false }
        let parts = name.dropFirst(prefix.count).dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 2 && parts[0].utf8.count == 16 && parts[0].allSatisfy(\.isHexDigit)
            && !parts[1].isEmpty && parts[1].utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// One line naming the temporaries in the open directory `place` (shown as `shown`) that no
    /// running `refreshkit` holds, or nil when there are none.
    static func note(in place: Int32, shown: String) -> String? {
        let left = (FileSystem.names(in: place) ?? []).filter { isStaged($0) && !isHeld($0, in: place) }.sorted()
        guard !left.isEmpty else { return nil }
        var names = left.prefix(listedNames).map { $0.quotedInput() }.joined(separator: ", ")
        if left.count > listedNames { names += " and \(left.count - listedNames) more" }
        return "\(shown.quotedInput()) holds \(names), named as refreshkit's temporaries but held by no running "
            + "refreshkit: a run killed (SIGKILL) while it wrote there leaves them, and no run touches them; run that "
            + "command again to write its outputs whole, and remove them"
    }

    /// Whether a running `refreshkit` holds the regular file or folder `name` of `place`.
    private static func isHeld(_ name: String, in place: Int32) -> Bool {
        guard let kind = try? FileSystem.status(name, in: place).get().kind, kind == .regular || kind == .directory
        else { return false }
        let fd = openat(place, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return flock(fd, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }
}
