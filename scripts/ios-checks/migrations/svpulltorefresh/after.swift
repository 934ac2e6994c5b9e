// migration: at most 14 changed lines
import RefreshKit
import UIKit

/// SVPullToRefresh's shapes: handlers that start a request, animations stopped from its
/// completion, infinite scrolling switched off after the last page.
final class PhotosViewController: UITableViewController {
    private let api = PhotosAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addPullToRefresh(actionHandler: { [weak self] in self?.refresh() })
        tableView.addLoadMore(actionHandler: { [weak self] in self?.loadMore() })
        tableView.refreshHeader?.beginRefreshing()
    }

    private func refresh() {
        api.fetch(page: 0) { [weak self] _ in
            self?.tableView.refreshHeader?.endRefreshing()
            self?.tableView.refreshFooter?.noMoreData = false
        }
    }

    private func loadMore() {
        api.fetch(page: 1) { [weak self] isLast in
            self?.tableView.refreshFooter?.endRefreshing()
            if isLast { self?.tableView.refreshFooter?.noMoreData = true }
        }
    }
}

/// The app's network layer: calls back on the main queue.
@MainActor final class PhotosAPI {
    func fetch(page: Int, completion: @escaping @MainActor (_ isLast: Bool) -> Void) {
        DispatchQueue.main.async { completion(page > 3) }
    }
}
