import Testing
@testable import RefreshKitCLI

@Suite struct CommandTests {
    @Test func rootCommandIsNamedRefreshkit() {
        #expect(RefreshKitCommand.configuration.commandName == "refreshkit")
    }
}
