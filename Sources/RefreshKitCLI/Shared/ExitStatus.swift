/// The exit statuses every command uses (docs/cli.md lists them).
enum ExitStatus {
    /// The command did what was asked.
    static let success: Int32 = 0
    /// The result could not be written to standard output.
    static let writeFailure: Int32 = 1
    /// Anything the user can fix: a command line that cannot be parsed, a bad option or input.
    static let invalidInput: Int32 = 2
}
