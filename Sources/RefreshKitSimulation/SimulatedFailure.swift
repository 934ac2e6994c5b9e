/// The error a script's `fail` step ends a refresh with.
public struct SimulatedFailure: Error, Hashable, Sendable {
    /// Creates the error.
    public init() {}
}
