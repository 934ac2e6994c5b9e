/// An indicator that spells the app's name where it has no text of its own (the letter wave):
/// the adapter, which reads the name from the app's bundle, asks it through this protocol, so
/// the adapter names no style of another module.
package protocol AppNameSpelling: RefreshIndicator {
    /// This indicator spelling `name`; nil when it has a text of its own.
    ///
    /// - Parameter name: The app's display name.
    /// - Returns: The indicator with `name` as its text, or nil.
    func spelling(appName name: String) -> (any RefreshIndicator)?
}
