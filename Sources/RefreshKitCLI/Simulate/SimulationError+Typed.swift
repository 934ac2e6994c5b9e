import RefreshKitCore
import RefreshKitSimulation

extension SimulationError {
    /// Runs `body`, whose core API throws untyped (typed throws crash the iOS toolchain, so the
    /// core avoids them), and passes on its `SimulationError` typed.
    static func typed<T>(_ body: () throws -> T) throws(SimulationError) -> T {
        do {
            return try body()
        } catch let error as SimulationError {
            throw error
        } catch {
            throw SimulationError(path: "", message: "\(error)")
        }
    }
}
