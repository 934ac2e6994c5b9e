/// The name a mistyped one most likely meant.
enum Suggestion {
    /// The allowed name closest to `name` when it is a plausible typo (case or up to 2 edits).
    static func nearest(to name: String, among allowed: [String]) -> String? {
        if let same = allowed.first(where: { $0.lowercased() == name.lowercased() }) {
            return same
        }
        let scored = allowed.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= min(2, best.count / 2) else { return nil }
        return best
    }

    /// "did you mean 'arcSpinner'? " when `name` is a plausible typo of one of `allowed` (see
    /// ``nearest(to:among:)``), else the empty string: the clause a refusal puts before its list.
    static func didYouMean(_ name: String, among allowed: [String]) -> String {
        nearest(to: name, among: allowed).map { "did you mean '\($0)'? " } ?? ""
    }

    /// Levenshtein distance between two short strings.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars.prefix(64))
        let b = Array(b.unicodeScalars)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = Swift.min(
                    previous[j] + 1, current[j - 1] + 1,
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
