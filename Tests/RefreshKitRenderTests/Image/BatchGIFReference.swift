@testable import RefreshKitRender

/// The batch GIF encoding as it was before frames were streamed (issue 11): flatten every
/// frame, merge repeats, convert the merged delays, then encode each frame's changed rectangle
/// with its final delay. Kept as the reference the streaming writer must match byte for byte.
enum BatchGIFReference {
    static func encode(_ frames: [GIFFrame], configuration: GIFWriter.Configuration) throws -> [UInt8] {
        let writer = GIFWriter(configuration: configuration)
        let width = frames[0].bitmap.width, height = frames[0].bitmap.height
        var flat: [(pixels: [UInt32], seconds: Double)] = []
        for frame in frames {
            let pixels = writer.flatten(frame.bitmap)
            if configuration.mergesUnchangedFrames, let last = flat.last, last.pixels == pixels {
                flat[flat.count - 1].seconds += frame.delay
            } else {
                flat.append((pixels, frame.delay))
            }
        }
        let delays = GIFWriter.centiseconds(flat.map(\.seconds))
        let sink = GIFByteSink()
        let encoder = try GIFEncoder(width: width, height: height, sink: sink)
        try encoder.putLoopForever()
        var previous: [UInt32]?
        for (i, frame) in flat.enumerated() {
            var rect = (x: 0, y: 0, width: width, height: height)
            if !configuration.transparency, let previous {
                rect = changedRect(previous, frame.pixels, width: width, height: height)
            }
            try encoder.putFrame(
                frame.pixels, stride: width, rect: rect, delay: delays[i],
                disposeToBackground: configuration.transparency)
            previous = frame.pixels
        }
        try encoder.finish()
        return sink.bytes
    }

    /// The smallest rectangle holding every pixel that differs (1×1 when none does).
    static func changedRect(
        _ a: [UInt32], _ b: [UInt32], width: Int, height: Int
    )
        -> (x: Int, y: Int, width: Int, height: Int)
    {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where a[y * width + x] != b[y * width + x] {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        if maxX < 0 { return (0, 0, 1, 1) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
