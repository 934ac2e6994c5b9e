import ArgumentParser
import RefreshKitCore
import RefreshKitStyles

/// `refreshkit styles`: one line per built-in style.
package struct Styles: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "styles", abstract: "List the built-in indicator styles.")

    package init() {}

    package func run() throws {
        try StandardStream.writeResult(Self.listing(), command: "styles")
    }

    /// The listing: name, padded, then the summary; one style per line.
    static func listing() -> String {
        let width = Indicators.catalog.map(\.name.count).max() ?? 0
        return Indicators.catalog.map { style in
            style.name + String(repeating: " ", count: width - style.name.count + 2) + style.summary + "\n"
        }.joined()
    }
}
