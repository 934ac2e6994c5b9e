import Dispatch
import RefreshKitCore
import RefreshKitRender
import Synchronization

/// The UIKit adapter's sequence at the end of a refresh (`IndicatorDrawing` with its playback),
/// repeated: the control is refreshing in a new size (a rotation, a resize) whose plan has not come
/// yet; the refresh ends and the playback asks for the finishing plan (never compiled ahead); a
/// serial worker queue compiles the request with its own glyph source while the main thread draws
/// the same indicator value's finishing scene frame by frame, as the fallback does until the plan
/// comes; the plan is delivered and shown. The rounds cycle through ``variants`` widths and refresh
/// lengths, more than the plan cache holds, so each round compiles, and both threads meet each
/// width's geometry at the same time. Afterwards every plan and every frame is compared with its
/// single-threaded twin: a fresh instance of the indicator, compiled and drawn on one thread with
/// a glyph source of its own.
@MainActor
struct ContentionProbe {
    /// Rounds of the sequence.
    static let rounds = 400
    /// How many different widths and refresh lengths the rounds cycle through.
    static let variants = 20
    /// The most frames the main thread draws while a plan compiles: half a second at 60 fps.
    static let framesPerRound = 30
    static let trigger = 80.0

    /// The subject's name (see ``ContentionSubjects``).
    let subject: String

    /// One round: its variant, the finishing moment, the plan the worker compiled, and the frames
    /// the main thread drew meanwhile.
    private struct Round {
        var variant: Int
        var moment: IndicatorMoment
        var plan: LayerPlan
        var frames: [IndicatorScene]
    }

    /// Runs every round; nil when every plan and frame equals its twin, else what went wrong.
    func run() -> String? {
        guard let indicator = ContentionSubjects.make(subject), let twin = ContentionSubjects.make(subject) else {
            return "no subject named \(subject)"
        }
        let glyphs = FreeTypeGlyphSource()
        var playback = LayerPlanPlayback()
        playback.compilesInline = false
        let key = LayerPlanPlayback.identity(of: indicator, generation: 1)
        let worker = ContentionWorker()
        var rounds: [Round] = []
        for round in 0..<Self.rounds {
            let variant = round % Self.variants
            let template = Self.template(variant, glyphs: glyphs)
            let refreshed = Self.refreshLength(variant)
            let now = Double(round) * 10
            // Refreshing in the new size: the loop's plan is asked for, the scene stands in.
            let refreshing = IndicatorMoment(
                state: .refreshing, pullDistance: Self.trigger, triggerDistance: Self.trigger, time: refreshed,
                refreshingDuration: refreshed)
            let loop = playback.update(
                moment: refreshing, now: now, template: template, indicator: indicator, indicatorKey: key)
            guard loop == [.drawScene] else {
                return "round \(round): refreshing in a new size, the playback answered \(loop.map(\.word))"
            }
            // The refresh ends first: the finishing plan is the one asked for.
            let moment = IndicatorMoment(
                state: .finishing, pullDistance: Self.trigger, triggerDistance: Self.trigger, time: 0,
                refreshingDuration: refreshed)
            let asked = playback.update(
                moment: moment, now: now, template: template, indicator: indicator, indicatorKey: key)
            guard asked == [.drawScene], let request = playback.nextRequest() else {
                return
                    "round \(round): the refresh ended; the playback answered \(asked.map(\.word)), asked for no plan"
            }
            let compiling = worker.compile(request)
            var frames: [IndicatorScene] = []
            repeat {
                frames.append(indicator.scene(for: Self.frame(frames.count, of: moment).applied(to: template)))
            } while !compiling.isFinished && frames.count < Self.framesPerRound
            let plan = compiling.plan()
            guard playback.deliver(plan, for: request) else {
                return "round \(round): the plan delivered is not the one the playback waits for"
            }
            let shown = playback.update(
                moment: moment, now: now, template: template, indicator: indicator, indicatorKey: key)
            guard shown == [.show(plan, beginTime: now)] else {
                return "round \(round): after the delivery the playback answered \(shown.map(\.word))"
            }
            rounds.append(Round(variant: variant, moment: moment, plan: plan, frames: frames))
        }
        return compare(rounds, twin: twin)
    }

    /// How the control of `variant` is drawn: 300 to 395 pt wide, 80 pt tall, at 3×.
    private static func template(_ variant: Int, glyphs: any GlyphSource) -> IndicatorContext {
        IndicatorContext(
            state: .idle, triggerDistance: trigger, size: Size(width: 300 + 5 * Double(variant), height: trigger),
            displayScale: 3, glyphs: glyphs)
    }

    /// How long the refresh of `variant` lasts: 1 to 2.19 s.
    private static func refreshLength(_ variant: Int) -> Double { 1 + Double(variant) / 16 }

    /// The `index`th display frame after `moment` began.
    private static func frame(_ index: Int, of moment: IndicatorMoment) -> IndicatorMoment {
        var frame = moment
        frame.time = Double(index) / 60
        return frame
    }

    /// The single-threaded twins of every round's plan and frames, compared (each twin made once
    /// per variant and frame).
    private func compare(_ rounds: [Round], twin: any RefreshIndicator) -> String? {
        let glyphs = FreeTypeGlyphSource()
        var plans: [Int: LayerPlan] = [:]
        var scenes: [[Int]: IndicatorScene] = [:]
        for (index, round) in rounds.enumerated() {
            let moment = round.moment
            let template = Self.template(round.variant, glyphs: glyphs)
            let expected =
                plans[round.variant]
                ?? LayerPlanCompiler.compile(
                    twin, phase: .finishing, context: template, refreshingDuration: moment.refreshingDuration)
            plans[round.variant] = expected
            guard round.plan == expected else {
                return "round \(index): the plan compiled on the worker differs from its single-threaded twin"
            }
            for (number, scene) in round.frames.enumerated() {
                let twinScene =
                    scenes[[round.variant, number]]
                    ?? twin.scene(for: Self.frame(number, of: moment).applied(to: template))
                scenes[[round.variant, number]] = twinScene
                guard scene == twinScene else {
                    return "round \(index): frame \(number), drawn on the main thread meanwhile, differs from its twin"
                }
            }
        }
        return nil
    }
}

/// The worker: a serial queue and the glyph source only it uses (behind a lock no other thread
/// takes), as the adapter's compile queue and its glyph source.
final class ContentionWorker: Sendable {
    private let queue = DispatchQueue(label: "RefreshKitTests.ContentionWorker", qos: .userInitiated)
    private let glyphs = Mutex(FreeTypeGlyphSource())

    /// A compile running on the queue.
    final class Compiling: Sendable {
        fileprivate let group = DispatchGroup()
        fileprivate let result = Mutex<LayerPlan?>(nil)

        /// Whether the plan is compiled.
        var isFinished: Bool { group.wait(timeout: .now()) == .success }

        /// The plan, once compiled (waits for it).
        func plan() -> LayerPlan {
            group.wait()
            return result.withLock { $0! }
        }
    }

    /// Starts compiling `request` on the queue.
    func compile(_ request: LayerPlanCompileRequest) -> Compiling {
        let compiling = Compiling()
        queue.async(group: compiling.group) { [self] in
            let plan = glyphs.withLock { request.compile(glyphs: $0) }
            compiling.result.withLock { $0 = plan }
        }
        return compiling
    }
}
