import Foundation

/// The package's root directory, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The bytes of `gesture-scripts/<name>.json`.
func readExample(_ name: String) throws -> [UInt8] {
    let url = packageRoot.appendingPathComponent("gesture-scripts/\(name).json")
    return Array(try Data(contentsOf: url))
}
