/// The `os` module's older logging call (https://developer.apple.com/documentation/os/os_log(_:log:_:)):
/// a static message to a log of a subsystem and category, recorded in the world as ``Logger``'s
/// messages are (``ModelRecord/logEntries``).
public final class OSLog: Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String

    /// A log of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// The default log.
    public static let `default` = OSLog(subsystem: "", category: "")
}

/// Logs `message` (a static string; the model takes no format arguments) to `log` at `type`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default) {
    let entry = ModelRecord.LogEntry(
        subsystem: log.subsystem, category: log.category, level: type, message: "\(message)")
    if let world = ModelContext.world { world.record.append(entry) }
}
