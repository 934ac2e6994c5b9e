// Exports every benchmark scene for skia_compare.py and times our rasterizer on it.
//
//   raster-compare OUT_DIR [MIN_SECONDS] [NAME_PREFIX]
//
// Writes OUT_DIR/<style>-<moment>.json (the display list), .rgba (our pixels: premultiplied
// RGBA, rows top to bottom), image-*.rgba (bitmaps the scene draws) and OUT_DIR/ours.json
// with the median time per rasterization, in microseconds:
// - "cold": the stroke cache is emptied before every frame (every stroke is outlined again,
//   as when everything on screen moves — the like-for-like comparison with Skia);
// - "warm": the cache kept (an unchanged frame, as in a running animation's still parts).
// Both draw into one reused canvas, cleared before each frame. With NAME_PREFIX only the scenes
// whose "style/moment" name starts with it are exported and timed (for profiling one scene).
import BenchmarkScenes
import Foundation
import RefreshKitCore
import RefreshKitRender

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write("usage: raster-compare OUT_DIR [MIN_SECONDS] [NAME_PREFIX]\n".data(using: .utf8)!)
    exit(2)
}
let out = arguments[1]
let minSeconds = arguments.count > 2 ? Double(arguments[2]) ?? 0.3 : 0.3
let namePrefix = arguments.count > 3 ? arguments[3] : ""
try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)

/// Writes `bytes` to `path` whole (through a temporary file) or stops the tool saying why.
func write(_ bytes: [UInt8], _ path: String) {
    do {
        try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
        FileHandle.standardError.write("raster-compare: cannot write \(path): \(error)\n".data(using: .utf8)!)
        exit(1)
    }
}

/// The median time of `body` in microseconds, over at least 15 runs and `minSeconds`.
func median(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    let start = clock.now
    for _ in 0..<3 { try body() }  // warm-up
    while samples.count < 15 || (clock.now - start) < .seconds(minSeconds) {
        let t0 = clock.now
        try body()
        let d = clock.now - t0
        samples.append(Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12)
        if samples.count >= 100_000 { break }
    }
    samples.sort()
    return samples[samples.count / 2]
}

let glyphs = FreeTypeGlyphSource()
let scale = BenchmarkScenes.rasterScale
var rows: [String] = []
for c in BenchmarkScenes.cases(glyphs: glyphs) where c.name.hasPrefix(namePrefix) {
    let scene = c.build()
    let base = "\(c.style.name)-\(c.moment)"
    let json = DisplayList.json(scene) { index, bitmap in
        let file = "\(base)-image-\(index).rgba"
        write(bitmap.pixels, "\(out)/\(file)")
        return file
    }
    try json.write(toFile: "\(out)/\(base).json", atomically: true, encoding: .utf8)

    let rasterizer = Rasterizer()
    let px = try Rasterizer.pixelSize(of: scene.size, scale: scale)
    var canvas = Canvas(width: px.width, height: px.height)!
    try rasterizer.draw(scene, scale: scale, into: &canvas)
    write(canvas.pixels, "\(out)/\(base).rgba")

    let cold = try median {
        rasterizer.removeCachedStrokes()
        canvas.clear()
        try rasterizer.draw(scene, scale: scale, into: &canvas)
    }
    let warm = try median {
        canvas.clear()
        try rasterizer.draw(scene, scale: scale, into: &canvas)
    }
    rows.append(
        #"{"style": "\#(c.style.name)", "moment": "\#(c.moment)", "file": "\#(base)", "width": \#(px.width), "height": \#(px.height), "scale": \#(scale), "items": \#(scene.items.count), "cold_us": \#(cold), "warm_us": \#(warm)}"#
    )
    print(
        String(
            format: "%-28@ %5d×%-4d items %3d  cold %8.1f µs  warm %8.1f µs",
            c.name as NSString, px.width, px.height, scene.items.count, cold, warm))
}
try ("[\n" + rows.joined(separator: ",\n") + "\n]\n").write(
    toFile: "\(out)/ours.json", atomically: true, encoding: .utf8)
