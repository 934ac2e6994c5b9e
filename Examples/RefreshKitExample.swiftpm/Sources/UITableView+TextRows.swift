import UIKit

/// The plain text rows every demo table shows.
extension UITableView {
    /// The reuse identifier of a text row.
    static let textRowIdentifier = "row"

    /// Registers the cell class of text rows; call once in `viewDidLoad`.
    func registerTextRows() {
        register(UITableViewCell.self, forCellReuseIdentifier: Self.textRowIdentifier)
    }

    /// A dequeued cell showing `text`.
    func textRow(_ text: String, at indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: Self.textRowIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = text
        cell.contentConfiguration = content
        return cell
    }
}
