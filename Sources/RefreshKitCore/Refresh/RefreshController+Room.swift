/// The inset share a control holds: a footer that holds its room at rest
/// (``RefreshConfiguration/holdsRoomAtRest``) keeps its height below the last row in every state
/// while attached; every other control holds a share only while refreshing, finishing or failed.
extension RefreshController {
    /// Whether this control keeps its room at rest: an auto footer whose configuration says so.
    package var holdsRoomAtRest: Bool {
        edge == .footer && configuration.mode == .auto && configuration.holdsRoomAtRest
    }

    /// The share the control holds at rest while attached: its height when it holds its room
    /// (and is not hidden), else 0.
    package var roomAtRest: Double {
        holdsRoomAtRest && host != nil && !isHidden ? configuration.height : 0
    }

    /// Takes the room at rest when the control attaches (at once: nothing has shown yet).
    func holdRoomAtRest(on host: any ScrollHost) {
        let room = roomAtRest
        guard room != 0, appliedShare != room else { return }
        appliedShare = room
        endLease()
        lease = ShareLease(host: host, edge: edge)
        host.setRefreshInset(room, for: edge, animationDuration: 0)
    }

    /// Gives the share back down to the room at rest (once nothing is held, the lease has nothing
    /// left to do).
    func releaseShare(on host: any ScrollHost, animated: Bool, keepingRoom: Bool = true) {
        let room = keepingRoom ? roomAtRest : 0
        appliedShare = room
        if room == 0 { endLease() }
        host.setRefreshInset(room, for: edge, animationDuration: animated ? configuration.insetAnimationDuration : 0)
    }

    /// Gives back what the control holds on the host beyond its room at rest (all of it when
    /// not `keepingRoom`: it detaches) and the busy mark.
    ///
    /// The busy mark and the lease go first: giving the share back changes the inset, and the
    /// scroll event that follows may start a refresh at once (an auto footer whose list is short
    /// again), which must keep the mark and lease it takes.
    func giveBackEverything(on host: any ScrollHost, animated: Bool, keepingRoom: Bool = true) {
        let room = keepingRoom ? roomAtRest : 0
        host.busyEdges.remove(edge)
        if room == 0 { endLease() }
        if appliedShare != room { releaseShare(on: host, animated: animated, keepingRoom: keepingRoom) }
    }

    /// Ends the lease: the control gave the share back itself, so the lease's release on
    /// deallocation must not.
    func endLease() {
        lease?.isActive = false
        lease = nil
    }
}
