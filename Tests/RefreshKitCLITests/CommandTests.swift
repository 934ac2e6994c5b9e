import Testing
@testable import RefreshKitCLI

@Suite struct CommandTests {
    @Test func rootCommandIsNamedRefreshkit() {
        #expect(RefreshKitCommand.configuration.commandName == "refreshkit")
    }

    @Test func simulateIsASubcommand() {
        #expect(RefreshKitCommand.configuration.subcommands.contains { $0 == Simulate.self })
        #expect(Simulate._commandName == "simulate")
    }

    /// Each command states its name, so neither the argument parser nor the tool derives it from
    /// the type's name at run time (a look-up that cost every command 5.6 M instructions, a
    /// sixth of `refreshkit styles`).
    @Test func everyCommandStatesTheNameUsersType() {
        let commands = RefreshKitCommand.configuration.subcommands
        #expect(commands.map { $0.configuration.commandName } == ["render", "simulate", "styles", "soak", "layers"])
        #expect(RefreshKitCommand.commandNames == ["render", "simulate", "styles", "soak", "layers", "help"])
    }

    @Test func parsesFileAndFramesFlag() throws {
        let command = try Simulate.parse(["script.json", "--frames"])
        #expect(command.file == "script.json")
        #expect(command.frames)
        let bare = try Simulate.parse([])
        #expect(bare.file == nil)
        #expect(!bare.frames)
    }

    @Test func oneLineEscapesLineBreaks() {
        #expect(Simulate.oneLine("a\nb\rc") == "a\\nb\\rc")
        #expect(Simulate.oneLine("plain: text") == "plain: text")
    }
}
