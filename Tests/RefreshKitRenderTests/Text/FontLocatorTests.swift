#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import RefreshKitRender

/// Which file a family name finds when several match: the first in the search directories'
/// order, then in each one's sorted, depth-first order, names compared without case.
@Suite struct FontLocatorTests {
    /// Creates `path` (and its folders) under `root`, empty.
    static func touch(_ root: String, _ path: String) {
        var folder = root
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(folder, 0o755)
        }
        let file = fopen(root + "/" + path, "w")
        if let file { fclose(file) }
    }

    @Test func theFirstFileInSortedDepthFirstOrderWins() {
        let root = temporaryDirectory("font-locator")
        defer { removeTemporaryDirectory(root) }
        defer { _ = Glibc.system("rm -rf '\(root)'") }
        Self.touch(root, "one/zeta/DejaVuSans.ttf")
        Self.touch(root, "one/alpha/DejaVuSans.ttf")  // "alpha" sorts before "zeta"
        Self.touch(root, "one/a/DejaVuSans-Bold.ttf")
        Self.touch(root, "one/DejaVuSans-Bold.TTF")  // "D" sorts before "a": the file comes first
        Self.touch(root, "two/DejaVuSansMono.ttf")
        Self.touch(root, "one/deep/x/y/DejaVuSansMono.ttf")  // the first search directory comes first
        Self.touch(root, "three/Extra.otf")
        Self.touch(root, "one/Extra.txt")  // not a font file
        #expect(symlink(root + "/three", root + "/one/linked") == 0)
        let locator = FontLocator(searchDirectories: [root + "/one", root + "/two"])
        #expect(locator.path(forFamily: "DejaVu Sans") == root + "/one/alpha/DejaVuSans.ttf")
        #expect(locator.path(forFamily: "DejaVu Sans Bold") == root + "/one/DejaVuSans-Bold.TTF")
        #expect(locator.path(forFamily: "DejaVu Sans Mono") == root + "/one/deep/x/y/DejaVuSansMono.ttf")
        #expect(locator.path(forFamily: "Extra") == root + "/one/linked/Extra.otf")
        #expect(locator.path(forFamily: "Missing") == nil)
    }
}
