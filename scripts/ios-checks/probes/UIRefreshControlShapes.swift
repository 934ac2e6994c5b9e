// UIRefreshControl's calls with the type swapped to RefreshControl that must not compile, each
// with the message it gives (`scripts/check-ios` compiles this in Swift 5 and 6 and compares
// every error with the `expected-error` comments, whole and on the line after each). The
// shapes that compile are in DropInProbe.swift and behave as UIKit's (DropInShapeTests).
import RefreshKit
import UIKit

@MainActor func uiRefreshControlShapes(tableView: UITableView, controller: UITableViewController) {
    // expected-error@+1 {{cannot assign value of type 'RefreshControl' to type 'UIRefreshControl'}}
    tableView.refreshControl = RefreshControl()
    // expected-error@+1 {{cannot assign value of type 'RefreshControl' to type 'UIRefreshControl'}}
    controller.refreshControl = RefreshControl()
    let header = RefreshControl()
    // expected-error@+1 {{'attributedTitle' is unavailable: write setTitle(_:for:) with a titled style (.classic()), or use StyledRefreshControl, which shows it}}
    header.attributedTitle = NSAttributedString(string: "Pull to refresh")
}
