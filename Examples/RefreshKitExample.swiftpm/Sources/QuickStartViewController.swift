import RefreshKit
import UIKit

/// README's UIKit quick start, verbatim.
final class QuickStartViewController: UITableViewController {
    private var items = ["One", "Two", "Three"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.refreshHeader = RefreshControl(.arcSpinner()) { [weak self] in
            try? await Task.sleep(nanoseconds: 1_000_000_000)  // your network call
            guard let self else { return }
            items.append("Item \(items.count + 1)")
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
