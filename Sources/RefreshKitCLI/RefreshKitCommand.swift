import ArgumentParser

/// `refreshkit`: render indicators, simulate gestures, list styles.
package struct RefreshKitCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "refreshkit",
        abstract: "RefreshKit's command-line tool: simulate gestures and render indicators.",
        version: version,
        subcommands: [Render.self, Simulate.self, Styles.self, Soak.self, Layers.self])

    /// What `refreshkit --version` prints: the version of the CHANGELOG's newest section, with
    /// `-dev` while that section is unreleased.
    package static let version = "1.0.0-dev"

    /// The status for a command line that cannot be parsed (``ExitStatus/invalidInput``).
    package static let usageStatus: Int32 = ExitStatus.invalidInput

    package init() {}

    /// Parses `arguments` (without the program name), runs the command and returns the exit
    /// status. Help and version print in full and return 0; a command line that cannot be
    /// parsed prints ONE line on standard error and returns 2; commands report their own
    /// failures (one line, status 2) the same way.
    package static func run(arguments: [String]) -> Int32 {
        if let unknown = unknownCommandMessage(arguments) ?? unknownHelpTopicMessage(arguments) {
            StandardStream.error.write("refreshkit: \(unknown)\n")
            return ExitStatus.invalidInput
        }
        if let repeated = repeatedOptionMessage(arguments) {
            let command = arguments[0].hasPrefix("-") ? "refreshkit" : "refreshkit \(arguments[0])"
            StandardStream.error.write("\(command): \(ErrorLine.make(repeated))\n")
            return ExitStatus.invalidInput
        }
        if let refused = refusedChoiceMessage(arguments) {
            StandardStream.error.write("refreshkit \(arguments[0]): \(ErrorLine.make(refused))\n")
            return ExitStatus.invalidInput
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success
        } catch let code as ExitCode {
            return code.rawValue
        } catch is WriteFailure {
            return ExitStatus.writeFailure
        } catch {
            if exitCode(for: error) == .success {  // help and version
                do { try StandardStream.writeResult(fullMessage(for: error) + "\n", command: "help") } catch {
                    return ExitStatus.writeFailure
                }
                return ExitStatus.success
            }
            // Quoted input is escaped before the first line is taken, so a line break inside a
            // value cannot cut the message short.
            let first =
                shortenedQuotes(message(for: error)).split(separator: "\n").first.map(String.init)
                ?? "invalid command line"
            StandardStream.error.write("refreshkit: \(ErrorLine.make(first)) (see `refreshkit help`)\n")
            return ExitStatus.invalidInput
        }
    }

    /// The names a first argument may be: the commands and `help`.
    static var commandNames: [String] {
        configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// "unknown command 'rendr'; did you mean 'render'? …" when the first argument is neither an
    /// option nor a command.
    static func unknownCommandMessage(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commandNames.contains(first) else { return nil }
        let list = commandNames.joined(separator: ", ")
        if let guess = Suggestion.nearest(to: first, among: commandNames) {
            return "unknown command \(first.quotedInput()); did you mean '\(guess)'? (one of \(list))"
        }
        return "unknown command \(first.quotedInput()); use one of \(list)"
    }

    /// An argument parser message with each quoted piece of input (`'…'`) cut to the length
    /// any error quotes, escaped as `String.quotedInput(mark:)` does.
    static func shortenedQuotes(_ message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts.count % 2 == 1 else { return message }
        return parts.enumerated().map { index, part in
            index % 2 == 1 ? String(part).quotedInput() : String(part)
        }.joined()
    }
}
