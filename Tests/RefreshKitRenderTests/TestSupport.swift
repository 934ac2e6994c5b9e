import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import RefreshKitRender

/// The premultiplied RGBA bytes of one pixel.
struct RGBA: Equatable, CustomStringConvertible {
    var r: Int, g: Int, b: Int, a: Int
    var description: String { "(\(r), \(g), \(b), \(a))" }
}

extension Bitmap {
    /// The pixel at column `x`, row `y`.
    func at(_ x: Int, _ y: Int) -> RGBA {
        let i = (y * width + x) * 4
        return RGBA(r: Int(pixels[i]), g: Int(pixels[i + 1]), b: Int(pixels[i + 2]), a: Int(pixels[i + 3]))
    }
}

/// A closed rectangle path.
func rectPath(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> VectorPath {
    VectorPath(elements: [
        .move(Point(x: x, y: y)), .line(Point(x: x + w, y: y)),
        .line(Point(x: x + w, y: y + h)), .line(Point(x: x, y: y + h)), .close,
    ])
}

/// A fresh, empty directory under the temporary directory (`TMPDIR`, else `/tmp`); the test
/// removes it with ``removeTemporaryDirectory(_:)``.
func temporaryDirectory(_ name: String) -> String {
    let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/refreshkit-\(name)-XXXXXX".utf8CString)
    let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    return path
}

/// Removes a directory from ``temporaryDirectory(_:)`` and everything in it.
func removeTemporaryDirectory(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}
