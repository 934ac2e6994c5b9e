import ArgumentParser

/// The file formats `refreshkit render` writes.
public enum RenderFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// One PNG per moment (a directory of frames for a cycle).
    case png
    /// A looping animated GIF (one frame for a moment).
    case gif
    /// One SVG per moment (a directory of frames for a cycle).
    case svg

    /// The format a path's extension names, if any.
    static func from(path: String) -> RenderFormat? {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        return RenderFormat(rawValue: path[path.index(after: dot)...].lowercased())
    }
}
