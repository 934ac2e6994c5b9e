import RefreshKit
import UIKit

/// Every built-in style (``ExampleStyle/all``), one row each with a still of the style refreshing;
/// tapping a row opens a table that refreshes with that style.
final class StyleGalleryViewController: UITableViewController {
    private let styles = ExampleStyle.all
    private let glyphs = CoreTextGlyphSource()
    private let previewHeight = 64.0

    init() {
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(StyleCell.self, forCellReuseIdentifier: StyleCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 120
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        styles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: StyleCell.reuseIdentifier, for: indexPath)
        guard let styleCell = cell as? StyleCell else { return cell }
        let style = styles[indexPath.row]
        styleCell.configure(name: style.name, summary: style.summary, preview: preview(of: style))
        return styleCell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let style = styles[indexPath.row]
        let next: UIViewController
        switch style.kind {
        case .indicator(let make):
            next = StyleDemoViewController(
                styleName: style.name, indicator: make(),
                configuration: style.drawsText ? .tall : .standard)
        case .collapsingHeader:
            next = CollapsingHeaderViewController()
        }
        next.title = style.name
        navigationController?.pushViewController(next, animated: true)
    }

    /// The style 0.4 s into refreshing, across the table.
    private func preview(of style: ExampleStyle) -> IndicatorScene {
        let size = Size(width: Double(tableView.bounds.width), height: previewHeight)
        switch style.kind {
        case .indicator(let make):
            let moment = IndicatorMoment(state: .refreshing, time: 0.4)
            return make().scene(for: moment.context(size: size, glyphs: glyphs))
        case .collapsingHeader:
            // The header itself is a view (CollapsingHeaderView): the row shows its title bar's colour.
            var builder = IndicatorSceneBuilder(size: size)
            builder.fill(
                VectorPath { $0.addRect(Rect(x: 0, y: 0, width: size.width, height: size.height)) },
                with: .solid(RGBAColor(rgb8: 0, 122, 255)))
            return builder.build()
        }
    }
}
