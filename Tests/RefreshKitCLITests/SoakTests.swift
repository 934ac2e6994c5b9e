import Foundation
import Testing

/// Thousands of refresh cycles leave the heap where it was (measured in a process of its own,
/// so other tests' allocations don't count).
@Suite struct SoakTests {
    /// Allowed heap growth over the whole run: allocator bookkeeping, not a per-cycle leak.
    static let toleratedGrowth = 16 * 1024

    @Test func thousandsOfCyclesDoNotGrowTheHeap() throws {
        let run = try Binary.locate().run(["soak", "--cycles", "3000"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["refreshes"] as? Int == 3000)  // every cycle really refreshed
        #expect(json["loads"] as? Int == 3000)  // and loaded more
        let before = try #require(json["heapBytesBefore"] as? Int)
        let growth = try #require(json["growthBytes"] as? Int)
        #expect(before > 0)  // the measurement works on this libc
        #expect(growth <= Self.toleratedGrowth)
    }

    @Test func soakRejectsAnAbsurdCycleCount() throws {
        let run = try Binary.locate().run(["soak", "--cycles", "0"])
        #expect(run.status == 2 && run.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// `-1` is read as a value and refused as out of range (it was taken for an option: "Missing
    /// value for '--cycles <cycles>'").
    @Test(arguments: [["--cycles", "-1"], ["--cycles=-1"]])
    func aNegativeCycleCountIsOutOfRange(arguments: [String]) throws {
        let run = try Binary.locate().run(["soak"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr == "refreshkit soak: --cycles -1 is out of range; pass 1 to 10000000\n")
    }
}
