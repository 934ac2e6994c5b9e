import RefreshKitCore

/// Why a script cannot run: the place (`steps[3].drag.duration`, `viewport.width`) and what to do.
package struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, as a path into the script.
    package var path: String
    /// What is wrong and what to pass instead.
    package var message: String

    /// Creates an error.
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// One line: `path: message`.
    package var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
