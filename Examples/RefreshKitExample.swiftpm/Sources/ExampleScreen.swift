import RefreshKit
import RefreshKitStyles
import SwiftUI
import UIKit

/// The demo screens the menu lists.
enum ExampleScreen: CaseIterable {
    case quickStartUIKit
    case quickStartSwiftUI
    case styleGallery
    case loadMore
    case collapsingHeader
    case yellowOnRedTable
    case swiftUIList
    case swiftUIScrollView
    case swiftUILoadMore
    case customIndicator
    case dropIn

    var title: String {
        switch self {
        case .quickStartUIKit: "Quick start (UIKit)"
        case .quickStartSwiftUI: "Quick start (SwiftUI)"
        case .styleGallery: "Style gallery"
        case .loadMore: "Load more"
        case .collapsingHeader: "Collapsing header"
        case .yellowOnRedTable: "Yellow on red: five rows"
        case .swiftUIList: "SwiftUI List"
        case .swiftUIScrollView: "SwiftUI ScrollView"
        case .swiftUILoadMore: "SwiftUI load more"
        case .customIndicator: "Custom indicator"
        case .dropIn: "Drop-in UIKit"
        }
    }

    var subtitle: String {
        switch self {
        case .quickStartUIKit: "README's UIKit example"
        case .quickStartSwiftUI: "README's SwiftUI example"
        case .styleGallery: "Every built-in style, UIKit table, 1.5 s load"
        case .loadMore: "Auto footer, pages of 20, no more data after 3 pages"
        case .collapsingHeader: "CollapsingHeaderView over a table"
        case .yellowOnRedTable: ".system(.yellowOnRed): red background, yellow tint, 4 s load"
        case .swiftUIList: "List with .refreshable(.letterWave())"
        case .swiftUIScrollView: "ScrollView with .refreshable(.handwriting())"
        case .swiftUILoadMore: "List with .refreshable and .loadMore(noMoreData:)"
        case .customIndicator: "PulsingDotRing, the DocC article's indicator"
        case .dropIn: "StyledRefreshControl under a large title; a footer that fails and retries"
        }
    }

    @MainActor
    func makeViewController() -> UIViewController {
        let controller: UIViewController =
            switch self {
            case .quickStartUIKit: QuickStartViewController()
            case .quickStartSwiftUI: UIHostingController(rootView: QuickStartView())
            case .styleGallery: StyleGalleryViewController()
            case .loadMore: LoadMoreViewController()
            case .collapsingHeader: CollapsingHeaderViewController()
            case .yellowOnRedTable: YellowOnRedTableViewController()
            case .swiftUIList: UIHostingController(rootView: LetterWaveListView())
            case .swiftUIScrollView: UIHostingController(rootView: HandwritingScrollView())
            case .swiftUILoadMore: UIHostingController(rootView: SwiftUILoadMoreView())
            case .customIndicator: CustomIndicatorViewController()
            case .dropIn: DropInViewController()
            }
        controller.title = title
        controller.navigationItem.largeTitleDisplayMode = self == .dropIn ? .always : .never
        return controller
    }
}
