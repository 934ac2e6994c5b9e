import ArgumentParser
import RefreshKitCore
import RefreshKitSimulation

/// `refreshkit simulate [FILE] [--frames]`: runs a gesture script on a simulated scroll view
/// with the real refresh controllers and prints what happened as JSON.
///
/// Exit status 0 with the result on standard output; 2 when the input cannot be read or is not
/// a valid script, with exactly one line on standard error
/// (`refreshkit simulate: steps[3].drag.duration: -1 is negative; pass zero or more`) and
/// nothing on standard output.
package struct Simulate: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run a gesture script on a simulated scroll view and print the result as JSON.",
        discussion: """
            The script is a JSON object: viewport {width, height}, contentHeight, optional \
            contentInset and safeArea {top, bottom}, header and footer {height, trigger, mode, \
            autoDistance, actionDuration}, actionDuration {header, footer}, collapsingHeader \
            {min, max}, fps, and steps: objects with one key each — drag {by, duration}, \
            release {velocity}, wait, begin (an edge, or {edge, runningAction, animated}), end, \
            fail, noMoreData, setContentHeight, setContentInset {top, bottom}, setSafeArea \
            {top, bottom}.

            A horizontal script ("direction": "horizontal") describes a carousel: contentWidth, \
            leading and trailing controls, {left, right} insets, setContentWidth, and a drag's \
            by positive to the right; the result uses the same words. See docs/cli.md for the \
            full contract.

            Exit status: 0 on success; 2 when the input cannot be read or is not a valid \
            script (one line on standard error, nothing on standard output).
            """)

    /// The status for input that cannot be read or is not a valid script (``ExitStatus/invalidInput``).
    package static let invalidInputStatus: Int32 = ExitStatus.invalidInput

    /// The script's path; nil or `-` reads standard input.
    @Argument(
        help: ArgumentHelp(
            "The gesture script (JSON). Omit it or pass - to read standard input.",
            valueName: "file"))
    package var file: String?

    /// Whether to add one sample per frame.
    @Flag(help: "Also print \"frames\": one sample per frame at the script's fps, from t = 0.")
    package var frames = false

    /// Creates the command with no file (standard input) and no frames.
    package init() {}

    /// Reads, decodes, runs and prints (frames as they are produced); on bad input writes one
    /// line to standard error, nothing to standard output, and exits 2.
    package func run() throws {
        let file = self.file, frames = self.frames
        // `main()` runs on the main thread, where the simulator (a main-actor type) lives.
        let (outcome, writeFailure): (Result<Void, SimulationError>, String?) = MainActor.assumeIsolated {
            let output = BufferedOutput(.output)
            let result = Result { () throws(SimulationError) in
                // Decoded in a statement of its own, so the input's bytes are freed before the run.
                let decoded = try Self.decode(InputReader.read(file))
                try Self.run(decoded, frames: frames, to: output.write)
            }
            output.flush()  // nothing was written when the script is refused
            return (result, output.failure)
        }
        switch outcome {
        case .success:
            if let writeFailure {
                StandardStream.error.write("refreshkit simulate: cannot write to standard output: \(writeFailure)\n")
                throw WriteFailure()
            }
        case let .failure(error):
            StandardStream.error.write("refreshkit simulate: \(ErrorLine.make(error.description))\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// Decodes `input`, runs it and returns the JSON text to print, or the script's first problem.
    /// The whole text at once; ``write(for:frames:to:)`` makes the same text without holding it.
    @MainActor
    package static func output(for input: [UInt8], frames: Bool) throws(SimulationError) -> String {
        let (script, words) = try ScriptDecoder.decodeWithVocabulary(JSONParser.parse(input))
        let result = try SimulationError.typed { try Simulator(script: script) }.run(recordFrames: frames)
        return ResultEncoder.encode(result, words: words)
    }

    /// Decodes `input`, runs it and hands the JSON text of ``output(for:frames:)`` to `write`
    /// piece by piece, or throws the script's first problem before writing anything.
    ///
    /// The frames come last in the output but the events, actions and final state before them
    /// are known only at the end of a run, so with `frames` the script runs twice (a run is a
    /// pure function of the script): the first run gives everything before the frames, the
    /// second writes each frame as it is produced. Memory does not grow with the number of
    /// frames.
    @MainActor
    static func write(for input: [UInt8], frames: Bool, to write: @escaping (String) -> Void) throws(SimulationError) {
        try run(decode(input), frames: frames, to: write)
    }

    /// The script in `input` and the words of its direction, or its first problem.
    static func decode(_ input: [UInt8]) throws(SimulationError) -> (script: SimulationScript, words: ScriptVocabulary)
    {
        try ScriptDecoder.decodeWithVocabulary(JSONParser.parse(input))
    }

    /// Runs a decoded script and hands its JSON text to `write` piece by piece (see
    /// ``write(for:frames:to:)``).
    @MainActor
    static func run(
        _ decoded: (script: SimulationScript, words: ScriptVocabulary), frames: Bool,
        to write: @escaping (String) -> Void
    ) throws(SimulationError) {
        let (script, words) = decoded
        let summary = try SimulationError.typed { try Simulator(script: script) }.run()
        var stream = ResultStream(words: words, write)
        stream.begin(events: summary.events, actions: summary.actions, final: summary.final)
        if frames {
            let replay = try SimulationError.typed { try Simulator(script: script) }
            stream.beginFrames()
            _ = replay.run { stream.frame($0.frame) }
            stream.endFrames()
        }
        stream.end()
    }

    /// `text` as one safe line (see ``ErrorLine/make(_:)``).
    static func oneLine(_ text: String) -> String {
        ErrorLine.make(text)
    }
}
