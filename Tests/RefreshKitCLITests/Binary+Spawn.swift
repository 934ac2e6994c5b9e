import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Binary {
    /// What a spawned run produced.
    struct SpawnedRun {
        /// The exit status, or nil when a signal ended the process.
        var status: Int32?
        /// The signal that ended the process, or nil when it exited.
        var signal: Int32?
        var stdout: [UInt8]
        var stderr: String
        /// The child's peak resident set, in bytes: its `VmHWM`, read every 2 ms while it runs
        /// (`wait4`'s `ru_maxrss` would not do: a child started with `posix_spawn` shares the
        /// test process's memory until it execs, and the kernel counts that memory as its peak).
        var peakResidentBytes: Int

        /// The lines on standard error.
        var errorLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    /// Where a spawned run's standard output goes.
    enum StandardOutput {
        /// A file, read back into ``SpawnedRun/stdout``.
        case file
        /// A pipe nobody reads (its reading end is closed before the start): every write fails
        /// with `EPIPE`, as in `refreshkit … | true`.
        case closedPipe
    }

    /// Runs `refreshkit` with arguments given as raw bytes (so they need not be UTF-8) in
    /// `directory`, through `/bin/sh` so the shell can do something first, there (`shellPrefix`,
    /// e.g. `ulimit -v 200000;`; `$$` is then refreshkit's pid) and a command can wrap it (`wrapper`, e.g. `setpriv …`), with extra
    /// `environment` variables. `started` is called with the child's pid while it runs (to send
    /// it a signal, or to change its destination under it); the call returns once it has ended
    /// (killed after `timeout` seconds).
    func spawn(
        _ arguments: [[UInt8]], in directory: URL, shellPrefix: String = "", wrapper: [String] = [],
        environment: [String: String] = [:], standardOutput: StandardOutput = .file, timeout: Double = 300,
        started: (pid_t) throws -> Void = { _ in }
    ) throws -> SpawnedRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "refreshkit-spawn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out").path, err = scratch.appendingPathComponent("err").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Standard input: an empty file of the test's own (never a system path).
        let input = scratch.appendingPathComponent("in").path
        guard FileManager.default.createFile(atPath: input, contents: Data()) else {
            throw SpawnFailure(description: "cannot create \(input)")
        }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        var pipeEnds: [Int32] = [-1, -1]
        switch standardOutput {
        case .file:
            posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        case .closedPipe:
            guard pipe(&pipeEnds) == 0 else { throw SpawnFailure(description: "pipe: error \(errno)") }
            close(pipeEnds[0])
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        }
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        let script = "cd \"$0\" || exit 127; \(shellPrefix) exec \"$@\""
        let words: [[UInt8]] =
            [Array("/bin/sh".utf8), Array("-c".utf8), Array(script.utf8), Array(directory.path.utf8)]
            + wrapper.map { Array($0.utf8) } + [Array(url.path.utf8)] + arguments
        let argv: [UnsafeMutablePointer<CChar>?] =
            words.map { bytes in
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
                copy[bytes.count] = 0
                return copy
            } + [nil]
        defer { for arg in argv { arg?.deallocate() } }
        var variables = ProcessInfo.processInfo.environment
        for (key, value) in environment { variables[key] = value }
        let envp: [UnsafeMutablePointer<CChar>?] = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }

        // The child starts as from a shell: no signal blocked (the test runner blocks some in its
        // threads) and every handler at its default.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
        if standardOutput == .closedPipe { close(pipeEnds[1]) }
        guard spawned == 0 else { throw SpawnFailure(description: "posix_spawn /bin/sh: error \(spawned)") }
        var startError: Error?
        do { try started(pid) } catch { startError = error }
        var status: Int32 = 0
        var usage = rusage()
        // A run that does not end within `timeout` seconds is killed (and its status says so).
        let deadline = Date().addingTimeInterval(timeout)
        var peak = 0
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else { throw SpawnFailure(description: "wait4: error \(errno)") }
            if Date() > deadline { kill(pid, SIGKILL) }
            peak = max(peak, Self.highWaterMark(pid))
            usleep(2_000)
        }
        if let startError { throw startError }
        let exited = status & 0x7F == 0
        return SpawnedRun(
            status: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F,
            stdout: [UInt8](FileManager.default.contents(atPath: out) ?? Data()),
            stderr: String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self),
            peakResidentBytes: peak)
    }

    /// `spawn` with UTF-8 arguments.
    func spawn(
        _ arguments: [String], in directory: URL, shellPrefix: String = "", wrapper: [String] = [],
        environment: [String: String] = [:], standardOutput: StandardOutput = .file,
        started: (pid_t) throws -> Void = { _ in }
    ) throws -> SpawnedRun {
        try spawn(
            arguments.map { Array($0.utf8) }, in: directory, shellPrefix: shellPrefix, wrapper: wrapper,
            environment: environment, standardOutput: standardOutput, started: started)
    }

    /// The high-water mark of the resident set of the running process `pid` (`VmHWM` in
    /// `/proc/PID/status`, which only grows), in bytes; 0 when it cannot be read.
    static func highWaterMark(_ pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return (Int(line.filter(\.isNumber)) ?? 0) * 1024
    }

    /// Waits (up to `timeout` seconds) until `condition` holds, checking every 5 ms.
    static func waitUntil(timeout: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(5_000)
        }
        return condition()
    }

    /// Whether the running process `pid` holds open a file with no name in `folder` (made with
    /// `O_TMPFILE`: its `/proc/PID/fd` link reads `FOLDER/#INODE (deleted)`).
    static func holdsUnnamedFile(_ pid: pid_t, in folder: String) -> Bool {
        let fds = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
        return fds.contains { fd in
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")) ?? ""
            return target.hasPrefix(folder + "/#") && target.hasSuffix(" (deleted)")
        }
    }

    /// Whether the process `pid` has installed a handler for `signal` (its `SigCgt` mask in
    /// `/proc/PID/status`): how a test knows a signal it sends will be caught, not fatal.
    static func catches(_ signal: Int32, pid: pid_t) -> Bool {
        guard let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe"),
            exe.hasSuffix("/refreshkit"),
            let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
            let mask = UInt64(line.dropFirst("SigCgt:".count).trimmingCharacters(in: .whitespaces), radix: 16)
        else {
            return false
        }
        return mask & (1 << UInt64(signal - 1)) != 0
    }
}
