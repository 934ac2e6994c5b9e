import RefreshKit
import RefreshKitStyles
import UIKit

/// UIKit code as apps write it for `UIRefreshControl`, kept: a table view controller under a
/// large title whose `refreshControl` is a `StyledRefreshControl` (the letter wave inside the
/// system control) with a `.valueChanged` target, and a load-more footer whose every second page
/// fails — it says so and loads again on a tap or a pull. The fake network calls answer on a
/// background queue and end the controls from there.
final class DropInViewController: UITableViewController {
    private var rows = (1...20).map { "Item \($0)" }
    private var attempts = 0

    init() {
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerTextRows()
        refreshControl = StyledRefreshControl(.letterWave(), configuration: .tall)
        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)

        let footer = RefreshControl(.classic(), configuration: .loadMore)
        footer.addTarget(self, action: #selector(loadMore(_:)), for: .valueChanged)
        footer.setTitle("That's all for now", for: .noMoreData)
        tableView.refreshFooter = footer
    }

    @objc private func reload() {
        DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { [weak self] in  // the fake network call
            DispatchQueue.main.async {
                self?.rows = (1...20).map { "Item \($0)" }
                self?.tableView.reloadData()
                self?.tableView.refreshFooter?.noMoreData = false
                self?.refreshControl?.endRefreshing()
            }
        }
    }

    /// Every second page fails; the footer offers the retry. Ended from the background queue.
    @objc private func loadMore(_ footer: RefreshControl) {
        attempts += 1
        let fails = attempts % 2 == 0
        let first = rows.count + 1
        DispatchQueue.global().asyncAfter(deadline: .now() + 1) { [weak self] in
            guard !fails else {
                footer.endRefreshing(with: URLError(.notConnectedToInternet))
                return
            }
            DispatchQueue.main.async {
                self?.rows += (first..<first + 20).map { "Item \($0)" }
                self?.tableView.reloadData()
                if (self?.rows.count ?? 0) >= 100 { footer.noMoreData = true }
                footer.endRefreshing()
            }
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.textRow(rows[indexPath.row], at: indexPath)
    }
}
