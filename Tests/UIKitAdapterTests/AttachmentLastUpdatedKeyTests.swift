import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `.refreshable(…, lastUpdatedKey:)` through the coordinator on the UIKit model: each list keeps
/// its own "last updated" time under its key (the header's ``RefreshControl/lastUpdatedKey``), a
/// refresh stores it there only, `staleAfter` reads it there, and an update with another key
/// moves the header to it; nil is the shared default.
@MainActor @Suite struct AttachmentLastUpdatedKeyTests {
    private func request(
        key: String?, staleAfter: TimeInterval? = nil, action: @escaping @MainActor @Sendable () async throws -> Void
    ) -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: Indicators.Classic(), configuration: .standard, paging: .idle, action: action,
            environmentHasRefreshAction: false, staleAfter: staleAfter, lastUpdatedKey: key)
    }

    private func turns(_ world: ModelWorld, _ count: Int = 20) async {
        for _ in 0..<count {
            await Task.yield()
            world.drain()
        }
    }

    @Test func eachListKeepsItsOwnTime() async {
        let world = ModelWorld()
        await world.run {
            let now = world.date
            world.userDefaults.set(now.addingTimeInterval(-11 * 60), forKey: "Archive.lastUpdated")
            world.userDefaults.set(now.addingTimeInterval(-60), forKey: "Inbox.lastUpdated")
            let inbox = MarkerScene(), archive = MarkerScene(), plain = MarkerScene()
            var inboxRuns = 0, archiveRuns = 0
            for scene in [inbox, archive, plain] {
                scene.window.makeKeyAndVisible()
                scene.list.contentSize = CGSize(width: 390, height: 2000)
            }
            let inboxCoordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable",
                request: request(key: "Inbox.lastUpdated", staleAfter: 600) { inboxRuns += 1 })
            let archiveCoordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable",
                request: request(key: "Archive.lastUpdated", staleAfter: 600) { archiveRuns += 1 })
            let plainCoordinator = AttachmentCoordinator(
                edge: .header, modifier: "refreshable", request: request(key: nil) {})
            await connect(inboxCoordinator, to: inbox.marker) { inbox.list.refreshHeader != nil }
            await connect(archiveCoordinator, to: archive.marker) { archive.list.refreshHeader != nil }
            await connect(plainCoordinator, to: plain.marker) { plain.list.refreshHeader != nil }
            await turns(world)
            #expect(inbox.list.refreshHeader?.lastUpdatedKey == "Inbox.lastUpdated")
            #expect(archive.list.refreshHeader?.lastUpdatedKey == "Archive.lastUpdated")
            #expect(plain.list.refreshHeader?.lastUpdatedKey == RefreshControl.defaultLastUpdatedKey)
            // staleAfter reads each list's own time: only the archive's is 11 minutes old.
            #expect(archiveRuns == 1 && inboxRuns == 0)
            world.advance(by: 2)
            await turns(world)
            // The archive's refresh stored its time under its key only.
            let stored = world.userDefaults.object(forKey: "Archive.lastUpdated") as? Date
            #expect(stored.map { abs($0.timeIntervalSince(world.date)) < 5 } == true)
            #expect(world.userDefaults.object(forKey: "Inbox.lastUpdated") as? Date == now.addingTimeInterval(-60))
            #expect(world.userDefaults.object(forKey: RefreshControl.defaultLastUpdatedKey) == nil)
            #expect(inbox.list.refreshHeader?.lastUpdated == now.addingTimeInterval(-60))
            // An update with another key moves the header to it.
            inboxCoordinator.update(request(key: "Archive.lastUpdated", staleAfter: 600) { inboxRuns += 1 })
            #expect(inbox.list.refreshHeader?.lastUpdatedKey == "Archive.lastUpdated")
            #expect(inbox.list.refreshHeader?.lastUpdated == stored)
        }
    }
}
