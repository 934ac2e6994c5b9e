import ArgumentParser
import RefreshKitCore
import RefreshKitStyles
import RefreshKitRender

/// `refreshkit layers`: an indicator's phase as a Core Animation layer plan, in JSON.
package struct Layers: ParsableCommand, Sendable {
    package static let configuration = CommandConfiguration(
        commandName: "layers",
        abstract: "Print a style's Core Animation layer plan for one phase as JSON.",
        discussion: """
            The plan is what the iOS adapter hands to the render server: shape layers and \
            keyframe animations that repeat for ever while refreshing (frameUpdates false: no \
            main-thread work per frame) or that a pull drives through timeOffset. When a phase \
            cannot be expressed as keyframes, frameUpdates is true and reason says why.

            Exit status: 0 with the plan on standard output; 2 for a bad option (one line on \
            standard error); 1 when standard output cannot be written.
            """)

    /// The styles that have layer plans: the refresh indicators (the collapsing header has none).
    @MainActor
    static var styleNames: [String] {
        Indicators.catalog.filter(\.hasLayerPlans).map(\.name)
    }

    @Option(help: "The style (see `refreshkit styles`).") var style: String
    @Option(help: "The phase (default: refreshing).") var state: LayersState?
    @Option(parsing: .unconditional, help: "Drawing area in points, WxH (default: the style's).") var size: String?
    @Option(
        name: .customLong("refreshing-duration"), parsing: .unconditional,
        help: "With --state finishing: seconds the control was refreshing (default 0).") var refreshingDuration: String?

    package init() {}

    package func run() throws {
        do {
            let text = try MainActor.assumeIsolated { try self.plan() }
            try StandardStream.writeResult(text, command: "layers")
        } catch let failure as RenderFailure {
            StandardStream.error.write("refreshkit layers: \(ErrorLine.make(failure.description))\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// The JSON text of the plan asked for.
    @MainActor
    func plan() throws -> String {
        guard let entry = Indicators.style(named: style) else {
            throw RenderFailure(
                "--style \(style.quotedInput()) is not a style; \(Suggestion.didYouMean(style, among: Self.styleNames))"
                    + "pass one of " + Self.styleNames.joined(separator: ", "))
        }
        guard case let .indicator(make) = entry.kind else {
            throw RenderFailure(
                "--style \(style) is the collapsing header, which has no refresh phases; pass a refresh style")
        }
        let size = try self.size.map(RenderInput.size) ?? entry.preferredSize
        let glyphs = FreeTypeGlyphSource()
        let state = self.state ?? .refreshing
        let phase = state.phase
        let refreshing = try RenderInput.number(
            refreshingDuration, option: "--refreshing-duration", default: 0,
            range: 0...RenderInput.maximumSeconds, example: "2")
        if refreshingDuration != nil, phase != .finishing {
            throw RenderFailure(
                "--refreshing-duration applies to --state finishing only; leave it out or pass --state finishing")
        }
        let plan = LayerPlanCompiler.compile(
            make(), phase: phase, size: size, glyphs: glyphs, refreshingDuration: refreshing)
        return LayerPlanJSON.encode(plan, style: entry.name, state: state.rawValue)
    }
}
