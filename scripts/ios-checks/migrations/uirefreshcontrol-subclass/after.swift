// migration: at most 3 changed lines
import RefreshKit
import UIKit

/// An app's own refresh control: UIKit's, with a label under the spinner and a tint of its own.
final class BrandRefreshControl: StyledRefreshControl {
    private let caption = UILabel()

    override init() {
        super.init()
        setUp()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        tintColor = .systemIndigo
        caption.font = .preferredFont(forTextStyle: .caption1)
        caption.textAlignment = .center
        addSubview(caption)
    }

    override func beginRefreshing() {
        super.beginRefreshing()
        caption.text = "Syncing…"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        caption.frame = CGRect(x: 0, y: bounds.height - 16, width: bounds.width, height: 16)
    }
}

final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = BrandRefreshControl()
        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
    }

    @objc func reload() {
        URLSession.shared.dataTask(with: URL(string: "https://example.com/inbox")!) { [weak self] _, _, _ in
            DispatchQueue.main.async { self?.refreshControl?.endRefreshing() }
        }.resume()
    }
}
