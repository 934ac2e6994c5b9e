/// How a built-in style sets a title that does not fit its slot whole, so that a title that is
/// the whole message — a failed footer's, "no more data" — never vanishes into nothing. The
/// candidates, in the order they are tried, each at the font's size and then smaller, down to a
/// floor:
///
/// 1. the title whole, on one line;
/// 2. shortened at a word (or between two CJK characters), with an ellipsis, keeping at least
///    half its words;
/// 3. on two lines, broken at a word, the second line shortened with an ellipsis if need be;
/// 4. the same at ``scales`` of the font's size, down to ``minimumScale``.
///
/// A title enlarged by Dynamic Type (``IndicatorContext/textScale`` above 1) is first tried whole
/// on one line at the enlarged size and then at sizes ``dynamicTypeStep`` apart down to its
/// font's own size, so it grows as far as the slot holds it; the ladder above then runs at the
/// font's own size. A smaller text size (below 1) runs the ladder at the reduced size.
///
/// The first candidate the style can place (`fits`) is drawn; when none can, the style draws its
/// mark alone, or a glyph in the title's place (``IndicatorCue``: a retry arrow for a failed
/// footer, a check for no more data). The other states' titles (pull, release, loading) sit
/// beside a mark that says the state already: they are drawn whole or dropped, never shortened —
/// unless the mark draws nothing at that moment (an arc spinner early in the pull), when the
/// title is the whole message again.
package enum TitleFitting {
    /// The sizes a title is tried at, as fractions of its font's size: 1, 0.85 and 0.7.
    package static let scales = [1.0, 0.85, minimumScale]
    /// The smallest size a title is set at, as a fraction of its font's size: 0.7 (14 pt becomes
    /// 9.8 pt).
    package static let minimumScale = 0.7
    /// The fraction of its words a title shortened on one line keeps at least: one half (a
    /// longer cut goes to two lines instead).
    package static let minimumKeptFraction = 0.5
    /// What a shortened line ends with.
    package static let ellipsis = "…"
    /// The ratio between the sizes an enlarged title is tried at, from the Dynamic Type size down
    /// to the font's own: 0.85.
    package static let dynamicTypeStep = 0.85

    /// How a title was set.
    package enum Kind: Hashable, Sendable {
        /// Whole, on one line.
        case whole
        /// On one line, shortened at a word with an ellipsis.
        case shortened
        /// On two lines.
        case twoLines
    }

    /// Whether a title in `state` is set by the whole ladder: only where it is the whole message
    /// (a failed footer, no more data); elsewhere it is whole or nothing.
    ///
    /// - Parameter state: The control's state.
    /// - Returns: True for failed and no more data.
    package static func fallsBack(in state: RefreshState) -> Bool {
        state == .failed || state == .noMoreData
    }

    /// The first candidate for `text` that `fits` places, with how it was set and the fraction
    /// of the font's size used; nil when none fits (or the font cannot be laid out). Without
    /// `fallingBack`, only the whole title at full size is tried.
    ///
    /// - Parameters:
    ///   - text: The title.
    ///   - font: Its font at full size.
    ///   - glyphs: The glyph source.
    ///   - fallingBack: Whether the shorter, two-line and smaller candidates are tried
    ///     (``fallsBack(in:)``).
    ///   - textScale: The Dynamic Type scale (``IndicatorContext/textScale``); 1 by default.
    ///   - fits: The style's placement of a laid-out candidate and its number of lines (1 or 2),
    ///     or nil when it does not fit.
    /// - Returns: The placement, the candidate's kind and its scale (of `font`'s size).
    package static func first<Placement>(
        _ text: String, font: FontRequest, glyphs: any GlyphSource, fallingBack: Bool = true,
        textScale: Double = 1, fits place: (TextLayout, _ lines: Int) -> Placement?
    ) -> (placement: Placement, kind: Kind, scale: Double)? {
        let textScale = textScale.isFinite && textScale > 0 ? textScale : 1
        if textScale > 1 {
            // Enlarged: whole, from the Dynamic Type size down to the font's own.
            var fraction = textScale
            while fraction > 1 {
                guard let whole = glyphs.layoutIfAvailable(text, font: font.scaled(by: fraction)) else { return nil }
                if let placement = place(whole, 1) { return (placement, .whole, fraction) }
                fraction *= dynamicTypeStep
            }
        } else if textScale < 1 {
            return first(text, font: font.scaled(by: textScale), glyphs: glyphs, fallingBack: fallingBack, fits: place)
                .map { ($0.placement, $0.kind, $0.scale * textScale) }
        }
        func fits(_ layout: TextLayout) -> Placement? { place(layout, 1) }
        func fitsStacked(_ first: TextLayout, _ second: TextLayout) -> Placement? {
            place(TextLayout.stacked(first, second), 2)
        }
        let breaks = TitleBreaks(text)
        for scale in scales {
            var sized = font
            sized.size = font.size * scale
            func layout(_ s: String) -> TextLayout? { glyphs.layoutIfAvailable(s, font: sized) }
            guard let whole = layout(text) else { return nil }
            if let placement = fits(whole) { return (placement, .whole, scale) }
            guard fallingBack else { return nil }
            let units = breaks.count
            // One line, shortened: the most words that fit, at least half of them.
            let fewest = Swift.max(1, Int((Double(units) * minimumKeptFraction).rounded(.up)))
            if units > 1, fewest < units,
                let (_, found) = largest(
                    in: fewest...(units - 1), { layout(breaks.shortened(keeping: $0)).flatMap(fits) })
            {
                return (found, .shortened, scale)
            }
            // Two lines: the first as full as fits on its own, the rest below, shortened if need be.
            guard units > 1,
                let (split, first) = largest(
                    in: 1...(units - 1), { k in layout(breaks.prefix(k)).flatMap { fits($0) != nil ? $0 : nil } })
            else { continue }
            let rest = breaks.suffix(from: split)
            if let found = layout(rest.text).flatMap({ fitsStacked(first, $0) }) {
                return (found, .twoLines, scale)
            }
            if rest.count > 1,
                let (_, found) = largest(
                    in: 1...(rest.count - 1),
                    { k in layout(rest.shortened(keeping: k)).flatMap { fitsStacked(first, $0) } })
            {
                return (found, .twoLines, scale)
            }
        }
        return nil
    }

    /// The largest `k` in `range` for which `attempt` gives a result, with it, assuming that
    /// when `k` fits every smaller `k` does (a shorter text is narrower): a binary search.
    static func largest<T>(in range: ClosedRange<Int>, _ attempt: (Int) -> T?) -> (Int, T)? {
        var low = range.lowerBound, high = range.upperBound
        var best: (Int, T)?
        while low <= high {
            let mid = (low + high) / 2
            if let found = attempt(mid) {
                best = (mid, found)
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best
    }
}

/// The places a title may be broken: after a run of spaces (the spaces go), and between two
/// characters either of which is a CJK ideograph, kana or hangul syllable (no space between
/// words there), not before closing punctuation.
struct TitleBreaks {
    /// The text.
    let text: String
    /// Where each unit starts; the first at the text's start.
    let starts: [String.Index]

    init(_ text: String) {
        self.text = text
        var starts = [text.startIndex]
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let c = text[index]
            if let p = previous, index != starts.last {
                let afterSpace = p.isWhitespace && !c.isWhitespace
                let betweenCJK =
                    (Self.isCJK(p) || Self.isCJK(c)) && !c.isWhitespace && !p.isWhitespace && !Self.closes(c)
                if afterSpace || betweenCJK { starts.append(index) }
            }
            previous = c
            index = text.index(after: index)
        }
        self.starts = starts
    }

    /// The number of units.
    var count: Int { starts.count }

    /// The first `k` units, without trailing spaces.
    func prefix(_ k: Int) -> String {
        let end = k < starts.count ? starts[k] : text.endIndex
        return Self.trimmingTrailing(String(text[text.startIndex..<end])) { $0.isWhitespace }
    }

    /// The first `k` units, without trailing spaces and punctuation, and an ellipsis.
    func shortened(keeping k: Int) -> String {
        Self.trimmingTrailing(prefix(k)) { $0.isWhitespace || Self.isTrailingPunctuation($0) } + TitleFitting.ellipsis
    }

    /// The units from `k` on, as breaks of their own.
    func suffix(from k: Int) -> TitleBreaks {
        TitleBreaks(String(text[starts[Swift.min(k, starts.count - 1)]...]))
    }

    static func isCJK(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        return (0x3040...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v) || (0x3000...0x303F).contains(v)
            || (0xFF00...0xFFEF).contains(v)
    }

    /// Punctuation that never starts a line (CJK full stops and commas, closing brackets).
    static func closes(_ c: Character) -> Bool { "、。，．：；！？）」』…・ー".contains(c) }

    static func isTrailingPunctuation(_ c: Character) -> Bool { ",.;:、。，．：；…".contains(c) }

    /// `s` without the characters at its end that match `drop`.
    static func trimmingTrailing(_ s: String, _ drop: (Character) -> Bool) -> String {
        var end = s.endIndex
        while end > s.startIndex, drop(s[s.index(before: end)]) { end = s.index(before: end) }
        return String(s[s.startIndex..<end])
    }
}
