#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the font file for a family name by searching font directories for a file named
/// after the family.
///
/// The lookup, in order:
/// 1. The family is split into words at spaces and hyphens ("DejaVu Sans Bold" →
///    DejaVu, Sans, Bold).
/// 2. Candidate file stems are formed from the longest family part down: all words run
///    together ("DejaVuSansBold"), then the last words as a style after a hyphen
///    ("DejaVuSans-Bold", "DejaVu-SansBold"), and finally the whole name with "-Regular".
///    So "DejaVu Sans" finds `DejaVuSans.ttf`, "DejaVu Sans Bold" and the PostScript name
///    "DejaVuSans-Bold" find `DejaVuSans-Bold.ttf`, "DejaVu Sans Mono" finds
///    `DejaVuSansMono.ttf`, "DejaVu Serif" finds `DejaVuSerif.ttf`.
/// 3. Each stem is tried with the extensions in ``fontExtensions``, comparing file names
///    without regard to case, against every file below ``searchDirectories`` (recursively,
///    following symbolic links, directories listed once and in sorted order).
/// 4. The first candidate that exists wins.
///
/// The directory index is built on first use and kept for the locator's lifetime.
public final class FontLocator {
    /// The directories searched by default: the system's and the local administrator's font
    /// folders, then the user's.
    public static var defaultSearchDirectories: [String] {
        var directories = ["/usr/share/fonts", "/usr/local/share/fonts"]
        if let home = getenv("HOME") {
            let path = String(cString: home)
            directories += [path + "/.local/share/fonts", path + "/.fonts"]
        }
        return directories
    }

    /// The file extensions tried for each candidate stem, in order.
    public static let fontExtensions = ["ttf", "otf", "ttc"]

    /// How deep below a search directory the index looks (guards against link cycles).
    public static let maximumDepth = 8

    /// The directories searched, in order.
    public let searchDirectories: [String]

    /// Lower-cased file name → full path of the first file with that name.
    private var index: [String: String]?

    /// Creates a locator that searches `searchDirectories`.
    public init(searchDirectories: [String] = FontLocator.defaultSearchDirectories) {
        self.searchDirectories = searchDirectories
    }

    /// The file names tried for `family`, most specific first.
    public static func candidateFileNames(for family: String) -> [String] {
        let words = family.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map(String.init)
        guard !words.isEmpty else { return [] }
        var stems: [String] = []
        for split in stride(from: words.count, through: 1, by: -1) {
            let base = words[0..<split].joined()
            let style = words[split...].joined()
            stems.append(style.isEmpty ? base : base + "-" + style)
        }
        stems.append(words.joined() + "-Regular")
        var names: [String] = []
        for stem in stems {
            for ext in fontExtensions where !names.contains(stem + "." + ext) {
                names.append(stem + "." + ext)
            }
        }
        return names
    }

    /// The path of the font file for `family`, or nil when none of the candidate names exists.
    public func path(forFamily family: String) -> String? {
        let index = self.index ?? buildIndex()
        for name in Self.candidateFileNames(for: family) {
            if let path = index[name.lowercased()] { return path }
        }
        return nil
    }

    private func buildIndex() -> [String: String] {
        var index: [String: String] = [:]
        for directory in searchDirectories {
            Self.walk(directory, depth: 0) { name, path in
                if index[name.lowercased()] == nil { index[name.lowercased()] = path }
            }
        }
        self.index = index
        return index
    }

    /// Calls `visit` with the name and path of every regular file below `directory`.
    private static func walk(_ directory: String, depth: Int, _ visit: (String, String) -> Void) {
        guard depth <= maximumDepth, let dir = opendir(directory) else { return }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(dir)
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, depth: depth + 1, visit)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                visit(name, path)
            }
        }
    }
}
