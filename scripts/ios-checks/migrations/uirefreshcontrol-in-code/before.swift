// migration: at most 3 changed lines
import UIKit

/// A list refreshed by UIKit's own control, ended from URLSession's queue through the main queue.
final class FeedViewController: UITableViewController {
    private var items: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let control = UIRefreshControl()
        control.tintColor = .systemTeal
        control.addTarget(self, action: #selector(reload), for: .valueChanged)
        refreshControl = control
    }

    @objc func reload() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com/feed")!) { [weak self] _, _, _ in
            DispatchQueue.main.async {
                self?.items.append("Item")
                self?.tableView.reloadData()
                self?.refreshControl?.endRefreshing()
            }
        }.resume()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
