import RefreshKitCore
import RefreshKitRender
import RefreshKitSimulation

/// The cycle of `refreshkit render --script FILE`: a `refreshkit simulate` gesture script run by
/// the real controllers on the simulated scroll view, and its header — a horizontal script's
/// leading control — drawn frame by frame in its slot.
///
/// The slot is the control's: the viewport's width by the header's height, or for a horizontal
/// script the leading control's width by the viewport's height (a carousel's 64-pt slot). The
/// script runs at the render's frame rate (motion is a function of time, so only the samples
/// change); the recording stops ``IndicatorCycle/defaultTail`` after the control rests again
/// once it has finished a refresh, or at the end of the script. The header keeps its
/// indicator's finishing hold, as in an app.
struct ScriptedCycle: Hashable, Sendable {
    /// The script, in the vertical words the simulator runs (a horizontal one transposed).
    var script: SimulationScript
    /// Whether the script scrolls horizontally.
    var horizontal: Bool
    /// The file it came from, for messages.
    var file: String

    /// Reads and checks the script at `file`; a problem is one line naming the file and, for a
    /// bad script, the place in it.
    static func read(_ file: String) throws -> ScriptedCycle {
        do {
            let (script, words) = try ScriptDecoder.decodeWithVocabulary(JSONParser.parse(InputReader.read(file)))
            let horizontal = words.direction == .horizontal
            guard script.header != nil else {
                let edge = horizontal ? "leading" : "header"
                throw RenderFailure(
                    "--script \(file.quotedInput()) has no \"\(edge)\" control to draw; "
                        + "add one, e.g. \"\(edge)\": {\"height\": 64}")
            }
            return ScriptedCycle(script: script, horizontal: horizontal, file: file)
        } catch let failure as RenderFailure {
            throw failure
        } catch {
            throw RenderFailure("--script \(file.quotedInput()): \(error)")
        }
    }

    /// The header's slot, in points.
    var slot: Size {
        let depth = script.header?.height ?? 0
        // The simulator's viewport is the transposed one for a horizontal script.
        return horizontal
            ? Size(width: depth, height: script.viewport.width)
            : Size(width: script.viewport.width, height: depth)
    }

    /// Refuses a slot more pixels wide or high at `scale` than a frame may be, in the script's
    /// words (its slot is not `--size`).
    func checkSlot(scale: Double) throws {
        guard (try? Rasterizer.pixelSize(of: slot, scale: scale)) == nil else { return }
        let (across, depth) = horizontal ? ("leading.height", "viewport.height") : ("viewport.width", "header.height")
        let pixels = [slot.width, slot.height].map { String(Int(min(1e15, ($0 * scale - 1e-9).rounded(.up)))) }
        throw RenderFailure(
            "--script \(file.quotedInput()): its header's slot, \(RenderInput.format(slot.width))x"
                + "\(RenderInput.format(slot.height)) points (\(across) by \(depth)), is \(pixels.joined(separator: "x")) "
                + "pixels at --scale \(RenderInput.format(scale)), more than the \(Rasterizer.maximumPixelsPerSide) a side "
                + "may have; change the script's \(depth) or \(across), or pass a smaller --scale")
    }

    /// The header's moments, one per frame at `fps`, for `indicator`.
    @MainActor
    func moments(for indicator: any RefreshIndicator, fps: Double) throws -> [IndicatorMoment] {
        var script = self.script
        script.fps = fps
        let simulator: Simulator
        do { simulator = try Simulator(script: script) } catch {
            throw RenderFailure("--script \(file.quotedInput()) at --fps \(RenderInput.format(fps)): \(error)")
        }
        guard let header = simulator.header else { return [] }
        header.finishingHold = { indicator.finishingHoldDuration(afterRefreshingFor: $0) }
        var moments: [IndicatorMoment] = []
        var finished = false, restingSince: Double?
        let tail = IndicatorCycle.defaultTail
        _ = simulator.run { simulator in
            let time = simulator.scrollView.time
            if let since = restingSince, time - since > tail + 1e-9 { return }
            moments.append(header.moment)
            finished = finished || header.state == .finishing
            if finished && header.state == .idle && restingSince == nil { restingSince = time }
        }
        return moments
    }
}
