#if canImport(Glibc)
import Glibc
#endif

/// A way for the tests to kill `refreshkit` at an exact point, as a crash or `kill -9` would:
/// `REFRESHKIT_FAILPOINT=NAME:N` sends the process `SIGKILL` when the point `NAME` is reached
/// for the `N`th time. Unset (as always outside the tests), it does nothing.
enum Failpoint {
    /// The armed point and count, read once.
    private static let armed: (name: String, count: Int)? = {
        guard let value = getenv("REFRESHKIT_FAILPOINT").map({ String(cString: $0) }) else { return nil }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let count = Int(parts[1]) else { return nil }
        return (String(parts[0]), count)
    }()

    /// Kills the process when `name` is the armed point and `count` its count.
    static func reached(_ name: String, count: Int) {
        guard let armed, armed.name == name, armed.count == count else { return }
        kill(getpid(), SIGKILL)
    }
}
