// migration: at most 12 changed lines
import MJRefresh
import UIKit

/// An app's wrapper around MJRefresh: a header and an auto footer on any list, ended from the
/// network callback's queue (MJRefresh hops to the main queue itself), the footer hidden under
/// an empty list.
@MainActor final class Paging {
    private let tableView: UITableView
    private let api: PagingAPI

    init(tableView: UITableView, api: PagingAPI) {
        self.tableView = tableView
        self.api = api
        tableView.mj_header = MJRefreshNormalHeader(refreshingBlock: { [weak self] in self?.load(reset: true) })
        tableView.mj_footer = MJRefreshAutoNormalFooter(refreshingBlock: { [weak self] in self?.load(reset: false) })
    }

    private func load(reset: Bool) {
        // Ended from the network queue.
        nonisolated(unsafe) let header = tableView.mj_header, footer = tableView.mj_footer
        api.fetch(reset: reset) { isLastPage, isEmpty in  // on URLSession's queue
            header?.endRefreshing()
            DispatchQueue.main.async { footer?.isHidden = isEmpty }  // no footer under an empty list
            if isLastPage {
                footer?.endRefreshingWithNoMoreData()
            } else {
                footer?.endRefreshing()
            }
        }
    }
}

/// The app's network layer: calls back on URLSession's queue.
final class PagingAPI: Sendable {
    func fetch(reset: Bool, completion: @escaping @Sendable (_ isLastPage: Bool, _ isEmpty: Bool) -> Void) {
        let url = URL(string: "https://example.com/page")!
        URLSession.shared.dataTask(with: url) { _, _, _ in completion(false, false) }.resume()
    }
}
