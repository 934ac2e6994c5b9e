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
                if index[name] == nil { index[name] = path }
            }
        }
        self.index = index
        return index
    }

    /// Whether a file name ends with a dot and one of ``fontExtensions``, in any case (only
    /// those are ever looked up, so only those are indexed).
    private static func isFontFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8.suffix(4))
        guard bytes.count == 4, bytes[0] == UInt8(ascii: "."), bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        // ASCII letters to lower case; the extensions are ASCII.
        let ext = String(decoding: bytes[1...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        return fontExtensions.contains(ext)
    }

    /// Calls `visit` with the lower-cased name and the path of every regular font file below
    /// `directory`. An entry's type comes from the directory listing where it gives one, else
    /// from `stat` (which follows symbolic links).
    private static func walk(_ directory: String, depth: Int, _ visit: (String, String) -> Void) {
        guard depth <= maximumDepth, let dir = opendir(directory) else { return }
        var names: [String] = [], types: [UInt8] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name != "." && name != ".." { names.append(name); types.append(entry.pointee.d_type) }
        }
        closedir(dir)
        for i in names.indices.sorted(by: { names[$0] < names[$1] }) {
            let name = names[i]
            var isDirectory = types[i] == UInt8(DT_DIR), isFile = types[i] == UInt8(DT_REG)
            // A file that is not a font needs no look: it is never indexed.
            if isFile && !isFontFileName(name) { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if !isDirectory && !isFile {
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
                isFile = (info.st_mode & S_IFMT) == S_IFREG
            }
            if isDirectory {
                walk(path, depth: depth + 1, visit)
            } else if isFile && isFontFileName(name) {
                visit(name.lowercased(), path)
            }
        }
    }
}
