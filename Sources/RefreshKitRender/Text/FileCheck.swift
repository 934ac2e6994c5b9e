#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Explains why a file cannot be read, before a library gives a vaguer answer.
enum FileCheck {
    /// Nil when `path` is a readable regular file, else the reason it is not.
    static func unreadableReason(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) != 0 { return FileIO.systemReason() }
        if (info.st_mode & S_IFMT) == S_IFDIR { return "it is a directory" }
        if access(path, R_OK) != 0 { return FileIO.systemReason() }
        if info.st_size == 0 { return "the file is empty" }
        return nil
    }
}
