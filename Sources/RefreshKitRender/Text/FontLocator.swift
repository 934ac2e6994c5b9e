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
        // The words run together by hand: the standard `joined()` is not specialized here and
        // looks its element types up at run time on first use.
        func run(_ range: Range<Int>) -> String {
            var text = ""
            for index in range { text += words[index] }
            return text
        }
        for split in stride(from: words.count, through: 1, by: -1) {
            let base = run(0..<split)
            let style = run(split..<words.count)
            stems.append(style.isEmpty ? base : base + "-" + style)
        }
        stems.append(run(0..<words.count) + "-Regular")
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
        // The first of each name in the walk's order: directories listed in sorted order, depth
        // first, which is the order of the paths' components compared one by one. The walk
        // itself goes in listing order; each name keeps the path that comes first in that order.
        var found: [String: (path: String, components: [String])] = [:]
        found.reserveCapacity(64)
        for (rank, directory) in searchDirectories.enumerated() {
            Self.walk(directory, depth: 0, components: [String(rank)]) { name, path, components in
                if let known = found[name], !Self.precedes(components, known.components) { return }
                found[name] = (path, components)
            }
        }
        let index = found.mapValues(\.path)
        self.index = index
        return index
    }

    /// Whether path `a` comes before path `b` in the walk's sorted order: the search directory's
    /// rank (as a number), then each name in turn.
    private static func precedes(_ a: [String], _ b: [String]) -> Bool {
        if a[0] != b[0] { return Int(a[0])! < Int(b[0])! }
        for (x, y) in zip(a.dropFirst(), b.dropFirst()) where x != y { return x < y }
        return a.count < b.count
    }

    /// Whether a file name ends with a dot and one of ``fontExtensions``, in any case (only
    /// those are ever looked up, so only those are indexed).
    private static func isFontFileName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isFontFileName(UnsafeRawBufferPointer($0)) }
    }

    /// ``isFontFileName(_:)`` on the name's bytes.
    private static func isFontFileName(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = bytes.count
        guard n >= 4, bytes[n - 4] == UInt8(ascii: ".") else { return false }
        func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 0x20 : b }
        let tail = (lower(bytes[n - 3]), lower(bytes[n - 2]), lower(bytes[n - 1]))
        return fontSuffixes.contains { $0 == tail }
    }

    /// The bytes of ``fontExtensions`` (all three letters long).
    private static let fontSuffixes: [(UInt8, UInt8, UInt8)] = fontExtensions.map { ext in
        let b = Array(ext.utf8)
        return (b[0], b[1], b[2])
    }

    /// Calls `visit` with the lower-cased name, the path and the path's components (after the
    /// search directory's rank) of every regular font file below `directory`, in listing order.
    /// An entry's type comes from the listing where it gives one, else from `stat` (which
    /// follows symbolic links).
    private static func walk(
        _ directory: String, depth: Int, components: [String],
        _ visit: (String, String, [String]) -> Void
    ) {
        guard depth <= maximumDepth, let dir = opendir(directory) else { return }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(dir) {
            let type = entry.pointee.d_type
            let name: String? = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    // A regular file that is not a font is never indexed: no string for it.
                    if type == UInt8(DT_REG), !isFontFileName(UnsafeRawBufferPointer(start: $0, count: strlen($0))) {
                        return nil
                    }
                    return String(cString: $0)
                }
            }
            if let name, name != "." && name != ".." { entries.append((name, type)) }
        }
        closedir(dir)
        for (name, type) in entries {
            var isDirectory = type == UInt8(DT_DIR), isFile = type == UInt8(DT_REG)
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
                walk(path, depth: depth + 1, components: components + [name], visit)
            } else if isFile && isFontFileName(name) {
                visit(name.lowercased(), path, components + [name])
            }
        }
    }
}
