/// Receives a scroll host's events. Hosts hold observers weakly.
@MainActor
package protocol ScrollObserver: AnyObject {
    /// Called after every event, with the host's metrics already updated.
    ///
    /// - Parameters:
    ///   - host: The host the event happened on.
    ///   - event: What happened.
    func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent)
}
