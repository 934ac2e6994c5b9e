/// Which edge of a scroll view a refresh control sits on.
public enum RefreshEdge: String, Hashable, Sendable, CaseIterable {
    /// Above the content: pull down to refresh.
    case header
    /// Below the content: pull up (or scroll near the end) to load more.
    case footer
}
