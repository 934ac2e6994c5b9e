/// An animated refresh indicator: the one protocol a custom animation implements.
///
/// `scene(for:)` must be pure: the same context gives the same scene, so any moment can be
/// rendered, tested and exported.
public protocol RefreshIndicator {
    /// What to draw at the moment the context describes.
    ///
    /// - Parameter context: The moment: state, distances, times, size, colours and glyphs.
    /// - Returns: The scene to draw, sized as the context's drawing area.
    func scene(for context: IndicatorContext) -> IndicatorScene

    /// How long, after a refresh ends, the indicator wants the header to stay open so that its
    /// animation can finish, given how long it was refreshing. The default is zero.
    ///
    /// - Parameter elapsed: Seconds the control spent refreshing.
    /// - Returns: Seconds to hold the header open while finishing; the header treats a value
    ///   that is not positive and finite as 0.
    func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double
}

extension RefreshIndicator {
    /// The default: no hold; the header lets go as soon as the refresh ends.
    ///
    /// - Parameter elapsed: Seconds the control spent refreshing (ignored).
    /// - Returns: 0.
    public func finishingHoldDuration(afterRefreshingFor elapsed: Double) -> Double { 0 }
}

/// The namespace of RefreshKit's built-in indicator styles; reach them as `.arcSpinner()`,
/// `.barFill()` and so on.
public enum Indicators {}
