/// The inset share a refresh control holds, as an object: if the control is released without
/// `detach()` while it holds a share, the lease gives the share (and the busy mark) back to the
/// host on the main actor, so a dropped control can never leave the inset drifted.
///
/// (A main-actor class cannot touch its host from `deinit` on iOS before 18.4, hence this.)
final class ShareLease {
    private weak var host: (any ScrollHost)?
    private let edge: RefreshEdge
    /// False once the control gave the share back itself.
    var isActive = true

    init(host: any ScrollHost, edge: RefreshEdge) {
        self.host = host
        self.edge = edge
    }

    deinit {
        guard isActive, let host else { return }
        let edge = self.edge
        Task { @MainActor [weak host] in
            host?.setRefreshInset(0, for: edge, animationDuration: 0)
            host?.busyEdges.remove(edge)
        }
    }
}
