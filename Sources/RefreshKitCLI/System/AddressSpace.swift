#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory the process may still map under its address-space limit (`RLIMIT_AS`,
/// `ulimit -v`, `prlimit --as`), so a large allocation can be refused with one line instead of
/// the runtime aborting when it fails.
enum AddressSpace {
    /// Room kept for everything besides the checked allocation (the allocator's own mappings,
    /// libraries loaded later, stacks of new threads).
    static let reserve = 48 << 20

    /// The bytes the process may still map (the soft limit minus what is mapped now), or nil
    /// when there is no limit or it cannot be read.
    static var headroom: Int? {
        var limit = rlimit()
        guard getrlimit(resourceLimit, &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        guard let mapped = mappedBytes else { return nil }
        let soft = limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
        return max(0, soft - mapped)
    }

    /// A sentence saying that `bytes` more would not fit under the limit (keeping ``reserve``
    /// free), or nil when they fit or there is no limit.
    ///
    /// - Parameter bytes: What the coming allocations need, in bytes.
    /// - Returns: "more than the 120 MB this process may still use (its address-space limit)".
    static func shortfall(_ bytes: Int) -> String? {
        guard let room = headroom else { return nil }
        let free = max(0, room - reserve)
        guard bytes > free else { return nil }
        return "more than the \(megabytes(free)) this process may still use (its address-space limit, ulimit -v)"
    }

    /// `bytes` in whole megabytes (at least 1 when not zero): "146 MB".
    static func megabytes(_ bytes: Int) -> String {
        let value = bytes == 0 ? 0 : max(1, (bytes + 500_000) / 1_000_000)
        return "\(value) MB"
    }

    /// The process's mapped bytes now (`VmSize`, the first field of `/proc/self/statm`, in pages).
    private static var mappedBytes: Int? {
        let fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let digits = buffer[0..<count].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let pages = Int(String(decoding: digits, as: UTF8.self)) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    #if canImport(Glibc)
    private static let resourceLimit = __rlimit_resource_t(RLIMIT_AS.rawValue)
    #else
    private static let resourceLimit = RLIMIT_AS
    #endif
}
