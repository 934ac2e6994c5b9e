import Foundation
import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// A Mac Catalyst app in the Mac idiom, where UIKit raises when a `UIRefreshControl` is given to a
/// scroll view (the model's ``ModelSettings/userInterfaceIdiom`` `.mac`, under both of its
/// ``ModelSettings/MacIdiomRefreshControlRefusal`` variants): `RefreshControl` (a plain
/// `UIControl`) refreshes there as on iOS; `StyledRefreshControl` says, before UIKit raises, what
/// to use instead, and the documented way to choose between them never crashes. What would crash
/// runs in a child process (an exit test).
@MainActor @Suite struct MacIdiomRunTests {
    nonisolated static let refusals = ModelSettings.MacIdiomRefreshControlRefusal.allCases

    /// A shown list in a world in the Mac idiom.
    static func macScene(_ world: ModelWorld, refusal: ModelSettings.MacIdiomRefreshControlRefusal) -> ControlScene {
        world.settings.userInterfaceIdiom = .mac
        world.settings.macIdiomRefreshControlRefusal = refusal
        return ControlScene(in: world)
    }

    @Test(arguments: refusals)
    func aRefreshControlRefreshesInTheMacIdiom(refusal: ModelSettings.MacIdiomRefreshControlRefusal) async {
        let world = ModelWorld()
        await world.run {
            let scene = Self.macScene(world, refusal: refusal)
            var actions = 0
            let header = scene.header(RefreshControl(.arcSpinner()) { actions += 1 })
            scene.list.modelTouchDown()
            for _ in 0..<12 {
                scene.list.modelMoveFinger(by: CGPoint(x: 0, y: 15))
                world.advance(by: 1.0 / 60)
            }
            scene.list.modelLiftFinger()
            world.advance(by: 1.0 / 60)
            for _ in 0..<20 {
                await Task.yield()
                world.drain()
            }
            #expect(header.refreshState == .refreshing && actions == 1)
            header.endRefreshing()  // the action only starts the work (it does not await)
            world.advance(by: 3)
            #expect(actions == 1 && header.refreshState == .idle, "\(header.refreshState)")
            #expect(scene.list.refreshControl == nil)
        }
    }

    @Test func aStyledControlSaysWhatToUseBeforeUIKitRaises() {
        let world = ModelWorld()
        world.run {
            world.settings.userInterfaceIdiom = .mac
            _ = StyledRefreshControl(.arcSpinner())
            let faults = world.record.logEntries.filter { $0.level == .fault && $0.subsystem == "RefreshKit" }
            #expect(faults.count == 1)
            #expect(faults.first?.message.contains("Mac idiom") == true)
            #expect(faults.first?.message.contains("RefreshControl") == true)
            #expect(faults.first?.message.contains("refreshHeader") == true)
        }
        // In the other idioms, nothing is said.
        let ipad = ModelWorld()
        ipad.run {
            ipad.settings.userInterfaceIdiom = .pad
            _ = StyledRefreshControl(.arcSpinner())
            #expect(ipad.record.logEntries.isEmpty)
        }
    }

    /// `StyledRefreshControl.isSupported`'s documented choice, in the Mac idiom (under both
    /// variants, in a child process: a raise would end it) and on an iPad.
    @Test func theDocumentedChoiceNeverCrashes() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                for refusal in MacIdiomRunTests.refusals {
                    let world = ModelWorld()
                    world.run {
                        let tableView = MacIdiomRunTests.macScene(world, refusal: refusal).list
                        MacIdiomRunTests.documentedChoice(tableView)
                        world.drain()
                        if StyledRefreshControl.isSupported || tableView.refreshHeader == nil
                            || tableView.refreshControl != nil
                        {
                            exit(1)
                        }
                    }
                }
            }
        }
        let world = ModelWorld()
        world.run {
            world.settings.userInterfaceIdiom = .pad
            let tableView = ControlScene(in: world).list
            Self.documentedChoice(tableView)
            #expect(StyledRefreshControl.isSupported)
            #expect(tableView.refreshControl is StyledRefreshControl && tableView.refreshHeader == nil)
        }
    }

    /// The sample of `StyledRefreshControl.isSupported`'s documentation.
    static func documentedChoice(_ tableView: UITableView) {
        let model = Model()
        if StyledRefreshControl.isSupported {
            tableView.refreshControl = StyledRefreshControl(.arcSpinner()) { await model.reload() }
        } else {
            tableView.refreshHeader = RefreshControl(.arcSpinner()) { await model.reload() }
        }
    }

    @MainActor final class Model {
        func reload() async {}
    }

    /// What UIKit does after that message: it raises at `refreshControl =` (the model's stop).
    @Test func assigningAStyledControlIsStillUIKitsCrash() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let world = ModelWorld()
                world.run {
                    let scene = MacIdiomRunTests.macScene(world, refusal: .onAssignment)
                    scene.list.refreshControl = StyledRefreshControl(.arcSpinner())
                }
            }
        }
        let error = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(error.contains(UIRefreshControl.modelMacIdiomMessage))
    }
}
