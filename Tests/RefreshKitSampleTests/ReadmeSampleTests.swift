import Foundation
import RefreshKitCore
import Testing

@Suite @MainActor struct ReadmeSampleTests {
    /// The repository's root, from this file's place in it.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The lines between two marker comments of a file, with their common indentation removed.
    private static func sample(in text: String, from begin: String, to end: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let a = lines.firstIndex(where: { $0.contains(begin) }),
            let b = lines.firstIndex(where: { $0.contains(end) }), a < b
        else { return [] }
        let body = lines[(a + 1)..<b]
        let indent =
            body.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return body.map { $0.count >= indent ? String($0.dropFirst(indent)) : $0 }
    }

    @Test func theReadmeShowsTheCompiledSampleVerbatim() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(
            contentsOf: Self.root.appendingPathComponent("Tests/RefreshKitSampleTests/CoreSample.swift"),
            encoding: .utf8)
        let compiled = Self.sample(in: source, from: "// README sample begins", to: "// README sample ends")
        #expect(compiled.count > 5)
        let shown = Self.sample(
            in: readme, from: "<!-- core sample: Tests/RefreshKitSampleTests/CoreSample.swift -->",
            to: "<!-- core sample ends -->")
        // The README wraps the lines in a ```swift fence.
        #expect(shown.first == "```swift" && shown.last == "```")
        #expect(
            Array(shown.dropFirst().dropLast()) == compiled, "README.md's core sample differs from CoreSample.swift")
    }

    @Test func theSampleRefreshesLoadsAndEnds() async throws {
        let model = SampleModel()
        let (scrollView, header, footer) = coreSample(model: model)

        // A pull past 64 pt and a release: the async action runs once and ends the refresh.
        scrollView.touchDown()
        for _ in 0..<60 {
            scrollView.moveFinger(by: 5)
            scrollView.advance(by: 1.0 / 60)
        }
        scrollView.liftFinger(velocity: 0)
        #expect(header.state == .refreshing)
        for _ in 0..<10 where header.state == .refreshing { await Task.yield() }
        #expect(model.reloads == 1)
        #expect(header.state == .finishing)
        for _ in 0..<120 { scrollView.advance(by: 1.0 / 60) }
        #expect(header.state == .idle)

        // Scrolling towards the end: the auto footer asks for a page once, and the callback ends it.
        scrollView.touchDown()
        for _ in 0..<240 where footer.state != .refreshing {
            scrollView.moveFinger(by: -20)
            scrollView.advance(by: 1.0 / 60)
        }
        #expect(footer.state == .refreshing)
        #expect(model.pagesRequested == 1)
        model.finishPage()
        #expect(footer.state == .finishing)
    }
}
