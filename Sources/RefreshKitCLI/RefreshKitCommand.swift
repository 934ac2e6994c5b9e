import ArgumentParser

/// `refreshkit`: render indicators, simulate gestures, list styles.
public struct RefreshKitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "refreshkit",
        abstract: "RefreshKit's command-line tool: simulate gestures and render indicators.",
        subcommands: [Render.self, Simulate.self, Styles.self])

    public init() {}
}
