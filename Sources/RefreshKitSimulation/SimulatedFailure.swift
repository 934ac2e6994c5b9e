/// The error a script's `fail` step ends a refresh with.
package struct SimulatedFailure: Error, Hashable, Sendable {
    /// Creates the error.
    package init() {}
}
