import RefreshKitCore
import RefreshKitSimulation

/// Writes the JSON text of ``ResultEncoder`` piece by piece: the events, actions and final
/// state, then each frame as it is produced, then the end. The pieces joined are exactly
/// ``ResultEncoder/encode(_:)``'s text, so a long run's frames never have to be held.
struct ResultStream {
    /// Where each piece goes.
    private let write: (String) -> Void
    /// The words of the script's direction.
    private let words: ScriptVocabulary
    /// Frames written so far (the first opens the list, an empty list prints as `[]`).
    private var framesWritten = 0

    /// A stream that hands every piece to `write`, in the words of `words`' direction.
    init(words: ScriptVocabulary = ScriptVocabulary(.vertical), _ write: @escaping (String) -> Void) {
        self.words = words
        self.write = write
    }

    /// Writes the opening brace through the final state (everything before the frames).
    func begin(events: [SimulationResult.Event], actions: [SimulationResult.Action], final: SimulationResult.Final) {
        write(ResultEncoder.head(events: events, actions: actions, final: final, words: words))
    }

    /// Opens the frames member.
    func beginFrames() { write(JSONWriter.memberSeparator + JSONWriter.member("frames", "")) }

    /// Writes one frame of the list.
    mutating func frame(_ frame: SimulationResult.Frame) {
        let opening = framesWritten == 0 ? JSONWriter.listOpening : JSONWriter.elementSeparator
        write(opening + ResultEncoder.frame(frame, words: words))
        framesWritten += 1
    }

    /// Closes the frames list.
    func endFrames() { write(framesWritten == 0 ? JSONWriter.emptyList : JSONWriter.listClosing) }

    /// Closes the object (the text ends with a newline).
    func end() { write(JSONWriter.documentClosing) }
}
