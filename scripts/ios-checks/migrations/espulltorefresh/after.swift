// migration: at most 15 changed lines
import RefreshKit
import UIKit

/// ESPullToRefresh's shapes: a header and an infinite-scrolling footer (which holds its room) whose
/// handlers start a request, stopped from its completion.
final class NewsViewController: UITableViewController {
    private let api = NewsAPI()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addPullToRefresh { [weak self] in self?.refresh() }
        tableView.addLoadMore(configuration: .loadMoreHoldingRoom) { [weak self] in self?.loadMore() }
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
            if isLast {
                self?.tableView.refreshFooter?.noMoreData = true
            } else {
                self?.tableView.refreshFooter?.endRefreshing()
            }
        }
    }
}

/// The app's network layer: calls back on the main queue.
@MainActor final class NewsAPI {
    func fetch(page: Int, completion: @escaping @MainActor (_ isLast: Bool) -> Void) {
        DispatchQueue.main.async { completion(page > 3) }
    }
}
