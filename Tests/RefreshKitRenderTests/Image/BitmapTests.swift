import Testing
@testable import RefreshKitRender

@Suite struct RenderPlaceholderTests {
    @Test func bitmapRejectsMismatchedPixelCount() {
        #expect(Bitmap(width: 2, height: 2, pixels: [0, 0, 0, 0]) == nil)
    }
}
