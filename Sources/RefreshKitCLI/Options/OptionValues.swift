import ArgumentParser
import RefreshKitCore

/// `--edge`: which control of the scroll view draws.
enum EdgeOption: String, CaseIterable, ExpressibleByArgument {
    case header, footer
}

/// `--appearance`: the colour scheme the styles draw for.
enum AppearanceOption: String, CaseIterable, ExpressibleByArgument {
    case light, dark
}

/// `--direction`: the layout direction, in either case (`RTL` too).
enum DirectionOption: String, CaseIterable, ExpressibleByArgument {
    case ltr, rtl

    init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }
}

/// `render --state`: one moment of a control.
enum MomentOption: String, CaseIterable, ExpressibleByArgument {
    case idle, pulling, armed, refreshing, finishing, noMoreData, failed
}

/// `layers --state`: a phase that has a layer plan.
enum PlanPhaseOption: String, CaseIterable, ExpressibleByArgument {
    case pulling, armed, refreshing, finishing

    /// The plan's phase.
    var phase: LayerPlan.Phase {
        switch self {
        case .pulling: .pulling
        case .armed: .armed
        case .refreshing: .refreshing
        case .finishing: .finishing
        }
    }
}

extension RenderVia: ExpressibleByArgument {}
