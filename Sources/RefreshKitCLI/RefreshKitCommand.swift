import ArgumentParser

/// `refreshkit`: render indicators, simulate gestures, list styles.
public struct RefreshKitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "refreshkit",
        abstract: "RefreshKit's command-line tool: simulate gestures and render indicators.",
        subcommands: [Render.self, Simulate.self, Styles.self, Soak.self])

    /// The status for a command line that cannot be parsed (as for any input the user can fix).
    public static let usageStatus: Int32 = 2

    public init() {}

    /// Parses `arguments` (without the program name), runs the command and returns the exit
    /// status. Help and version print in full and return 0; a command line that cannot be
    /// parsed prints ONE line on standard error and returns 2; commands report their own
    /// failures (one line, status 2) the same way.
    public static func run(arguments: [String]) -> Int32 {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let code as ExitCode {
            return code.rawValue
        } catch {
            if exitCode(for: error) == .success {
                StandardStream.output.write(fullMessage(for: error) + "\n")
                return 0
            }
            let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid command line"
            StandardStream.error.write("refreshkit: \(Simulate.oneLine(first)) (see `refreshkit help`)\n")
            return usageStatus
        }
    }
}
