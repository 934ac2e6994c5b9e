import UIKitModel

/// A shown window (390 × 844 points) holding a scroll view of 3,000-pt content at its top, for
/// the collapsing header's runs (call inside a world's `run`).
@MainActor
func shownLongList() -> UIScrollView {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let list = UIScrollView(frame: window.bounds)
    list.contentSize = CGSize(width: 390, height: 3000)
    window.addSubview(list)
    window.makeKeyAndVisible()
    return list
}
