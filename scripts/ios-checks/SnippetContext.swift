// What the code samples of README.md and the DocC articles take for granted: a table view
// controller (`tableView`, `rows`, `items`, the helpers the samples call) and an app model.
// scripts/ios-checks/doc-snippets.py wraps each sample that is not a whole file in a method of
// SnippetTableViewController (UIKit statements) or in a SwiftUI view's body (view expressions).
import RefreshKit
import SwiftUI
import UIKit

@MainActor final class SnippetModel {
    var isLastPage = false
    func reload() async {}
    func loadNextPage() async {}
}

@MainActor class SnippetTableViewController: UITableViewController {
    var rows: [String] = []
    var items: [String] = []
    let model = SnippetModel()
    func insertRefreshedRow() {}
    func reset() {}
    func appendPage() {}
}
