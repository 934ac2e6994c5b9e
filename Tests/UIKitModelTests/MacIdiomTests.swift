import Foundation
import Testing
import UIKitModel

/// The Mac idiom of Mac Catalyst (https://developer.apple.com/documentation/uikit/mac-catalyst/choosing-a-user-interface-idiom-for-your-mac-app):
/// `UIDevice.current.userInterfaceIdiom` is `.mac`, and UIKit raises "UIRefreshControl is not
/// supported when running Catalyst apps in the Mac idiom. See UIBehavioralStyle for possible
/// alternatives." when a `UIRefreshControl` is given to a scroll view's `refreshControl`. Each
/// crash runs in a child process of its own (an exit test) and is read from its standard error.
@MainActor @Suite struct MacIdiomTests {
    @Test func theIdiomIsTheWorlds() {
        inWorld { world in
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            world.settings.userInterfaceIdiom = .mac
            #expect(UIDevice.current.userInterfaceIdiom == .mac)
        }
    }

    @Test func assigningARefreshControlRaisesWithApplesMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                inWorld { world in
                    world.settings.userInterfaceIdiom = .mac
                    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                    scrollView.refreshControl = UIRefreshControl()
                }
            }
        }
        let error = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(error.contains(UIRefreshControl.modelMacIdiomMessage))
    }

    @Test func aTableViewControllersRefreshControlRaisesToo() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                inWorld { world in
                    world.settings.userInterfaceIdiom = .mac
                    let controller = UITableViewController(style: .plain)
                    controller.refreshControl = UIRefreshControl()
                }
            }
        }
    }

    @Test func addingOneToAViewRaisesOnlyInTheStricterVariant() async {
        // Apple's message names the setter: made and added elsewhere, nothing happens.
        inWorld { world in
            world.settings.userInterfaceIdiom = .mac
            let view = UIView()
            view.addSubview(UIRefreshControl())
            #expect(view.subviews.count == 1)
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                inWorld { world in
                    world.settings.userInterfaceIdiom = .mac
                    world.settings.macIdiomRefreshControlRefusal = .whenAddedToAnyView
                    UIView().addSubview(UIRefreshControl())
                }
            }
        }
    }

    @Test(arguments: [UIUserInterfaceIdiom.phone, .pad])
    func otherIdiomsTakeTheControl(idiom: UIUserInterfaceIdiom) {
        inWorld { world in
            world.settings.userInterfaceIdiom = idiom
            world.settings.macIdiomRefreshControlRefusal = .whenAddedToAnyView
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let control = UIRefreshControl()
            scrollView.refreshControl = control
            #expect(scrollView.refreshControl === control && control.superview === scrollView)
        }
    }
}
