import Foundation
import RefreshKitCore
import RefreshKitRender

/// `--check-frames DIR`: reads a `--record` directory back and tells whether the frames show
/// the header indicator: a frame shows it when at least ``minimumPixels`` pixels of the
/// indicator's area differ from the background by more than ``tolerance`` in some channel.
package enum FrameCheck {
    /// Pixels that must differ for an area to count as drawn.
    package static let minimumPixels = 20
    /// The largest channel difference still counted as background.
    package static let tolerance = 8

    /// What the check found.
    package struct Report: Hashable, Sendable {
        /// Frames listed in the index.
        package var frames: Int
        /// Frames whose header area shows, per header state.
        package var areaFrames: [String: Int]
        /// Frames whose header area shows a drawn indicator, per header state.
        package var drawnFrames: [String: Int]

        /// Whether the indicator was drawn while pulling or armed and while refreshing.
        package var passed: Bool {
            (drawnFrames["pulling", default: 0] + drawnFrames["armed", default: 0]) > 0
                && drawnFrames["refreshing", default: 0] > 0
        }

        /// One line of JSON: `{"frames": N, "headerAreaFrames": {...}, "indicatorDrawnFrames":
        /// {...}, "passed": true}` (states in ``RefreshPhase`` order).
        package var json: String {
            func counts(_ d: [String: Int]) -> String {
                "{"
                    + RefreshPhase.allCases.compactMap { p in d[p.rawValue].map { "\"\(p.rawValue)\": \($0)" } }
                    .joined(separator: ", ") + "}"
            }
            return "{\"frames\": \(frames), \"headerAreaFrames\": \(counts(areaFrames)), "
                + "\"indicatorDrawnFrames\": \(counts(drawnFrames)), \"passed\": \(passed)}"
        }
    }

    /// Checks the directory written by ``FrameRecorder``.
    package static func check(directory: String) throws -> Report {
        let path = directory + "/" + FrameRecorder.indexFile
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PlaygroundError("cannot read '\(path)'; pass a directory written by --record")
        }
        var report = Report(frames: 0, areaFrames: [:], drawnFrames: [:])
        let decoder = JSONDecoder()
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            let entry: FrameRecorder.Entry
            do { entry = try decoder.decode(FrameRecorder.Entry.self, from: Data(line)) } catch {
                throw PlaygroundError("'\(path)' line \(report.frames + 1) is not a frame entry: \(error)")
            }
            report.frames += 1
            guard let area = entry.headerArea, area.count == 4 else { continue }
            report.areaFrames[entry.header, default: 0] += 1
            let bitmap: Bitmap
            do { bitmap = try PNGReader.read(directory + "/" + entry.file) } catch {
                throw PlaygroundError("\(error)")
            }
            if drawnPixels(in: bitmap, x: area[0], y: area[1], width: area[2], height: area[3]) >= minimumPixels {
                report.drawnFrames[entry.header, default: 0] += 1
            }
        }
        return report
    }

    /// How many pixels of the area differ from ``PlaygroundLook/background``.
    package static func drawnPixels(in bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) -> Int {
        let (br, bg, bb, _) = FrameBuffer.bytes(PlaygroundLook.background)
        let x0 = Swift.max(0, x), x1 = Swift.min(bitmap.width, x + width)
        let y0 = Swift.max(0, y), y1 = Swift.min(bitmap.height, y + height)
        guard x0 < x1, y0 < y1 else { return 0 }
        var n = 0
        for row in y0..<y1 {
            for col in x0..<x1 {
                let i = (row * bitmap.width + col) * 4
                let p = bitmap.pixels
                if abs(Int(p[i]) - Int(br)) > tolerance || abs(Int(p[i + 1]) - Int(bg)) > tolerance
                    || abs(Int(p[i + 2]) - Int(bb)) > tolerance
                {
                    n += 1
                }
            }
        }
        return n
    }
}
