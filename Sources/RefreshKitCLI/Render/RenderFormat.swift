import ArgumentParser

/// The file formats `refreshkit render` writes.
package enum RenderFormat: String, ChoiceOption {
    /// One PNG per moment (a directory of frames for a cycle).
    case png
    /// A looping animated GIF (one frame for a moment).
    case gif
    /// One SVG per moment (a directory of frames for a cycle).
    case svg

    package static let optionName = "--format"
    package static let refusal = "is not a format; pass png, gif or svg"

    /// The format a path's extension names, if any.
    static func from(path: String) -> RenderFormat? {
        `extension`(of: path).flatMap { RenderFormat(rawValue: $0.lowercased()) }
    }

    /// The extension of the last component of `path` (after its last dot), if it has one; a
    /// leading dot (a hidden file) is not an extension.
    static func `extension`(of path: String) -> String? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let ext = name[name.index(after: dot)...]
        return ext.isEmpty ? nil : String(ext)
    }
}
