/// The record of a commit of several files (the outputs of `--all`), written beside them
/// before the first rename and removed after the last, so that the next run can finish a
/// commit a killed run left part way, or undo it (``OutputRecovery``).
///
/// It binds itself to where it was written: its name's token (`.refreshkit-TOKEN.journal`),
/// the inode of its folder and its own inode, none of which a copied or planted file can have.
/// It names only plain entries of that folder, and each output's staged file by position:
/// `.refreshkit-TOKEN-N.tmp`. It is written whole before it gets its name (then the staged
/// files get theirs). The text, one line each: `refreshkit-journal 2 TOKEN FOLDER JOURNAL`,
/// then per output `NEW OLD NAME` (the inodes of the new file and of the file it replaces, 0
/// for none), then `end`.
struct OutputJournal: Equatable {
    /// One output of the commit.
    struct Entry: Equatable {
        /// The output's name in the folder.
        var name: String
        /// The inode of the new file.
        var new: UInt64
        /// The inode of the file it replaces, 0 for none.
        var old: UInt64
    }

    /// Why a journal's text is not one this tool wrote.
    struct Invalid: Error {
        var reason: String
    }

    static let header = "refreshkit-journal 2"
    /// Every name this tool gives its own entries starts so (then an unguessable token).
    static let prefix = ".refreshkit-"
    /// The most outputs a journal names.
    static let maximumEntries = 1000

    var token: String
    /// The inode of the folder it was written in.
    var folder: UInt64
    /// Its own inode.
    var journal: UInt64
    var entries: [Entry]

    /// The journal's name for the run `token`.
    static func name(token: String) -> String { "\(prefix)\(token).journal" }

    /// The name output `index` of the run `token` is staged under.
    static func stagedName(token: String, index: Int) -> String { "\(prefix)\(token)-\(index).tmp" }

    /// The token of a journal's name (`.refreshkit-` + 16 hexadecimal digits + `.journal`), or nil.
    static func token(ofJournal name: String) -> String? {
        guard name.hasPrefix(prefix), name.hasSuffix(".journal") else { return nil }
        let token = name.dropFirst(prefix.count).dropLast(".journal".count)
        return token.utf8.count == 16 && token.allSatisfy(\.isHexDigit) ? String(token) : nil
    }

    /// Whether `name` is a plain entry of a folder an output may have: no separator or line
    /// break, not `.` or `..`, not this tool's own, at most 255 bytes.
    static func isPlain(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= OutputCheck.maximumNameBytes && name != "." && name != ".."
            && !name.contains { $0 == "/" || $0 == "\0" || $0.isNewline } && !name.hasPrefix(prefix)
    }

    /// The journal as written to its file.
    var text: String {
        var lines = ["\(Self.header) \(token) \(folder) \(journal)"]
        lines += entries.map { "\($0.new) \($0.old) \($0.name)" }
        return (lines + ["end"]).joined(separator: "\n") + "\n"
    }

    /// Reads a journal's text.
    ///
    /// - Throws: ``Invalid`` when the text is not a whole journal of this format, or names
    ///   anything but plain entries of its folder.
    static func parse(_ text: String) throws(Invalid) -> OutputJournal {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let head = lines[0].split(separator: " ").map(String.init)
        let notOne = Invalid(reason: "it is not a whole journal this refreshkit writes")
        guard head.count == 5, head.prefix(2).joined(separator: " ") == header, let folder = UInt64(head[3]),
            let own = UInt64(head[4]), lines.suffix(2) == ["end", ""], lines.count <= maximumEntries + 3
        else { throw notOne }
        var journal = OutputJournal(token: head[2], folder: folder, journal: own, entries: [])
        for line in lines.dropFirst().dropLast(2) {
            let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3, let new = UInt64(fields[0]), let old = UInt64(fields[1]) else { throw notOne }
            guard isPlain(fields[2]) else {
                throw Invalid(reason: "it names \(fields[2].quotedInput()), which is not a plain entry of its folder")
            }
            journal.entries.append(Entry(name: fields[2], new: new, old: old))
        }
        return journal
    }
}
