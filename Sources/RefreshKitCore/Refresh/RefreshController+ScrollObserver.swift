/// The controller as its host's scroll observer.
extension RefreshController {
    /// Follows the host: called by it after every event (do not call it yourself). While a
    /// header refreshes its share follows what is in view
    /// (``headerShare(offsetY:restingTopInset:height:)``: pinned section headers stay at the top)
    /// and settles whole or hidden when the user lets go (``settledHeaderShare(_:height:)``). A
    /// footer neither arms nor loads while the header side is pulled or bouncing back; on short
    /// content an auto footer loads only on a drag towards the end.
    ///
    /// - Parameters:
    ///   - host: The host that sent the event.
    ///   - event: What happened; a new drag (`willBeginDragging`) re-arms an auto footer.
    package func scrollHost(_ host: any ScrollHost, didReceive event: ScrollEvent) {
        if event == .willBeginDragging { autoTriggerArmed = true }
        // A drag UIKit reports without tracking (a trackpad's) is the user's only from the pan's
        // callback, after the offset's change: the share follows the content then too.
        update(
            on: host, contentMoved: event == .didScroll || event == .willBeginDragging,
            dragBegins: event == .willBeginDragging)
        if event == .didEndDragging(willDecelerate: false) || event == .didEndDecelerating { settleHeader(on: host) }
    }
}
