/// A begin from code waiting for the host, with how it was asked for (``RefreshController``'s
/// `beginRefreshing(runningAction:animated:revealing:)` asked for before the scroll view has a size
/// and a window).
struct PendingBegin: Hashable, Sendable {
    var runningAction: Bool
    var animated: Bool
    var revealing: Bool
}
