import RefreshKitCore

/// A number of an ``IndicatorCycle`` that cannot be used.
public struct IndicatorCycleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The property that holds the number (`fps`, `pullDuration`, …).
    public var field: String
    /// The number given.
    public var value: Double
    /// What the property needs, in words ("a rate greater than zero and at most 1000").
    public var requirement: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - field: The property that holds the number.
    ///   - value: The number given.
    ///   - requirement: What the property needs, in words.
    package init(field: String, value: Double, requirement: String) {
        self.field = field
        self.value = value
        self.requirement = requirement
    }

    /// One line: the property, its value and what it needs.
    public var description: String { "\(field) is \(value); it needs \(requirement)" }
}
