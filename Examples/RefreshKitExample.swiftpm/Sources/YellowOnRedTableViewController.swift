import RefreshKit
import RefreshKitStyles
import UIKit

/// Five rows ("One" … "Five", 60 pt each) and a spinner on a red background with a yellow
/// tint, whose work ends after 4 s. "Letters" swaps in the APPCODA letter wave in its own
/// colours on the same header.
final class YellowOnRedTableViewController: UITableViewController {
    private let rows = ["One", "Two", "Three", "Four", "Five"]
    private var showsLetters = false

    init() {
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.registerTextRows()
        tableView.rowHeight = 60
        tableView.refreshHeader = RefreshControl(.system(.yellowOnRed)) {
            try? await Task.sleep(nanoseconds: 4_000_000_000)  // the demo's work
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Letters", primaryAction: UIAction { [weak self] _ in self?.toggleIndicator() })
    }

    /// Swaps the header's look: `indicator` can change at any time.
    private func toggleIndicator() {
        showsLetters.toggle()
        tableView.refreshHeader?.indicator =
            showsLetters
            ? Indicators.LetterWave(configuration: .fixedRainbow) : Indicators.System(configuration: .yellowOnRed)
        navigationItem.rightBarButtonItem?.title = showsLetters ? "Spinner" : "Letters"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.textRow(rows[indexPath.row], at: indexPath)
    }
}
