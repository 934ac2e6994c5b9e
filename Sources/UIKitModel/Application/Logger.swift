/// The `os` module's logger (https://developer.apple.com/documentation/os/logger): messages are
/// recorded in the world (``ModelRecord/logEntries``) as the console shows them to a developer —
/// values marked private are redacted as `<private>`, public ones and literal text are shown.
public struct Logger: Sendable {
    /// The subsystem.
    public let subsystem: String
    /// The category.
    public let category: String

    /// A logger of `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        let entry = ModelRecord.LogEntry(subsystem: subsystem, category: category, level: level, message: message.text)
        if let world = ModelContext.world { world.record.append(entry) }
    }

    /// Logs at the default level.
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs a debug message.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs an informative message.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs a notice.
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs an error.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs a fault (a bug in the code).
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}

/// A log level.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)
}

/// Whether an interpolated value is shown in the log.
public struct OSLogPrivacy: Hashable, Sendable {
    let isPublic: Bool
    /// Shown.
    public static let `public` = OSLogPrivacy(isPublic: true)
    /// Redacted.
    public static let `private` = OSLogPrivacy(isPublic: false)
    /// The default: strings and objects redacted, as `private`.
    public static let auto = OSLogPrivacy(isPublic: false)
}

/// A log message: literal text and interpolated values with their privacy.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    /// The message as shown.
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// The interpolations of a log message.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }

    /// A string value, shown when public.
    public mutating func appendInterpolation(_ value: @autoclosure () -> String, privacy: OSLogPrivacy = .auto) {
        text += privacy.isPublic ? value() : "<private>"
    }

    /// A number, shown (numbers are public by default).
    public mutating func appendInterpolation<T: Numeric>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .public)
    {
        text += privacy.isPublic ? "\(value())" : "<private>"
    }
}
