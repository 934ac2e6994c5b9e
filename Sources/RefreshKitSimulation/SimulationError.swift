import RefreshKitCore

/// Why a script cannot run: the place (`steps[3].drag.duration`, `viewport.width`) and what to do.
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, as a path into the script.
    public var path: String
    /// What is wrong and what to pass instead.
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line: `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
