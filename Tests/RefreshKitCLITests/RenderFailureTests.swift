import Testing
import RefreshKitCore
import RefreshKitRender
@testable import RefreshKitCLI

/// The renderer's errors speak of values; the command adds the options that set them.
@Suite struct RenderFailureTests {
    @Test func addsTheOptionThatSetsTheValue() {
        let size = RenderFailure(reporting: RenderError.invalidSize(width: 0, height: 80, scale: 2)).description
        #expect(size.hasPrefix(RenderError.invalidSize(width: 0, height: 80, scale: 2).description))
        #expect(size.hasSuffix("with --size and --scale (for example --size 320x60 --scale 3)"))
        let font = RenderFailure(reporting: GlyphSourceError.fontUnavailable(path: "/x.ttf", reason: "gone"))
        #expect(
            font.description == "cannot use the font at '/x.ttf': gone; give the path of a readable "
                + "TrueType or OpenType file with --font")
        let out = RenderFailure(
            reporting: RenderError.cannotWrite(path: "/d/x.png", reason: "no such file or directory"))
        #expect(out.description.hasSuffix("give a writable path in an existing directory with --out"))
    }

    @Test func leavesErrorsNoOptionSetsAlone() {
        let error = RenderError.libraryFailure(library: "FreeType", operation: "FT_Outline_Render", code: 6)
        #expect(RenderFailure(reporting: error).description == error.description)
    }
}
