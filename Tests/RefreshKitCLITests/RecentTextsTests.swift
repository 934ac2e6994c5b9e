import Testing
@testable import RefreshKitCLI

/// The plan writer's memory of lists it has written: an equal list gets the kept text without a
/// second write, a different one is written, and the oldest of more than eight is forgotten.
@Suite struct RecentTextsTests {
    @Test func anEqualListIsWrittenOnceAndADifferentOneAgain() {
        var recent = RecentTexts<[Double]>()
        var writes: [[Double]] = []
        func text(_ xs: [Double]) -> String {
            recent.text(for: xs) { list in
                writes.append(list)
                return list.map { "\($0)" }.joined(separator: ",")
            }
        }
        #expect(text([0, 0.5, 1]) == "0.0,0.5,1.0")
        #expect(text([0, 0.25, 1]) == "0.0,0.25,1.0")
        #expect(text([0, 0.5, 1]) == "0.0,0.5,1.0")
        #expect(text([0, 0.25, 1]) == "0.0,0.25,1.0")
        #expect(writes == [[0, 0.5, 1], [0, 0.25, 1]])
    }

    @Test func theOldestListIsForgottenPastTheCapacity() {
        var recent = RecentTexts<[Int]>()
        var writes = 0
        func text(_ xs: [Int]) -> String {
            recent.text(for: xs) { list in
                writes += 1
                return "\(list)"
            }
        }
        let capacity = RecentTexts<[Int]>.capacity
        for k in 0...capacity { _ = text([k]) }
        #expect(writes == capacity + 1)
        // The newest `capacity` lists are kept; the first one was dropped and is written again.
        for k in 1...capacity { #expect(text([k]) == "[\(k)]") }
        #expect(writes == capacity + 1)
        #expect(text([0]) == "[0]")
        #expect(writes == capacity + 2)
    }
}
