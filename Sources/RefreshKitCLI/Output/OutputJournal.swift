#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The record of a commit that takes more than one rename (several outputs of `--all`, or a
/// folder of frames replacing an earlier one), written beside the outputs before the first
/// rename and removed after the last. A run that finds one left by a run that was killed part
/// way finishes that commit (the staged outputs were complete before it began), or, when that
/// cannot be done, undoes it — so the outputs hold the old set or the new one, never a mix.
///
/// The text, one line each: `refreshkit-journal 1`, then per output `file|folder INODE
/// FINAL-IN-HEX STAGED BACKUP`, then `end` (a journal without it was cut short before any
/// rename, and only its staged outputs are removed).
struct OutputJournal: Equatable {
    /// One output of the commit.
    struct Entry: Equatable {
        /// Whether it is a folder of frames (moved aside whole) rather than a file.
        var isFolder: Bool
        /// The staged output's inode: how a later run tells it from anything else at a name.
        var inode: UInt64
        /// The output's name in its directory.
        var final: String
        /// The staged output's name beside it.
        var staged: String
        /// The name the earlier output is kept under until the commit is done.
        var backup: String
    }

    static let header = "refreshkit-journal 1"
    /// Every name this tool gives its own entries starts so (then an unguessable id).
    static let prefix = ".refreshkit-"

    var entries: [Entry]
    /// Whether the journal was written to its end.
    var isComplete = true

    /// The journal as written to its file.
    var text: String {
        var lines = [Self.header]
        for entry in entries {
            let hex = entry.final.utf8.map {
                String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16)
            }
            lines.append(
                "\(entry.isFolder ? "folder" : "file") \(entry.inode) \(hex.joined()) \(entry.staged) \(entry.backup)")
        }
        lines.append("end")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a journal's text; nil when it is not one. A journal cut short has
    /// ``isComplete`` false and the entries read before the cut.
    static func parse(_ text: String) -> OutputJournal? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == header else { return nil }
        lines.removeFirst()
        var journal = OutputJournal(entries: [], isComplete: false)
        for line in lines {
            if line == "end" {
                journal.isComplete = true
                break
            }
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 5, fields[0] == "file" || fields[0] == "folder", let inode = UInt64(fields[1]),
                let final = decodeHex(fields[2]), isOwnName(fields[3]), isOwnName(fields[4])
            else { break }
            journal.entries.append(
                Entry(
                    isFolder: fields[0] == "folder", inode: inode, final: final, staged: fields[3],
                    backup: fields[4]))
        }
        return journal
    }

    /// The journal's name for the run `id`.
    static func name(id: String) -> String { "\(prefix)\(id).journal" }

    /// Whether `name` is a journal's.
    static func isJournalName(_ name: String) -> Bool { isOwnName(name) && name.hasSuffix(".journal") }

    /// Whether `name` is one this tool gives: `.refreshkit-` and sixteen hex digits, then
    /// `.journal`, or `-N.tmp` / `-N.old`.
    static func isOwnName(_ name: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        let id = rest.prefix(16)
        guard id.count == 16, id.allSatisfy(\.isHexDigit) else { return false }
        let tail = rest.dropFirst(16)
        if tail == ".journal" { return true }
        guard tail.hasPrefix("-"), tail.hasSuffix(".tmp") || tail.hasSuffix(".old") else { return false }
        let number = tail.dropFirst().dropLast(4)
        return !number.isEmpty && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether `name` is a staged output's (`.tmp`).
    static func isStagedName(_ name: String) -> Bool { isOwnName(name) && name.hasSuffix(".tmp") }

    private static func decodeHex(_ hex: String) -> String? {
        let digits = Array(hex.utf8)
        guard !digits.isEmpty, digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let byte = UInt8(String(decoding: digits[index..<index + 2], as: UTF8.self), radix: 16) else {
                return nil
            }
            bytes.append(byte)
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
