/// The names of the frames of a png/svg cycle: `frame-0000.png`, `frame-0001.png`… — the
/// index in ASCII digits, padded with zeros to four (`frame-12345.svg` past 9999). A folder is
/// `refreshkit`'s to replace only when it holds nothing but regular files named so.
enum FrameName {
    /// The extensions frames have.
    static let extensions = ["png", "svg"]

    /// The name of frame `index` in `format`'s extension.
    static func name(_ index: Int, extension ext: String) -> String {
        "frame-\(padded(index)).\(ext)"
    }

    /// `index` padded with zeros to four digits.
    static func padded(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
    }

    /// Whether `name` is exactly the name of some frame (no other spelling of the number, no
    /// other character).
    static func isFrame(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let prefix = Array("frame-".utf8)
        guard bytes.count >= prefix.count + 4 + 4, bytes.starts(with: prefix) else { return false }
        let ext = String(decoding: bytes.suffix(3), as: UTF8.self)
        guard bytes[bytes.count - 4] == UInt8(ascii: "."), extensions.contains(ext) else { return false }
        let digits = bytes[prefix.count..<(bytes.count - 4)]
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return digits.count == 4 || digits.first != UInt8(ascii: "0")
    }
}
