import RefreshKitCore
import RefreshKitStyles

/// A key as the playground sees it (the window turns X11 key symbols into these).
package enum PlaygroundKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    /// Tab.
    case tab
    /// Escape.
    case escape
}

/// What a key asks the playground to do.
package enum PlaygroundCommand: Hashable, Sendable {
    /// Show the catalog's style at this index (the collapsing header's entry toggles it).
    case selectStyle(Int)
    /// Show the next indicator style of the catalog.
    case nextStyle
    /// Turn Reduce Motion on or off.
    case toggleReduceMotion
    /// Show or hide a navigation bar (safe area top 91 pt).
    case toggleNavigationBar
    /// Show or hide a large title (safe area top 140 pt).
    case toggleLargeTitle
    /// Show or hide the collapsing header.
    case toggleCollapsingHeader
    /// The footer has no more data / has again.
    case toggleNoMoreData
    /// Begin a header refresh from code.
    case beginRefreshing
    /// Write the frame shown to the screenshot file.
    case screenshot
    /// Quit.
    case quit
}

/// The playground's keys, in one table that `--help` and the README print.
package enum KeyBindings {
    /// Each binding: the keys as written for people, and what they do.
    package static let table: [(keys: String, action: String)] = [
        ("1-9", "refresh style N of `refreshkit styles` (\(digitStyles)); the collapsing header is c"),
        ("Tab", "next indicator style"),
        ("m", "Reduce Motion on/off"),
        ("b", "navigation bar on/off (safe area top 91 pt)"),
        ("l", "large title on/off (safe area top 140 pt)"),
        ("c", "collapsing header on/off"),
        ("n", "footer: no more data on/off"),
        ("r", "begin a header refresh from code"),
        ("s", "write the frame shown to the --screenshot file"),
        ("q, Esc", "quit"),
    ]

    /// The styles the digit keys choose, as `--help` names them: "1 barFill … 9 imageSequence".
    static var digitStyles: String {
        let names = Indicators.catalog.prefix(9).map(\.name)
        guard let first = names.first, let last = names.last else { return "" }
        return "1 \(first) … \(names.count) \(last)"
    }

    /// The command for `key`, or nil when the key does nothing.
    package static func command(for key: PlaygroundKey) -> PlaygroundCommand? {
        switch key {
        case .tab: return .nextStyle
        case .escape: return .quit
        case let .character(c):
            if let digit = c.wholeNumberValue, c.isASCII, (1...9).contains(digit) { return .selectStyle(digit - 1) }
            switch c.lowercased() {
            case "m": return .toggleReduceMotion
            case "b": return .toggleNavigationBar
            case "l": return .toggleLargeTitle
            case "c": return .toggleCollapsingHeader
            case "n": return .toggleNoMoreData
            case "r": return .beginRefreshing
            case "s": return .screenshot
            case "q": return .quit
            default: return nil
            }
        }
    }

    /// The table as lines for `--help`: keys padded to one column.
    package static var helpText: String {
        let width = table.map(\.keys.count).max() ?? 0
        return table.map { "  " + $0.keys + String(repeating: " ", count: width - $0.keys.count + 2) + $0.action }
            .joined(separator: "\n")
    }
}
