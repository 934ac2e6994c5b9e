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
