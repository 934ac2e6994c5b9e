import Foundation

/// What `refreshkit` does when it is interrupted: on `SIGINT`, `SIGTERM` or `SIGHUP` it removes
/// what the run had started (the ``OutputTransaction`` being written, if any: its staged outputs
/// and the directories it made), writes one line on standard error and exits with 128 + the
/// signal (130, 143, 129). A broken pipe (`SIGPIPE`) and a file-size limit (`SIGXFSZ`,
/// `ulimit -f`) are ignored, so the write fails (`EPIPE`, `EFBIG`) and the command reports it
/// in one line, as it does a full disk.
///
/// The signal handler only writes the signal's number to a pipe; a thread of its own reads it
/// and does the work, where taking locks and removing files is safe.
enum SignalGuard {
    /// The signals that interrupt a run, and their names.
    static let interrupting: [(signal: Int32, name: String)] = [
        (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"),
    ]

    /// The command being run and the transaction being written.
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var command = "refreshkit"
        weak var transaction: OutputTransaction?
    }

    private static let state = State()
    nonisolated(unsafe) private static var pipeWrite: Int32 = -1

    /// Installs the handlers for the process (once, from its entry point); `command` names the
    /// command in the line written ("refreshkit render").
    static func install(command: String) {
        state.lock.lock()
        state.command = command
        state.lock.unlock()
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        pipeWrite = fds[1]
        let reader = fds[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let count = read(reader, &byte, 1)
                if count == 1 { interrupted(by: Int32(byte)) }
                if count < 0, errno != EINTR { return }
            }
        }
        // A process may start with these signals blocked (a parent's mask is inherited).
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for (number, _) in interrupting { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        for (number, _) in interrupting {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalGuard.pipeWrite, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }

    /// Makes `transaction` the one an interruption rolls back.
    static func watch(_ transaction: OutputTransaction) {
        state.lock.lock()
        state.transaction = transaction
        state.lock.unlock()
    }

    /// Forgets `transaction` (it is finished).
    static func unwatch(_ transaction: OutputTransaction) {
        state.lock.lock()
        if state.transaction === transaction { state.transaction = nil }
        state.lock.unlock()
    }

    /// Rolls back, says so in one line and exits with 128 + `signal`.
    private static func interrupted(by signal: Int32) -> Never {
        state.lock.lock()
        let (command, transaction) = (state.command, state.transaction)
        state.lock.unlock()
        let name = interrupting.first { $0.signal == signal }?.name ?? "signal \(signal)"
        var line = "\(command): interrupted by \(name)"
        if let transaction {
            line +=
                transaction.interrupt()
                ? "; every output had been written"
                : "; nothing was written (what the run had started is removed)"
        }
        StandardStream.error.write(line + "\n")
        _exit(128 + signal)
    }
}
