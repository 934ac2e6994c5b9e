// migration: at most 22 changed lines
import SVPullToRefresh
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
        tableView.addInfiniteScrolling(actionHandler: { [weak self] in self?.loadMore() })
        tableView.triggerPullToRefresh()
        comments.addPullToRefresh(actionHandler: { [weak self] in self?.loadComments() }, position: .bottom)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.showsPullToRefresh = !editing
    }

    @objc func moreTapped() {
        tableView.triggerInfiniteScrolling()
    }

    private func loadComments() {
        api.fetch(page: 0) { [weak self] _ in self?.comments.pullToRefreshView.stopAnimating() }
    }

    private func refresh() {
        api.fetch(page: 0) { [weak self] _ in
            self?.tableView.pullToRefreshView.stopAnimating()
            self?.tableView.showsInfiniteScrolling = true
        }
    }

    private func loadMore() {
        api.fetch(page: 1) { [weak self] isLast in
            self?.tableView.infiniteScrollingView.stopAnimating()
            if isLast { self?.tableView.showsInfiniteScrolling = false }
        }
    }
}

/// The app's network layer: calls back on the main queue.
@MainActor final class PhotosAPI {
    func fetch(page: Int, completion: @escaping @MainActor (_ isLast: Bool) -> Void) {
        DispatchQueue.main.async { completion(page > 3) }
    }
}
