import PropertyBased
@testable import RefreshKitCore
import RefreshKitSimulation

/// A random gesture program: a scroll view with a header, a footer and maybe a collapsing
/// header, and a list of steps. Its description is the `refreshkit simulate` script that
/// replays it, so a failure (shrunk by PropertyBased) prints as a script to run.
struct GestureProgram: CustomStringConvertible, Sendable {
    var script: SimulationScript
    var description: String { script.jsonText }

    /// Numbers come from whole-number ranges (scaled), so failing scripts read well.
    static func number(_ range: ClosedRange<Int>, scale: Double = 1) -> Generator<Double, Shrink.Integer<Int>> {
        Gen.int(in: range).map { Double($0) * scale }
    }

    static let step = Gen<SimulationScript.Step>.frequency(
        (
            6,
            zip(number(-900...900), number(0...60, scale: 0.01)).map { by, d in
                SimulationScript.Step.drag(by: by, duration: d)
            }.eraseToAnySequence()
        ),
        (4, number(-4000...4000).map { SimulationScript.Step.release(velocity: $0) }.eraseToAnySequence()),
        (4, number(0...150, scale: 0.01).map { SimulationScript.Step.wait($0) }.eraseToAnySequence()),
        (1, Gen.element(of: RefreshEdge.allCases).map { SimulationScript.Step.begin($0!) }.eraseToAnySequence()),
        (1, Gen.element(of: RefreshEdge.allCases).map { SimulationScript.Step.end($0!) }.eraseToAnySequence()),
        (1, Gen.element(of: RefreshEdge.allCases).map { SimulationScript.Step.fail($0!) }.eraseToAnySequence()),
        (1, Gen.bool.map { SimulationScript.Step.noMoreData($0) }.eraseToAnySequence()),
        (1, number(0...4000).map { SimulationScript.Step.setContentHeight($0) }.eraseToAnySequence()),
        (
            1,
            zip(number(-20...120), number(0...80)).map { t, b in
                SimulationScript.Step.setContentInset(top: t, bottom: b)
            }.eraseToAnySequence()
        ),
        (
            1,
            zip(number(0...140), number(0...34)).map { t, b in SimulationScript.Step.setSafeArea(top: t, bottom: b) }
                .eraseToAnySequence()
        )
    )

    static let edge = zip(
        number(30...120), Gen.int(in: 0...120).optional, Gen.int(in: 0...4), number(0...300),
        number(0...300, scale: 0.01).optional
    )
    .map { height, trigger, mode, distance, duration in
        // 0: pull, 1: auto, 2: an auto footer that holds its room at rest, 3: one that fills the
        // viewport, 4: one that does both.
        SimulationScript.Edge(
            height: height, trigger: trigger.flatMap { $0 > 0 ? Double($0) : nil },
            mode: mode == 0 ? .pull : .auto, autoDistance: distance, actionDuration: duration,
            holdsRoom: mode == 2 || mode == 4, fillsViewport: mode >= 3)
    }

    static let generator = zip(
        number(200...1000), number(0...4000), number(-20...120), number(0...140),
        edge.optional, edge.optional, Gen.bool, step.array(of: 1...24)
    )
    .map { viewportHeight, content, insetTop, safeTop, header, footer, collapsing, allSteps in
        // Steps on an edge the program has not got would be invalid scripts: leave them out.
        let steps = allSteps.filter { step in
            switch step {
            case let .begin(e), let .end(e), let .fail(e): return (e == .header ? header : footer) != nil
            case .noMoreData: return footer != nil
            default: return true
            }
        }
        return GestureProgram(
            script: SimulationScript(
                viewport: Size(width: 390, height: viewportHeight), contentHeight: content,
                contentInset: Insets(top: insetTop), safeArea: Insets(top: safeTop),
                header: header, footer: footer,
                collapsingHeader: collapsing ? CollapsingHeaderController.Configuration() : nil,
                fps: 30, steps: steps))
    }
}
