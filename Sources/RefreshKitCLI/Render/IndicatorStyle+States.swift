import RefreshKitCore

extension IndicatorStyle {
    /// Whether `--state` can show `phase` for this style: refresh indicators have every state;
    /// the collapsing header has only its height, so only idle (collapsed) and pulling (open by
    /// `--progress`).
    func supports(_ phase: RefreshPhase) -> Bool {
        switch kind {
        case .indicator: true
        case .collapsingHeader: phase == .idle || phase == .revealing
        }
    }

    /// Whether `--via layers` can draw it: refresh indicators compile to layer plans; the
    /// collapsing header's plan is not there yet.
    var hasLayerPlans: Bool {
        if case .indicator = kind { true } else { false }
    }
}

extension IndicatorStyle {
    /// Whether it is a refresh control's indicator (what `--script` draws), not the collapsing header.
    var isRefreshIndicator: Bool {
        if case .indicator = kind { true } else { false }
    }
}
