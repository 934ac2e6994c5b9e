#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks that every table an sfnt font file (TrueType, OpenType, or a collection of them)
/// lists lies inside the file.
///
/// FreeType reads tables lazily, so a truncated font often opens and even draws some glyphs
/// before failing on others; this check catches the truncation when the font is opened.
enum SFNTDirectoryCheck {
    /// Sfnt version tags: TrueType 1.0, CFF-based OpenType, Apple 'true' and 'typ1'.
    private static let fontTags: [UInt32] = [0x0001_0000, 0x4F54_544F, 0x7472_7565, 0x7479_7031]
    /// 'ttcf', a font collection.
    private static let collectionTag: UInt32 = 0x7474_6366
    /// The most directory bytes read (4096 tables, far more than any real font has).
    private static let maximumHeaderBytes = 12 + 16 * 4096

    /// Nil when the file is not an sfnt (FreeType judges it) or all its tables fit, else why not.
    static func problem(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        guard fseek(file, 0, SEEK_END) == 0 else { return nil }
        let size = Int(ftell(file))
        func read(_ offset: Int, _ count: Int) -> [UInt8]? {
            guard offset >= 0, count > 0, offset + count <= size, fseek(file, offset, SEEK_SET) == 0 else { return nil }
            var bytes = [UInt8](repeating: 0, count: count)
            let got = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
            return got == count ? bytes : nil
        }
        func u32(_ b: [UInt8], _ i: Int) -> UInt32 {
            UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
        }
        guard let head = read(0, 12) else { return size < 12 ? "it is too short to be a font (\(size) bytes)" : nil }
        var directories: [Int] = []
        let tag = u32(head, 0)
        if tag == collectionTag {
            let count = Int(u32(head, 8))
            guard count > 0, count <= 1024, let offsets = read(12, 4 * count) else {
                return "its collection header is truncated or corrupt"
            }
            directories = (0..<count).map { Int(u32(offsets, 4 * $0)) }
        } else if fontTags.contains(tag) {
            directories = [0]
        } else {
            return nil
        }
        for start in directories {
            guard let header = read(start, 12) else { return "its table directory is truncated" }
            let tables = Int(header[4]) << 8 | Int(header[5])
            guard tables > 0, 12 + 16 * tables <= maximumHeaderBytes,
                let records = read(start + 12, 16 * tables)
            else {
                return "its table directory is truncated"
            }
            for t in 0..<tables {
                let offset = Int(u32(records, 16 * t + 8)), length = Int(u32(records, 16 * t + 12))
                if offset + length > size {
                    let name = String(decoding: records[(16 * t)..<(16 * t + 4)], as: UTF8.self)
                    return
                        "it is truncated: its '\(name)' table ends at byte \(offset + length) but the file has \(size) bytes"
                }
            }
        }
        return nil
    }
}
