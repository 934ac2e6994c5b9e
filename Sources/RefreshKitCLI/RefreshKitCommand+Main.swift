import CHeapInfo
extension RefreshKitCommand {
    /// The process's entry point: takes the arguments as the bytes the system passed (without
    /// the program name), installs the signal handling of ``SignalGuard``, refuses an argument
    /// that is not UTF-8 (a path would otherwise be written under another name), then runs as
    /// ``run(arguments:)`` does.
    ///
    /// - Returns: The exit status.
    package static func main(rawArguments: [[UInt8]]) -> Int32 {
        // One malloc arena: a thread of the tool's own (the signal reader, a render worker) then
        // reserves no 64 MB of address space for an arena of its own, so what a run may still use
        // under `ulimit -v` does not depend on which thread allocated first.
        rk_use_one_malloc_arena()
        let first = rawArguments.first.flatMap { String(validating: $0, as: UTF8.self) }
        SignalGuard.install(
            command: first.map { commandNames.contains($0) && $0 != "help" ? "refreshkit \($0)" : "refreshkit" }
                ?? "refreshkit")
        var arguments: [String] = []
        for (index, raw) in rawArguments.enumerated() {
            guard let text = String(validating: raw, as: UTF8.self) else {
                StandardStream.error.write(
                    "refreshkit: argument \(index + 1) (\(Self.shownBytes(raw))) is not UTF-8 text; "
                        + "pass paths and values as UTF-8 (rename a file whose name is not)\n")
                return ExitStatus.invalidInput
            }
            arguments.append(text)
        }
        return run(arguments: arguments)
    }

    /// Bytes as a message shows them: ASCII letters as they are, anything else as `\xHH`, at
    /// most ``String/maximumQuotedInput`` of them.
    static func shownBytes(_ bytes: [UInt8]) -> String {
        let shown = bytes.prefix(String.maximumQuotedInput).map { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "\\")
                ? String(UnicodeScalar(byte))
                : "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
        }
        return "'" + shown.joined() + (bytes.count > String.maximumQuotedInput ? "…" : "") + "'"
    }

    /// "--style is given twice; …" for a command line that gives an option more than once (which
    /// one would count is not what anyone means), or nil.
    static func repeatedOptionMessage(_ arguments: [String]) -> String? {
        // A list, not a set: a command has a handful of options, and a set of substrings costs a
        // run-time conformance look-up on first use.
        var seen: [Substring] = []
        for argument in arguments.dropFirst() {
            if argument == "--" { break }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let name = argument.split(separator: "=", maxSplits: 1)[0]
            guard !seen.contains(name) else {
                return "\(String(name).quotedInput()) is given twice; pass it once"
            }
            seen.append(name)
        }
        return nil
    }

    /// "unknown command 'nope'…" for `help NAME` when NAME is no command, or nil.
    static func unknownHelpTopicMessage(_ arguments: [String]) -> String? {
        guard arguments.first == "help", arguments.count > 1, !arguments[1].hasPrefix("-") else { return nil }
        return unknownCommandMessage(Array(arguments.dropFirst()))
    }
}
