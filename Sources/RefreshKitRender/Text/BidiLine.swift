/// The visual order of one line of text that mixes right-to-left letters (Hebrew, Arabic) with
/// left-to-right ones and digits: the part of the Unicode bidirectional algorithm (UAX #9) a
/// single line of UI text needs, so FreeType lays the glyphs out left to right as Core Text
/// would show them. Left out: explicit embeddings and isolates, and mirrored brackets; Arabic
/// joining is ``HarfBuzzShaper``'s, on the runs this order produces.
enum BidiLine {
    /// A character's direction class.
    private enum Direction { case left, right, neutral }

    /// The characters of `text` in visual order, left to right, or nil when it has no
    /// right-to-left letter (then the logical order is the visual one).
    ///
    /// - Parameter text: One line.
    /// - Returns: The reordered characters, or nil.
    static func visualOrder(of text: String) -> [Character]? {
        let characters = Array(text)
        let classes = characters.map(direction)
        guard classes.contains(.right) else { return nil }
        // The paragraph's direction is its first strong character's.
        let paragraph = classes.first(where: { $0 != .neutral }) ?? .left
        var levels = [Int](repeating: 0, count: characters.count)
        for index in characters.indices {
            var resolved = classes[index]
            // N1/N2: a neutral (space, punctuation) takes its neighbours' direction when both
            // agree, else the paragraph's.
            if resolved == .neutral {
                let before = classes[..<index].last(where: { $0 != .neutral }) ?? paragraph
                let after = classes[(index + 1)...].first(where: { $0 != .neutral }) ?? paragraph
                resolved = before == after ? before : paragraph
            }
            // I1/I2 from the paragraph's level (0 left to right, 1 right to left).
            switch (paragraph, resolved) {
            case (.right, .left): levels[index] = 2
            case (.right, _): levels[index] = 1
            case (_, .right): levels[index] = 1
            default: levels[index] = 0
            }
        }
        // L2: reverse every run at or above each level, from the highest down.
        var order = Array(characters.indices)
        for level in stride(from: levels.max() ?? 0, through: 1, by: -1) {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, levels[order[end]] >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order.map { characters[$0] }
    }

    /// Right to left for Hebrew and Arabic letters, left to right for other letters and every
    /// digit (so "09:41" stays as it is inside Arabic text), neutral for the rest.
    private static func direction(of character: Character) -> Direction {
        guard let scalar = character.unicodeScalars.first else { return .neutral }
        let v = scalar.value
        let digit = (0x0660...0x0669).contains(v) || (0x06F0...0x06F9).contains(v)
        let rightToLeftBlock =
            (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v)
            || (0xFE70...0xFEFF).contains(v)
        if rightToLeftBlock && !digit { return character.isLetter || character.isSymbol ? .right : .neutral }
        if character.isLetter || character.isNumber { return .left }
        return .neutral
    }
}
