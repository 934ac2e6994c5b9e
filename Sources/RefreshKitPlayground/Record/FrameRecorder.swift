import Foundation
import RefreshKitCore
import RefreshKitRender

/// `--record DIR`: every frame shown, as `DIR/frame-00000.png`, `frame-00001.png`, …, and one
/// line per frame in `DIR/frames.jsonl` saying what it shows:
/// `{"frame": 0, "file": "frame-00000.png", "t": 0.016, "header": "pulling", "footer": "idle",
/// "headerArea": [x, y, width, height]}` — the header indicator's area in pixels, clipped to
/// where content shows (absent when it does not show). ``FrameCheck`` reads it back.
package final class FrameRecorder {
    /// The file that lists the frames.
    package static let indexFile = "frames.jsonl"

    /// One line of the index.
    package struct Entry: Codable, Hashable, Sendable {
        /// The frame's number, from 0.
        package var frame: Int
        /// The PNG's file name inside the directory.
        package var file: String
        /// Seconds since the start.
        package var t: Double
        /// The header's state.
        package var header: String
        /// The footer's state.
        package var footer: String
        /// The header indicator's visible area in pixels: x, y, width, height.
        package var headerArea: [Int]?
    }

    /// The directory written.
    package let directory: String
    /// Frames written so far.
    package private(set) var count = 0
    private let index: FileHandle

    /// Creates `directory` (and its parents) and an empty index in it.
    package init(directory: String) throws {
        self.directory = directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw PlaygroundError(
                "cannot create the directory '\(directory)': \(error.localizedDescription); pass a writable --record DIR"
            )
        }
        let path = directory + "/" + Self.indexFile
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw PlaygroundError("cannot write '\(path)'; pass a writable --record DIR")
        }
        index = handle
    }

    deinit { try? index.close() }

    /// The file name of frame `n`.
    package static func fileName(_ n: Int) -> String {
        let digits = String(n)
        return "frame-" + String(repeating: "0", count: Swift.max(0, 5 - digits.count)) + digits + ".png"
    }

    /// Writes one frame and its line.
    package func record(
        _ frame: FrameBuffer, layout: FrameLayout, time: Double,
        header: RefreshPhase, footer: RefreshPhase
    ) throws {
        let name = Self.fileName(count)
        do {
            try PNGWriter.write(frame.bitmap, to: directory + "/" + name)
        } catch {
            throw PlaygroundError("cannot write '\(directory)/\(name)': \(error)")
        }
        var area: [Int]?
        if let h = layout.header {
            let visible = h.rect.intersection(layout.contentViewport)
            if !visible.isEmpty {
                let s = layout.scale
                let y0 = Int((visible.minY * s).rounded()), y1 = Int((visible.maxY * s).rounded())
                let x0 = Int((visible.minX * s).rounded()), x1 = Int((visible.maxX * s).rounded())
                if y1 > y0, x1 > x0 { area = [x0, y0, x1 - x0, y1 - y0] }
            }
        }
        let entry = Entry(
            frame: count, file: name, t: (time * 1e6).rounded() / 1e6, header: header.rawValue,
            footer: footer.rawValue, headerArea: area)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let line = try encoder.encode(entry) + Data("\n".utf8)
        index.write(line)
        count += 1
    }
}

/// A failure the user can fix: one line that says what to do.
package struct PlaygroundError: Error, CustomStringConvertible, Sendable {
    /// The line.
    package let description: String
    /// Creates an error.
    package init(_ description: String) { self.description = description }
}
