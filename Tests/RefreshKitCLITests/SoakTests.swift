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
}
