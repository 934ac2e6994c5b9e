import RefreshKit
import UIKit

/// A plain table that refreshes with one style; each refresh is a 1.5 s fake load that puts a
/// new row on top.
final class StyleDemoViewController: UITableViewController {
    private let styleName: String
    private let indicator: any RefreshIndicator
    private let configuration: RefreshConfiguration
    private var rows = (1...30).map { "Row \($0)" }
    private var refreshCount = 0

    init(styleName: String, indicator: any RefreshIndicator, configuration: RefreshConfiguration) {
        self.styleName = styleName
        self.indicator = indicator
        self.configuration = configuration
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerTextRows()
        tableView.refreshHeader = RefreshControl(indicator, configuration: configuration) { [weak self] in
            try? await Task.sleep(nanoseconds: 1_500_000_000)  // the fake load
            self?.insertRefreshedRow()
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Refresh",
            primaryAction: UIAction { [weak self] _ in
                self?.tableView.refreshHeader?.beginRefreshing()
            })
    }

    private func insertRefreshedRow() {
        refreshCount += 1
        rows.insert("\(styleName) refresh \(refreshCount)", at: 0)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.textRow(rows[indexPath.row], at: indexPath)
    }
}
