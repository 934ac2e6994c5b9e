// What the code samples of README.md and the DocC articles take for granted: a table view
// controller (`tableView`, `rows`, `items`, the helpers the samples call) and an app model.
// scripts/ios-checks/doc-snippets.py wraps each sample that is not a whole file in a method of
// SnippetTableViewController (UIKit statements) or in a SwiftUI view's body (view expressions).
import RefreshKit
import SwiftUI
import UIKit

@MainActor final class SnippetModel {
    var isLastPage = false
    var isLoading = false
    func reload() async {}
    func loadNextPage() async {}
    func reloadOrFail() async throws {}
    func loadNextPageOrFail() async throws {}
}

/// A callback-style network client whose completion runs on a background queue (URLSession's).
final class SnippetAPI: Sendable {
    func fetchPage(completion: @escaping @Sendable (Result<[String], any Error>) -> Void) {
        DispatchQueue.global().async { completion(.success([])) }
    }
}

@MainActor class SnippetTableViewController: UITableViewController {
    var rows: [String] = []
    var items: [String] = []
    let model = SnippetModel()
    let api = SnippetAPI()
    @IBOutlet var storyboardHeader: RefreshControl?
    @objc func refresh(_ sender: RefreshControl) {}
    @objc func systemRefresh() {}
    func insertRefreshedRow() {}
    func reset() {}
    func appendPage() {}
    func startReload() {}
}
