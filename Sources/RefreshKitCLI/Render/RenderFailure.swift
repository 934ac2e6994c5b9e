import RefreshKitCore
import RefreshKitRender

/// A user error of `refreshkit render`: one line that says what to pass instead.
struct RenderFailure: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }

    /// A renderer or glyph source error as the command reports it: the library's message, which
    /// speaks of the value, followed by the option that sets that value.
    init(reporting error: any Error) {
        description = "\(error)" + Self.options(for: error)
    }

    /// The options behind the value an error is about, as a suffix of its message ("" when no
    /// option sets it).
    static func options(for error: any Error) -> String {
        switch error {
        case GlyphSourceError.fontUnavailable:
            return " with --font"
        case RenderError.invalidSize:
            return " with --size and --scale (for example --size 320x60 --scale 3)"
        case RenderError.cannotWrite:
            return " with --out"
        case RenderError.invalidFrames:
            return " (set by --size, --scale and --fps)"
        default:
            return ""
        }
    }
}
