import Foundation
import SnapshotTesting
@testable import RefreshKitRender

extension Snapshotting where Value == Bitmap, Format == [UInt8] {
    /// The default per-channel tolerance of golden PNGs: 2/255.
    ///
    /// The rasterizer is FreeType's anti-aliased one: edge pixels get a coverage that other
    /// FreeType versions (and other float rounding) may round one or two levels differently,
    /// and un-premultiplying for PNG can move a translucent channel by one more. Shapes that
    /// moved, changed colour or vanished differ by far more than 2.
    static var defaultTolerance: Int { 2 }

    /// A bitmap as a PNG golden (`PNGWriter.encode`, read back with `PNGReader.decode`).
    ///
    /// Both sides are decoded from PNG bytes, so the comparison sees exactly what the file
    /// holds. It passes when every channel (premultiplied red, green, blue, alpha) of every
    /// pixel is within `tolerance` of the golden's (default ``defaultTolerance``, 2/255); else
    /// it fails with the number of differing pixels, the largest difference and the first
    /// differing pixel. It writes no diff image (SnapshotTesting itself saves the actual PNG
    /// under `SNAPSHOT_ARTIFACTS`, else the temporary directory, and names it in the message).
    static func png(tolerance: Int = defaultTolerance) -> Self {
        let diffing = Diffing<[UInt8]>.diff(
            toData: { Data($0) },
            fromData: { [UInt8]($0) },
            diffV2: { golden, actual in
                BitmapGolden.failure(golden: golden, actual: actual, tolerance: tolerance).map { ($0, []) }
            })
        return Snapshotting(pathExtension: "png", diffing: diffing) { bitmap in
            // Encoding a valid bitmap does not fail; if it did, the diff names the empty bytes.
            (try? PNGWriter.encode(bitmap)) ?? []
        }
    }
}

extension Snapshotting where Value == String, Format == String {
    /// SVG text as a golden: SnapshotTesting's `.lines` (a line diff on failure), saved as
    /// `.svg` so the golden opens in a browser.
    static var svg: Self {
        var lines = Snapshotting.lines
        lines.pathExtension = "svg"
        return lines
    }
}

/// The comparison behind ``Snapshotting/png(tolerance:)``, as a plain function.
enum BitmapGolden {
    /// Nil when `actual` matches `golden` (both PNG bytes) within `tolerance`; else why not.
    static func failure(golden: [UInt8], actual: [UInt8], tolerance: Int) -> String? {
        let expected: Bitmap, rendered: Bitmap
        do { expected = try PNGReader.decode(golden, source: "the golden") } catch { return "\(error)" }
        do { rendered = try PNGReader.decode(actual, source: "the rendered image") } catch { return "\(error)" }
        guard let difference = BitmapDifference.between(expected, rendered, tolerance: tolerance) else {
            return "the rendered image is \(rendered.width)x\(rendered.height) pixels but the golden is "
                + "\(expected.width)x\(expected.height)"
        }
        guard difference.differingPixels > 0, let first = difference.first else { return nil }
        return "\(difference.differingPixels) of \(expected.width * expected.height) pixels differ by more than "
            + "\(tolerance)/255 in a channel; the largest difference is \(difference.maximum)/255; "
            + "the first is at x \(first.x), y \(first.y)"
    }
}
