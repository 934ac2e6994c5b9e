import RefreshKit
import UIKit

/// The load-more footer in auto mode, holding its room below the last row (MJRefresh's auto
/// footer): pages of 20 rows load as the user scrolls to the end (a 1 s fake load each); after the
/// third page "No more data" stays in view under the last row.
/// "Reset", or pulling the header down, goes back to the first page and re-enables the footer.
/// The header shows the callback form: a handler that is given the control and ends it itself.
final class LoadMoreViewController: UITableViewController {
    private let pageSize = 20
    private let lastPage = 3
    private var rows: [String] = []
    private var pagesLoaded = 0

    init() {
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerTextRows()
        appendPage()
        tableView.refreshFooter = RefreshControl(.classic(), configuration: .loadMoreHoldingRoom) { [weak self] in
            try? await Task.sleep(nanoseconds: 1_000_000_000)  // the fake network call
            self?.appendPage()
        }
        tableView.refreshHeader = RefreshControl(
            .classic(),
            handler: { [weak self] control in
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {  // a callback-based API
                    self?.reset()
                    control.endRefreshing()
                }
            })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Reset", primaryAction: UIAction { [weak self] _ in self?.reset() })
    }

    /// Appends the next page; the footer stops once the last page is in.
    private func appendPage() {
        let first = pagesLoaded * pageSize + 1
        rows += (first..<first + pageSize).map { "Item \($0)" }
        pagesLoaded += 1
        tableView.reloadData()
        if pagesLoaded >= lastPage {
            tableView.refreshFooter?.noMoreData = true
        }
    }

    private func reset() {
        rows = []
        pagesLoaded = 0
        tableView.refreshFooter?.noMoreData = false
        appendPage()
        if tableView.refreshHeader?.isRefreshing != true {
            tableView.setContentOffset(CGPoint(x: 0, y: -tableView.adjustedContentInset.top), animated: true)
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.textRow(rows[indexPath.row], at: indexPath)
    }
}
