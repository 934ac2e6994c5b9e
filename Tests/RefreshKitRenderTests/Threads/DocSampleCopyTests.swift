import Foundation
import Testing

/// ``PulsingDotRing`` here is the DocC article's custom indicator as the example app has it, and
/// its timeline the one the article declares, so the contention tests run the docs' own code.
@Suite struct DocSampleCopyTests {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The text from the first line starting with `start` to the end.
    private static func from(_ start: String, in text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        guard let first = lines.firstIndex(where: { $0.hasPrefix(start) }) else { return "" }
        return lines[first...].joined(separator: "\n")
    }

    /// The article's ```swift blocks, in order.
    private static func blocks(of article: String) -> [String] {
        article.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    }

    /// The text without white space or line breaks: the article wraps lines by hand, the files as
    /// swift-format does.
    private static func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace } }

    @Test func theCopyIsTheExampleAppsAndTheArticlesIndicator() throws {
        let copy = try Self.text("Tests/RefreshKitRenderTests/Threads/PulsingDotRing.swift")
        let example = try Self.text("Examples/RefreshKitExample.swiftpm/Sources/PulsingDotRing.swift")
        let body = Self.from("/// A ring of dots", in: example)
        #expect(body.count > 1000)
        #expect(Self.from("/// A ring of dots", in: copy).hasPrefix(body), "the copy differs from the example app's")
        let article = try Self.text("Sources/RefreshKit/RefreshKit.docc/WritingACustomIndicator.md")
        let blocks = Self.blocks(of: article)
        let ring = try #require(blocks.first { $0.contains("struct PulsingDotRing: RefreshIndicator") })
        #expect(Self.squeezed(Self.from("/// A ring of dots", in: ring)) == Self.squeezed(body))
        let timeline = try #require(blocks.first { $0.contains("extension PulsingDotRing {") })
        let declared = Self.from("extension PulsingDotRing {", in: timeline)
        #expect(Self.squeezed(Self.from("extension PulsingDotRing {", in: copy)) == Self.squeezed(declared))
    }
}
