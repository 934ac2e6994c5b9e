/// The languages RefreshKit's built-in texts come in, chosen from a BCP 47 tag. One matcher for
/// every table (the classic style's titles, the accessibility texts, the last-updated line), so
/// they always agree.
package enum RefreshLanguage: Hashable, Sendable, CaseIterable {
    case english, spanish, vietnamese, simplifiedChinese, traditionalChinese
    case french, german, japanese, korean, brazilianPortuguese, russian, arabic, hebrew

    /// The language for a BCP 47 tag, matched by prefix and without regard to case or to `-`
    /// versus `_`: "es…" Spanish, "vi…" Vietnamese, "zh-Hant…", "zh-TW", "zh-HK" and "zh-MO"
    /// Traditional Chinese, any other "zh…" Simplified Chinese, "fr…" French, "de…" German,
    /// "ja…" Japanese, "ko…" Korean, "pt…" (Brazilian) Portuguese, "ru…" Russian, "ar…"
    /// Arabic, "he…" (and the old "iw…") Hebrew, anything else English.
    init(tag: String) {
        // Subtags split at "-" and "_" (empty ones skipped) and compared lowercased, walked in
        // place: no arrays, so choosing the strings of a frame allocates nothing. An ASCII tag
        // (every real one) is walked on its bytes; any other on its characters.
        let reading: Reading
        if tag.utf8.allSatisfy({ $0 < 0x80 }) {
            reading = Reading(
                tag.utf8[...], isSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") },
                lowercased: { $0.count <= 4 ? Self.lowercasedASCII($0) : "" })
        } else {
            // Lowercasing never lowers the number of scalars, so a longer part matches none of
            // the (at most 4-letter) subtags; short ones stay small strings.
            reading = Reading(
                tag[...], isSeparator: { $0 == "-" || $0 == "_" },
                lowercased: { $0.unicodeScalars.count <= 4 ? $0.lowercased() : "" })
        }
        self = Self.language(primary: reading.primary ?? "", traditional: reading.traditional && !reading.simplified)
    }

    /// What the subtags of a tag said so far.
    private struct Reading {
        var primary: String?
        var traditional = false
        var simplified = false

        /// Reads every non-empty subtag of `tag`, each as `lowercased` spells it.
        init<Tag: Collection>(
            _ tag: Tag, isSeparator: (Tag.Element) -> Bool, lowercased: (Tag) -> String
        ) where Tag.SubSequence == Tag {
            var rest = tag
            while true {
                let end = rest.firstIndex(where: isSeparator) ?? rest.endIndex
                let part = rest[..<end]
                if !part.isEmpty { take(lowercased(part)) }
                guard end < rest.endIndex else { break }
                rest = rest[rest.index(after: end)...]
            }
        }

        /// Reads the next subtag, lowercased ("" for one too long to matter).
        mutating func take(_ lower: String) {
            if primary == nil {
                primary = lower
            } else {
                switch lower {
                case "hant", "tw", "hk", "mo": traditional = true
                default: break
                }
            }
            if lower == "hans" { simplified = true }
        }
    }

    /// ASCII bytes as a string with A–Z lowercased (a small string: nothing allocated).
    private static func lowercasedASCII(_ bytes: Substring.UTF8View) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (i, byte) in bytes.enumerated() {
                buffer[i] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            }
            return bytes.count
        }
    }

    /// The language of a lowercased primary subtag (English when none has texts).
    private static func language(primary: String, traditional: Bool) -> RefreshLanguage {
        switch primary {
        case "es": .spanish
        case "vi": .vietnamese
        case "zh": traditional ? .traditionalChinese : .simplifiedChinese
        case "fr": .french
        case "de": .german
        case "ja": .japanese
        case "ko": .korean
        case "pt": .brazilianPortuguese
        case "ru": .russian
        case "ar": .arabic
        case "he", "iw": .hebrew
        default: .english
        }
    }
}
