// migration: at most 22 changed lines
import RefreshKit
import UIKit

/// SVPullToRefresh's shapes: handlers that start a request, animations stopped from its
/// completion, infinite scrolling switched off after the last page, a list of comments that
/// loads at its bottom, pull to refresh off while editing, a "More" button.
final class PhotosViewController: UITableViewController {
    private let api = PhotosAPI()
    private let comments = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.addPullToRefresh(actionHandler: { [weak self] in self?.refresh() })
        tableView.addLoadMore(configuration: .loadMoreHoldingRoom, actionHandler: { [weak self] in self?.loadMore() })
        tableView.refreshHeader?.beginRefreshing()
        comments.refreshFooter = RefreshControl(configuration: .pullToLoadMore) { [weak self] in self?.loadComments() }
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.refreshHeader?.isHidden = editing
    }

    @objc func moreTapped() {
        tableView.refreshFooter?.beginRefreshing()
    }

    private func loadComments() {
        api.fetch(page: 0) { [weak self] _ in self?.comments.refreshFooter?.endRefreshing() }
    }

    private func refresh() {
        api.fetch(page: 0) { [weak self] _ in
            self?.tableView.refreshHeader?.endRefreshing()
            self?.tableView.refreshFooter?.isHidden = false
        }
    }

    private func loadMore() {
        api.fetch(page: 1) { [weak self] isLast in
            self?.tableView.refreshFooter?.endRefreshing()
            if isLast { self?.tableView.refreshFooter?.isHidden = true }
        }
    }
}

/// The app's network layer: calls back on the main queue.
@MainActor final class PhotosAPI {
    func fetch(page: Int, completion: @escaping @MainActor (_ isLast: Bool) -> Void) {
        DispatchQueue.main.async { completion(page > 3) }
    }
}
