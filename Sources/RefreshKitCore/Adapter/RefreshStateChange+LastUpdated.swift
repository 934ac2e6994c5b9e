extension RefreshStateChange {
    /// Whether this change ends a header's refresh that did not fail (refreshing to finishing):
    /// the moment a control stamps its "last updated" time, as MJRefresh's header does. A failed
    /// refresh (to idle, with an error) and a footer's load stamp nothing.
    package var stampsLastUpdated: Bool {
        edge == .header && from == .refreshing && to == .finishing
    }
}
