import ArgumentParser

/// `refreshkit`: render indicators, simulate gestures, list styles.
public struct RefreshKitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "refreshkit",
        abstract: "RefreshKit's command-line tool: simulate gestures and render indicators.",
        subcommands: [Simulate.self])

    public init() {}
}
