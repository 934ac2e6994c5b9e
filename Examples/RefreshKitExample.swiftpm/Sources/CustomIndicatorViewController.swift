import RefreshKit
import SwiftUI
import UIKit

/// A table refreshing with ``PulsingDotRing``, the custom indicator of the DocC article; its
/// header shows the ring looping outside the scroll view (``PulsingDotRingShowcase``).
final class CustomIndicatorViewController: UITableViewController {
    private var rows = (1...30).map { "Row \($0)" }

    init() {
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerTextRows()
        tableView.refreshHeader = RefreshControl(.pulsingDotRing()) { [weak self] in
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            self?.rows.shuffle()
            self?.tableView.reloadData()
        }
        showShowcase()
    }

    private func showShowcase() {
        let showcase = UIHostingController(rootView: PulsingDotRingShowcase())
        addChild(showcase)
        showcase.view.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 144)
        tableView.tableHeaderView = showcase.view
        showcase.didMove(toParent: self)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.textRow(rows[indexPath.row], at: indexPath)
    }
}
