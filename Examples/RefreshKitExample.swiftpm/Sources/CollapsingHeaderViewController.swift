import RefreshKit
import UIKit

/// The collapsing header: a `CollapsingHeaderView` above a table shrinks from 88 to 44 pt as
/// the table scrolls up, grows back as it scrolls down, and snaps open or shut when scrolling
/// stops.
final class CollapsingHeaderViewController: UIViewController, UITableViewDataSource {
    private let header = CollapsingHeaderView(title: "Inbox", subtitle: "Updated just now")
    private let tableView = UITableView(frame: .zero, style: .plain)
    private let rows = (1...50).map { "Message \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.dataSource = self
        tableView.registerTextRows()

        header.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        view.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        header.attach(to: tableView)  // the header owns its height constraint
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.textRow(rows[indexPath.row], at: indexPath)
    }
}
