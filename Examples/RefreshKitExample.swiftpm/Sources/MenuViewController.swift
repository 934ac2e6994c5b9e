import UIKit

/// The first screen: one row per demo.
final class MenuViewController: UITableViewController {
    private let screens = ExampleScreen.allCases
    private let cellIdentifier = "screen"

    init() {
        super.init(style: .insetGrouped)
        title = "RefreshKit"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        screens.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: cellIdentifier)
        let screen = screens[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = screen.title
        content.secondaryText = screen.subtitle
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(screens[indexPath.row].makeViewController(), animated: true)
    }
}
