import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Binary {
    /// What a measured run produced.
    struct MeasuredRun {
        var status: Int32
        var stderr: String
        /// The child's peak resident set size (its `VmHWM`, read while it runs: `wait4`'s
        /// `ru_maxrss` counts the test process's memory, which a `posix_spawn` child shares until it
        /// execs), in bytes.
        var peakResidentBytes: Int
        /// The bytes it wrote on standard output.
        var stdout: [UInt8]
    }

    /// Runs `refreshkit` with `arguments` (use absolute paths: it runs in the package's root) and
    /// returns its own peak resident memory, read from `/proc` for exactly that child (so other
    /// tests' subprocesses running at the same time do not count). With `discardingOutput`,
    /// standard output goes to a pipe this process drains and drops (``MeasuredRun/stdout`` is
    /// then empty).
    func runMeasuringPeakMemory(_ arguments: [String], discardingOutput: Bool = false) throws -> MeasuredRun {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("refreshkit-rss-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out").path, err = dir.appendingPathComponent("err").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Standard input: an empty file of the test's own (never a system path).
        let input = dir.appendingPathComponent("in").path
        guard FileManager.default.createFile(atPath: input, contents: Data()) else {
            throw SpawnFailure(description: "cannot create \(input)")
        }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        var drain: Int32 = -1, writeEnd: Int32 = -1
        if discardingOutput {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw SpawnFailure(description: "pipe: error \(errno)") }
            (drain, writeEnd) = (ends[0], ends[1])
            _ = fcntl(drain, F_SETFL, fcntl(drain, F_GETFL) | O_NONBLOCK)
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[1])
            posix_spawn_file_actions_addclose(&actions, drain)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        defer { if drain >= 0 { close(drain) } }
        var sink = [UInt8](repeating: 0, count: 1 << 16)
        /// Reads and drops what the child wrote so far, so it never blocks on a full pipe.
        func drainOutput() {
            guard drain >= 0 else { return }
            while read(drain, &sink, sink.count) > 0 {}
        }
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv: [UnsafeMutablePointer<CChar>?] = ([url.path] + arguments).map { strdup($0) } + [nil]
        defer { for arg in argv { free(arg) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, url.path, &actions, nil, argv, environ)
        // The child has its own copy of the pipe's write end: ours closes, so the child's exit ends it.
        if writeEnd >= 0 { close(writeEnd) }
        guard spawned == 0 else { throw SpawnFailure(description: "posix_spawn \(url.path): error \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        var peak = 0
        while true {
            let waited = wait4(pid, &status, WNOHANG, &usage)
            if waited == pid { break }
            guard waited == 0 || errno == EINTR else { throw SpawnFailure(description: "wait4: error \(errno)") }
            peak = max(peak, Self.highWaterMark(pid))
            drainOutput()
            usleep(2_000)
        }
        // Exited normally: the status; killed by a signal: 128 + the signal, as a shell reports it.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stdout = [UInt8](FileManager.default.contents(atPath: out) ?? Data())
        let stderr = String(decoding: FileManager.default.contents(atPath: err) ?? Data(), as: UTF8.self)
        return MeasuredRun(status: exitStatus, stderr: stderr, peakResidentBytes: peak, stdout: stdout)
    }

    /// Why a measured run could not be started or waited for.
    struct SpawnFailure: Error, CustomStringConvertible {
        var description: String
    }
}
