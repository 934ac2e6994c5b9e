#if canImport(UIKit)
import Foundation

/// The wall clock the controls read: "last updated" stamps and `staleAfter`. On the UIKit model the
/// module names the world's clock instead (`OnModel/ModelNames.swift`).
enum WallClock {
    /// The moment now.
    static var now: Date { Date() }
}
#endif
