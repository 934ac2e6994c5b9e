#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory from Linux's `/proc/self/status`, with a high-water mark that
/// can be reset (`/proc/self/clear_refs`), so one operation's exact peak is measured by the
/// kernel rather than sampled. Zero where `/proc` is not available.
enum ResidentMemory {
    /// The resident set now (`VmRSS`), in bytes.
    static var current: Int { field("VmRSS:") }

    /// The highest resident set since the last ``resetPeak()`` (`VmHWM`), in bytes.
    static var peak: Int { field("VmHWM:") }

    /// Makes the high-water mark the current resident set (writes 5 to `clear_refs`).
    static func resetPeak() {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", file)
        fclose(file)
    }

    /// A `kB` line of `/proc/self/status`, in bytes.
    private static func field(_ name: String) -> Int {
        guard let file = fopen("/proc/self/status", "r") else { return 0 }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix(name) else { continue }
            let digits = text.dropFirst(name.count).filter(\.isNumber)
            return (Int(String(digits)) ?? 0) * 1024
        }
        return 0
    }
}
