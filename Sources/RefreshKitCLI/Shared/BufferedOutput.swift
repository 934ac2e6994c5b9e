/// Text for a standard stream, collected into chunks of ``capacity`` bytes and written a chunk
/// at a time: a long output costs one buffer, not its whole length, and few system calls.
final class BufferedOutput {
    /// Bytes collected before they are written.
    static let capacity = 64 * 1024

    private let stream: StandardStream
    private var buffer = ""
    /// Why the first write to the stream failed (then nothing more is written), or nil.
    private(set) var failure: String?

    /// Output to `stream`.
    init(_ stream: StandardStream) {
        self.stream = stream
        buffer.reserveCapacity(Self.capacity + 1024)
    }

    /// Adds `text`, writing the buffer once it holds ``capacity`` bytes or more.
    func write(_ text: String) {
        buffer += text
        if buffer.utf8.count >= Self.capacity { flush() }
    }

    /// Writes whatever is collected.
    func flush() {
        guard !buffer.isEmpty else { return }
        if failure == nil { failure = stream.write(buffer) }
        buffer.removeAll(keepingCapacity: true)
    }
}
