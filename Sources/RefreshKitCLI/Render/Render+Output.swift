import RefreshKitCore

extension Render {
    /// What the command writes, and where: with `--all`, one output per style in `--out`'s
    /// directory (default `gallery`); else one output at `--out` (default `STYLE.FORMAT`, or
    /// `STYLE` for a folder of frames). A png/svg cycle is a folder of frames named after the
    /// style, without an extension.
    func outputRequest(
        _ styles: [IndicatorStyle], format: RenderFormat, timing: RenderJob.Timing
    ) -> OutputTransaction.Request {
        let frames: Bool
        switch timing {
        case .cycle, .script: frames = format != .gif
        default: frames = false
        }
        let shape: OutputCheck.Shape = frames ? .frames : .file
        let name = { (style: IndicatorStyle) in frames ? style.name : "\(style.name).\(format.rawValue)" }
        if all { return .all(directory: out ?? "gallery", entries: styles.map { (name($0), shape) }) }
        return .single(path: out ?? styles.first.map(name) ?? "", shape: shape)
    }

    /// Refuses options that would be ignored together: `--transparent` with `--background`, and
    /// `--time` for the collapsing header (its moment is how far it is open, not a time).
    func checkCombinations(_ styles: [IndicatorStyle], timing: RenderJob.Timing) throws {
        if transparent, let background {
            throw RenderFailure(
                "--transparent and --background \(background.quotedInput()) exclude each other: a transparent GIF "
                    + "has no background; drop one of them")
        }
        if !all, time != nil, styles.contains(where: { if case .collapsingHeader = $0.kind { true } else { false } }) {
            throw RenderFailure(
                "--time does not apply to the collapsing header (its moment is how far it is open: --state "
                    + "pulling --progress); drop it")
        }
    }
}
