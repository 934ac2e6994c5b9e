/// Which frames of a cycle a GIF shows, and for how long: a GIF frame lasts whole centiseconds
/// and browsers play a delay under 2 cs at 10 cs, so no frame is shown for less than 2 cs.
///
/// At up to 50 fps every frame is shown for `1 / fps` (delays are rounded running totals, at
/// least 2 cs). Above 50 fps frames are merged honestly: a frame is shown at its own time,
/// rounded to the centisecond, when that is at least 2 cs after the last frame shown; the frames
/// in between are left out (the one shown stays until the next), and the GIF lasts as long as
/// the cycle, to the centisecond. PNG and SVG sequences keep every frame.
struct GIFFrameSchedule {
    /// The shortest delay every browser honours, in centiseconds.
    static let minimumDelayCentiseconds = 2
    /// The highest frame rate at which every frame gets its own GIF frame.
    static let fullRateFPS = 100.0 / Double(minimumDelayCentiseconds)

    /// For each frame of the cycle, how long it is shown in seconds, or nil when it is merged
    /// into the frame before.
    let delays: [Double?]

    /// The schedule of `count` frames at `fps`.
    init(count: Int, fps: Double) {
        guard fps > Self.fullRateFPS, count > 0 else {
            delays = Array(repeating: 1 / fps, count: count)
            return
        }
        let centiseconds = { (frame: Int) in Int((Double(frame) * 100 / fps).rounded()) }
        var shown = [0]
        for frame in 1..<max(1, count)
        where centiseconds(frame) - centiseconds(shown.last!) >= Self.minimumDelayCentiseconds {
            shown.append(frame)
        }
        let end = centiseconds(count)
        if shown.count > 1, end - centiseconds(shown.last!) < Self.minimumDelayCentiseconds { shown.removeLast() }
        var delays = [Double?](repeating: nil, count: count)
        for (position, frame) in shown.enumerated() {
            let next =
                position + 1 < shown.count ? centiseconds(shown[position + 1]) : max(end, Self.minimumDelayCentiseconds)
            delays[frame] = Double(next - centiseconds(frame)) / 100
        }
        self.delays = delays
    }
}
