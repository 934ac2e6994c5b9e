#if canImport(Glibc)
import Glibc
#endif

/// A way for the tests to stop `refreshkit` at an exact point: `REFRESHKIT_FAILPOINT=NAME:N`
/// sends the process a signal when the point `NAME` is reached for the `N`th time — `SIGKILL`,
/// as a crash or `kill -9` would, or `SIGINT`, as a user's Control-C would, after which the
/// point waits a while so the interruption happens there. Unset (as always outside the
/// tests), it does nothing.
enum Failpoint {
    /// The armed point and count, read once.
    private static let armed: (name: String, count: Int)? = {
        guard let value = getenv("REFRESHKIT_FAILPOINT").map({ String(cString: $0) }) else { return nil }
        let parts = value.split(separator: ":")
        guard parts.count == 2, let count = Int(parts[1]) else { return nil }
        return (String(parts[0]), count)
    }()

    /// How long an interrupting point waits for the interruption, in microseconds.
    private static let interruptionWait: useconds_t = 300_000

    /// Sends the process `signal` when `name` is the armed point and `count` its count; for any
    /// signal but `SIGKILL`, then waits ``interruptionWait``.
    static func reached(_ name: String, count: Int, signal: Int32 = SIGKILL) {
        guard let armed, armed.name == name, armed.count == count else { return }
        kill(getpid(), signal)
        usleep(interruptionWait)
    }
}
