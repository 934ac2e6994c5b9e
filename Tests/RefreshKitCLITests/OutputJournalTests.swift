import Testing

@testable import RefreshKitCLI

/// The journal's text: what the tool writes reads back the same, and a journal that names
/// anything but a plain entry of its folder is refused whole (issue 36).
@Suite struct OutputJournalTests {
    static let journal = OutputJournal(
        token: "0123456789abcdef", folder: 12, journal: 34,
        entries: [.init(name: "barFill.gif", new: 56, old: 78), .init(name: "ü ñ.gif", new: 9, old: 0)])

    @Test func aJournalReadsBackAsWrittenAndOnlyWhole() throws {
        #expect(try OutputJournal.parse(Self.journal.text) == Self.journal)
        // Cut anywhere (a run killed while writing one where files cannot be made unnamed).
        for count in 1..<Self.journal.text.count {
            #expect(throws: OutputJournal.Invalid.self) {
                try OutputJournal.parse(String(Self.journal.text.prefix(count)))
            }
        }
    }

    @Test(arguments: [
        "../../planted.txt", "/tmp/planted.txt", "sub/x.gif", ".", "..", "", ".refreshkit-0123456789abcdef-0.tmp",
        String(repeating: "n", count: 256),
    ])
    func aJournalNamingAnythingButAPlainEntryIsRefused(name: String) {
        var journal = Self.journal
        journal.entries[1].name = name
        #expect(throws: OutputJournal.Invalid.self) { try OutputJournal.parse(journal.text) }
    }

    @Test(arguments: [
        "",
        "refreshkit-journal 1\nfile 1 41 .refreshkit-0123456789abcdef-0.tmp .refreshkit-0123456789abcdef-0.old\nend\n",
        "refreshkit-journal 2 0123456789abcdef 12\nend\n", "refreshkit-journal 2 0123456789abcdef x 34\nend\n",
        "refreshkit-journal 2 0123456789abcdef 12 34\n1 2 x.gif\nend\nmore\n",
    ])
    func aTextOfAnotherFormatIsNotAJournal(text: String) {
        #expect(throws: OutputJournal.Invalid.self) { try OutputJournal.parse(text) }
    }

    @Test func onlyTheToolsJournalNamesHaveATokenAndPlainNamesAreFolderEntries() {
        #expect(OutputJournal.token(ofJournal: ".refreshkit-0123456789abcdef.journal") == "0123456789abcdef")
        for name in [".refreshkit-0123456789abcde.journal", ".refreshkit-0123456789abcdeg.journal", "x.journal"] {
            #expect(OutputJournal.token(ofJournal: name) == nil, "\(name)")
        }
        #expect(OutputJournal.isPlain("barFill.gif") && !OutputJournal.isPlain("a\0b"))
    }
}
