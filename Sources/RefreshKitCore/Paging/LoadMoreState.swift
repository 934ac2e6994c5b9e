/// Where an app's paging is, as the app keeps it: what SwiftUI's `.loadMore(state:…)` footer
/// shows. The app changes it as its loads start and end; the footer follows it on every render.
public enum LoadMoreState: Hashable, Sendable {
    /// There is more to load and nothing loads now: the footer calls the action when its end
    /// shows (and again only after the content grew, so it never loops).
    case idle
    /// A page loads (started by the footer's action or elsewhere): the footer shows it loading,
    /// even after the action returned, until the state says otherwise.
    case loading
    /// The last page has loaded: the footer says so and never loads.
    case noMoreData
    /// The last load failed: the footer says so with its retry; a tap on it, or a pull past it,
    /// calls the action again.
    case failed
}
