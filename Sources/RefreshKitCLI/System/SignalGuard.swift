import Foundation

/// What `refreshkit` does when a signal would end it: on every signal whose default is to end
/// the process (`SIGHUP`, `SIGINT`, `SIGQUIT`, `SIGTERM`, `SIGUSR1`, `SIGUSR2`, `SIGALRM`,
/// `SIGVTALRM`, `SIGPROF`, `SIGXCPU`, `SIGIO`, `SIGPWR`, `SIGSTKFLT`, the real-time signals) it
/// removes what the run had started (the ``OutputTransaction`` being written, if any: its
/// staged outputs), writes one line on standard error and exits with 128 + the signal (129,
/// 130, 131, 143…). A signal the process started with ignored (`nohup`, a shell's `trap '' INT`)
/// stays ignored. A broken pipe (`SIGPIPE`) and a file-size limit (`SIGXFSZ`, `ulimit -f`) are
/// ignored, so the write fails (`EPIPE`, `EFBIG`) and the command reports it in one line, as it
/// does a full disk. A fault (`SIGSEGV`, `SIGABRT`…) is the runtime's crash report.
///
/// The signal handler only writes the signal's number to a pipe; a thread of its own reads it
/// and does the work, where taking locks and removing files is safe.
enum SignalGuard {
    /// The signals that interrupt a run, and their names.
    static let interrupting: [(signal: Int32, name: String)] =
        [
            (SIGHUP, "SIGHUP"), (SIGINT, "SIGINT"), (SIGQUIT, "SIGQUIT"), (SIGUSR1, "SIGUSR1"), (SIGUSR2, "SIGUSR2"),
            (SIGALRM, "SIGALRM"), (SIGTERM, "SIGTERM"), (SIGSTKFLT, "SIGSTKFLT"), (SIGXCPU, "SIGXCPU"),
            (SIGVTALRM, "SIGVTALRM"), (SIGPROF, "SIGPROF"), (SIGIO, "SIGIO"), (SIGPWR, "SIGPWR"),
        ]
        + (__libc_current_sigrtmin()...__libc_current_sigrtmax()).map {
            ($0, "SIGRTMIN+\($0 - __libc_current_sigrtmin())")
        }

    /// The command being run and the transaction being written.
    // Sendable unchecked: `command` and `transaction` are read and written only while `lock` is held.
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
        // The handlers first: a signal that comes before the reader runs waits in the pipe. One
        // the process started with ignored stays so; one it started with blocked is unblocked.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for (number, _) in interrupting {
            var action = sigaction()
            sigaction(number, nil, &action)
            if unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(SIG_IGN, to: Int.self)
            {
                continue
            }
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalGuard.pipeWrite, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
            sigaddset(&unblocked, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        let reader = fds[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let count = read(reader, &byte, 1)
                if count == 1 { interrupted(by: Int32(byte)) }
                if count < 0, errno != EINTR { return }
            }
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
        StandardStream.error.write((isatty(2) == 1 ? "\r\u{1B}[K" : "") + line + "\n")  // over a progress bar
        _exit(128 + signal)
    }
}
