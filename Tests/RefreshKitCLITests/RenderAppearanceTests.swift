import Foundation
import Testing
import RefreshKitRender

/// `refreshkit render --appearance`: light by default, dark draws the dark palette on black, and
/// anything else is one line that lists the two.
@Suite struct RenderAppearanceTests {
    @Test func anUnknownAppearanceListsTheTwo() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let run = try Binary.locate().run(["render", "--style", "arcSpinner", "--appearance", "sepia"], in: dir.url)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "refreshkit render: --appearance 'sepia' is not an appearance; pass one of light, dark\n")
        #expect(try dir.contents().isEmpty)
    }

    @Test func darkDrawsTheDarkAccentOnBlackAndLightStaysTransparent() throws {
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        for appearance in ["light", "dark"] {
            let run = try Binary.locate().run(
                [
                    "render", "--style", "arcSpinner", "--state", "armed", "--appearance",
                    appearance, "--out", "\(appearance).png",
                ], in: dir.url)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let light = try PNGReader.read(dir.url.appendingPathComponent("light.png").path)
        let dark = try PNGReader.read(dir.url.appendingPathComponent("dark.png").path)
        #expect(Array(light.pixels[0..<4]) == [0, 0, 0, 0], "light keeps a transparent background")
        #expect(Array(dark.pixels[0..<4]) == [0, 0, 0, 255], "dark draws on black")
        // The arc: the system blue, #007AFF in light and #0A84FF in dark (its green channel shows
        // it, on the arc's opaque pixels); the grey title beside it (red ≈ blue) is left out.
        func greenest(_ bitmap: Bitmap) -> UInt8 {
            let p = bitmap.pixels
            var greenest: UInt8 = 0
            for i in stride(from: 0, to: p.count, by: 4) where p[i + 3] == 255 && Int(p[i + 2]) - Int(p[i]) > 100 {
                greenest = max(greenest, p[i + 1])
            }
            return greenest
        }
        #expect(greenest(light) == 0x7A)
        #expect(greenest(dark) == 0x84)
    }
}
