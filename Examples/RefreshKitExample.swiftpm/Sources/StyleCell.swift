import RefreshKit
import UIKit

/// A gallery row: the style's name and summary over a still of it, drawn by a `SceneView`.
final class StyleCell: UITableViewCell {
    static let reuseIdentifier = "style"

    private let nameLabel = UILabel()
    private let summaryLabel = UILabel()
    private let previewView = SceneView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        summaryLabel.font = .preferredFont(forTextStyle: .footnote)
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0
        previewView.backgroundColor = .secondarySystemBackground
        let stack = UIStackView(arrangedSubviews: [nameLabel, summaryLabel, previewView])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            previewView.heightAnchor.constraint(equalToConstant: 64),
        ])
        accessoryType = .disclosureIndicator
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func configure(name: String, summary: String, preview: IndicatorScene) {
        nameLabel.text = name
        summaryLabel.text = summary
        previewView.scene = preview
        previewView.accessibilityLabel = "\(name) preview"
    }
}
