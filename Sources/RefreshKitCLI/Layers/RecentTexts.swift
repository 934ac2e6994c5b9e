/// The JSON texts of the last few lists a document wrote, by the list they spell: the layers of
/// a plan often share one timeline, so the same key times and values come back animation after
/// animation, and each is written once.
struct RecentTexts<List: Equatable> {
    /// How many lists are kept; the oldest goes first.
    static var capacity: Int { 8 }

    // Two arrays side by side rather than one of pairs: an array of tuples costs the runtime a
    // type look-up by name on first use.
    private var lists: [List] = []
    private var texts: [String] = []

    /// The text of `list`: the one kept for an equal list, else `write(list)`, which is kept.
    mutating func text(for list: List, write: (List) -> String) -> String {
        if let index = lists.firstIndex(of: list) { return texts[index] }
        let text = write(list)
        if lists.count == Self.capacity {
            lists.removeFirst()
            texts.removeFirst()
        }
        lists.append(list)
        texts.append(text)
        return text
    }
}
