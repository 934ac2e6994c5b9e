#if canImport(Glibc)
import Glibc
#endif
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

    /// Refuses PNG or GIF bytes for a terminal: one file for standard output (`--out -`,
    /// `/dev/stdout`) when it is one, or for a terminal's device as `--out`.
    func checkTerminal(_ request: OutputTransaction.Request, format: RenderFormat) throws {
        guard case let .single(out, .file) = request, format != .svg else { return }
        var isTerminal = false
        if out == OutputPath.standardOutput || OutputPath.isStandardOutput(out) {
            isTerminal = isatty(1) == 1
        } else if let device = OutputPath.openDevice(out) {
            isTerminal = isatty(device) == 1
            close(device)
        }
        guard isTerminal else { return }
        throw RenderFailure(
            "--out \(out.quotedInput()) is a terminal, where \(format.rawValue.uppercased()) bytes would show as "
                + "garbage; redirect standard output to a file (> x.\(format.rawValue)), or pass a file path "
                + "(--format svg writes text)")
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
