import ArgumentParser
import Foundation
import RefreshKitRender

/// `refreshkit render`: draws built-in styles to PNG, GIF or SVG, at one moment or over a whole
/// refresh cycle driven by the simulated scroll view and the real controller.
///
/// Exit status 0 on success; 1 when standard output cannot take the result; 2 for anything the
/// user can fix (an unknown style, a bad size or state, a missing font, an unwritable path),
/// with one line on standard error that says what to pass instead; 128 + the signal when one
/// ends the run (``SignalGuard``).
package struct Render: ParsableCommand, Sendable {
    package static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render indicator styles to PNG, GIF or SVG: one moment or a whole refresh cycle.",
        discussion: """
            Without --state it records the default cycle (pull past the trigger, release, \
            refresh for 2 s, end, finish) from the real controller on a simulated scroll view. \
            `refreshkit render --all --out DIR` writes one looping GIF per style into DIR.

            --via layers draws every frame from the style's layer plans instead (the pull plan \
            at the progress, the armed plan at the over-pull, the refreshing loop and the \
            finishing plan at their time), for comparison with --via scene; --via \
            core-animation draws the same plans through the iOS adapter's own layer code on a \
            model of Core Animation (the plan shown, the time set, the presentation tree \
            rasterized). A phase whose plan needs frame updates is drawn from the scene, and one \
            line per such phase on standard error says so (after the paths are written; the \
            status stays 0). The collapsing header has no plan yet: --via layers and \
            core-animation refuse it, and --all leaves it out.

            --script FILE records the cycle from a `refreshkit simulate` gesture script instead \
            (run by the real controllers on the simulated scroll view, at --fps) and draws the \
            script's header, or a horizontal script's leading control, in its slot: the \
            viewport's width by the header's height, or the leading control's width by the \
            viewport's height (`gesture-scripts/carousel-refresh.json`: a carousel's 64-pt \
            slot). The recording ends 0.2 s after the control rests again once it has \
            refreshed. --all leaves the collapsing header out.

            Exit status: 0 on success; 1 when standard output cannot take the paths (or, for \
            --out -, the file); 2 for anything you can fix: a bad option, a missing font, an \
            unwritable path, a full disk (one line on standard error); 129, 130, 131, 143 when \
            SIGHUP, SIGINT, SIGQUIT or SIGTERM ended the run, and 128 + N for another signal N \
            that ends a process (SIGUSR1 138, SIGALRM 142, SIGXCPU 152…): what the run had \
            started is removed, and one line says so.
            """)

    /// The status for anything the user can fix (``ExitStatus/invalidInput``).
    package static let invalidInputStatus: Int32 = ExitStatus.invalidInput
    /// Default display scale (a 2x phone).
    package static let defaultScale = 2.0
    /// Default frame rate: 50 fps gives every GIF frame an exact 2 cs delay, which every
    /// browser honours (delays under 2 cs are slowed to 10 cs by most browsers).
    package static let defaultFPS = 50.0
    /// Default moment of the classic style's "Last updated …" line, fixed so renders are
    /// reproducible (written in the words of `--locale`: "Today 09:41", "今天 09:41").
    package static let defaultLastUpdated = "today 09:41"

    @Option(help: "The style to render (see `refreshkit styles`).") var style: String?
    @Flag(help: "Render every style; --out is then a directory.") var all = false
    @Option(help: "Output file, or directory for --all and for png/svg cycles (default: STYLE.FORMAT here).")
    var out: String?
    @Option(help: "The file format (default: from --out's extension, else gif for a cycle, png for a moment).")
    var format: RenderFormat?
    // Numbers are read as text (`parsing: .unconditional`, so `-1` is a value, not an option)
    // and checked by RenderInput: decimal only, in range, with a message that says so.
    @Option(parsing: .unconditional, help: "Drawing area in points, WxH (default: the style's, 390x80 for headers).")
    var size: String?
    @Option(parsing: .unconditional, help: "Pixels per point, from 0.0001 to 8 (default 2).") var scale: String?
    @Option(parsing: .unconditional, help: "Frames per second of a cycle, 1 to 120 (default 50).") var fps: String?
    @Option(help: "One moment instead of a cycle.")
    var state: RenderState?
    @Option(parsing: .unconditional, help: "With --state pulling: pull / trigger, 0…1 (default 0.5).") var progress:
        String?
    @Option(
        name: .customLong("over-pull"), parsing: .unconditional, help: "With --state armed: points past the trigger.")
    var overPull: String?
    @Option(parsing: .unconditional, help: "With --state: seconds since the state began (default 0).") var time: String?
    @Option(
        name: .customLong("refreshing-duration"), parsing: .unconditional,
        help: "With --state finishing: seconds it refreshed (default 0).")
    var refreshingDuration: String?
    @Option(help: "The edge (footer: the classic style's footer titles).") var edge: RenderEdge = .header
    @Option(help: "A TrueType/OpenType file to draw every text with.") var font: String?
    @Option(help: "Language of the texts: en, es, vi, zh-Hans, zh-Hant, fr, de, ja, ko, pt-BR, ru, ar, he.")
    var locale: String = "en"
    @Option(help: "Layout direction (default: the language's; rtl for ar and he).") var direction: RenderDirection?
    @Option(
        name: .customLong("last-updated"),
        help: "The classic style's last update: today|yesterday|MM-DD|YYYY-MM-DD and HH:MM.")
    var lastUpdated: String = Render.defaultLastUpdated
    @Option(help: "Tint colour, RRGGBB hex.") var tint: String?
    @Option(help: "Background colour, RRGGBB hex (PNG/SVG default: transparent; GIF: white).") var background: String?
    @Flag(help: "GIF with a transparent background instead of a matte.") var transparent = false
    @Flag(name: .customLong("reduce-motion"), help: "Draw the calm Reduce Motion variants.") var reduceMotion = false
    @Option(
        help: """
            A `refreshkit simulate` gesture script: record its header (a horizontal script's leading control) \
            in its slot instead of the default cycle.
            """)
    var script: String?
    @Option(help: "The styles' colours and the background (dark: #000000 in every raster).")
    var appearance: RenderAppearance = .light
    @Option(
        help: """
            Draw each frame from the style's scene, from its \
            Core Animation layer plan as the render server would show it, or from that plan shown by \
            the iOS adapter's layer code on a Core Animation model (a phase that needs frame updates is \
            drawn from the scene, with a note on standard error; the collapsing header has no plan yet).
            """)
    var via: RenderVia = .scene
    @Flag(
        help: "No progress on standard error (shown for --all and cycles: a bar on a terminal, else a line per output)."
    )
    var quiet = false

    package init() {}

    package func run() throws {
        do {
            try MainActor.assumeIsolated { try self.perform() }
        } catch let failure as RenderFailure {
            StandardStream.error.write("refreshkit render: \(ErrorLine.make(failure.description))\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// Renders every selected style; `printsPaths` writes what the command line shows: each
    /// output path on standard output and, for long work, the progress on standard error.
    @MainActor
    func perform(printsPaths: Bool = true) throws {
        var styles = try selectedStyles()
        let via = self.via
        let timing = try self.timing(for: styles)
        if all, case let .moment(state, _, _, _) = timing {
            // --all --state S: every style that has the state S (the printed paths show which).
            styles = styles.filter { $0.supports(state.phase) }
        }
        if case .script = timing {
            // A script draws a refresh control: the collapsing header is refused alone, left out of --all.
            if !all, styles.contains(where: { !$0.isRefreshIndicator }) {
                throw RenderFailure(
                    "--script draws a refresh control, and the collapsing header is not one; pass a refresh style")
            }
            styles = styles.filter(\.isRefreshIndicator)
        }
        if via.usesPlans {
            // The collapsing header has no layer plan yet: refused alone, left out of --all.
            if !all, styles.contains(where: { !$0.hasLayerPlans }) {
                throw RenderFailure(
                    "--via \(via.rawValue): the collapsing header has no layer plan yet; pass --via scene, "
                        + "or a refresh style")
            }
            styles = styles.filter(\.hasLayerPlans)
        }
        let format = try self.outputFormat()
        let fps = try RenderInput.number(
            self.fps, option: "--fps", default: Self.defaultFPS,
            range: RenderInput.minimumFPS...RenderInput.maximumFPS, example: "50")
        let scale = try RenderInput.number(
            self.scale, option: "--scale", default: Self.defaultScale,
            range: RenderInput.minimumScale...RenderInput.maximumScale, example: "2")
        let edge = self.edge.edge
        try RenderInput.checkLocale(locale)
        let appearance = self.appearance.appearance
        try RenderInput.checkText(lastUpdated, option: "--last-updated")
        let lastUpdated = try RenderInput.lastUpdated(lastUpdated)
        let direction = self.direction?.direction
        try checkCombinations(styles, timing: timing)
        if case let .script(cycle) = timing { try cycle.checkSlot(scale: scale) }
        try RenderBudget.check(styles, size: size, scale: scale, fps: fps, timing: timing, format: format)
        try RenderBudget.checkMemory(styles, size: size, scale: scale, timing: timing, format: format)
        let glyphs = try glyphSource(checking: styles)
        // Every destination is checked before anything is drawn; everything is written beside
        // its place and moved in only once every style is done: a failure leaves no new file.
        let request = outputRequest(styles, format: format, timing: timing)
        try checkTerminal(request, format: format)
        let transaction = try OutputTransaction(request)
        var isMoment = false
        if case .moment = timing { isMoment = true }
        let progress = RenderProgress(shows: printsPaths && !quiet && (all || !isMoment), total: styles.count)
        defer { progress.end() }  // before a failure's line
        var notes: [String]
        do {
            notes = try render(
                styles, timing: timing, format: format, fps: fps, scale: scale, edge: edge, glyphs: glyphs,
                lastUpdated: lastUpdated, direction: direction, appearance: appearance, via: via,
                into: transaction, progress: progress)
            if let problem = glyphs.problem { throw problem }
            try transaction.commit()
            notes = transaction.notes + notes
        } catch {
            transaction.rollback()
            throw error
        }
        progress.end()
        if printsPaths {
            try StandardStream.writeResult(transaction.printedPaths.map { "\($0)\n" }.joined(), command: "render")
        }
        // Only once everything is written, so a failure stays one line on standard error.
        for note in notes {
            StandardStream.error.write("refreshkit render: note: \(ErrorLine.make(note))\n")
        }
    }

    @MainActor
    private func render(
        _ styles: [IndicatorStyle], timing: RenderJob.Timing, format: RenderFormat, fps: Double,
        scale: Double, edge: RefreshEdge, glyphs: any GlyphSource, lastUpdated: LastUpdatedTime,
        direction: RefreshLayoutDirection?, appearance: IndicatorAppearance, via: RenderVia,
        into transaction: OutputTransaction, progress: RenderProgress
    ) throws -> [String] {
        var notes: [String] = []
        for (index, style) in styles.enumerated() {
            var size = try self.size.map(RenderInput.size) ?? style.preferredSize
            if case let .script(cycle) = timing { size = cycle.slot }
            _ = try Rasterizer.checkedPixelSize(size, scale: scale)
            var job = RenderJob(
                style: style, size: size, scale: scale, fps: fps, format: format, timing: timing,
                edge: edge, tint: try tint.map { try RenderInput.color($0, option: "--tint") },
                background: try background.map { try RenderInput.color($0, option: "--background") },
                transparentGIF: transparent, reduceMotion: reduceMotion, locale: locale,
                lastUpdated: lastUpdated, layoutDirection: direction, glyphs: glyphs,
                appearance: appearance, via: via)
            job.drewFrame = { progress.drew(frame: $0, of: $1, style: style.name) }
            notes += try job.write(to: { try transaction.target(index) }, shown: transaction.shown(index))
            progress.finished(transaction.shown(index), style: style.name)
        }
        return notes
    }

    private func selectedStyles() throws -> [IndicatorStyle] {
        switch (style, all) {
        case (nil, true): return Indicators.catalog
        case let (name?, false):
            guard let style = Indicators.style(named: name) else {
                let names = Indicators.catalog.map(\.name)
                throw RenderFailure(
                    "--style \(name.quotedInput()) is not a style; \(Suggestion.didYouMean(name, among: names))"
                        + "pass one of \(names.joined(separator: ", ")) (or --all)")
            }
            return [style]
        case (_?, true): throw RenderFailure("--style and --all exclude each other; pass one of them")
        case (nil, false): throw RenderFailure("no style chosen; pass --style NAME or --all (see `refreshkit styles`)")
        }
    }

    private func timing(for styles: [IndicatorStyle]) throws -> RenderJob.Timing {
        if let script {
            // The script decides the moments, the slot and the edge.
            for (name, given) in [("--state", state?.rawValue), ("--size", size)] where given != nil {
                throw RenderFailure(
                    "--script and \(name) exclude each other: the script's run decides "
                        + (name == "--size" ? "the slot" : "the moments") + "; drop one of them")
            }
            if edge != .header {
                throw RenderFailure(
                    "--edge \(edge.rawValue.quotedInput()) does not apply to --script, "
                        + "which draws the script's header "
                        + "(or leading) control; drop --edge")
            }
            return .script(try ScriptedCycle.read(script))
        }
        guard let state else {
            for (name, value, belongs) in [
                ("--progress", progress, "--state pulling"),
                ("--over-pull", overPull, "--state armed"),
                ("--time", time, "--state"),
                ("--refreshing-duration", refreshingDuration, "--state finishing"),
            ]
            where value != nil {
                throw RenderFailure(
                    "\(name) belongs to one moment of \(belongs); pass \(belongs == "--state" ? "--state STATE" : belongs) "
                        + "too, or drop it to render the whole cycle")
            }
            return .cycle
        }
        let phase = state.phase
        if progress != nil, phase != .revealing {
            throw RenderFailure(
                "--progress belongs to --state pulling, not \(state.rawValue.quotedInput()); "
                    + "drop it or pass --state pulling")
        }
        if overPull != nil, phase != .armed {
            throw RenderFailure(
                "--over-pull belongs to --state armed, not \(state.rawValue.quotedInput()); "
                    + "drop it or pass --state armed")
        }
        if refreshingDuration != nil, phase != .finishing {
            throw RenderFailure(
                "--refreshing-duration belongs to --state finishing, "
                    + "not \(state.rawValue.quotedInput()); "
                    + "drop it or pass --state finishing")
        }
        if !all, styles.contains(where: { !$0.supports(phase) }) {
            throw RenderFailure(
                "--state \(state.rawValue.quotedInput()) is not a state of the collapsing header; "
                    + "pass idle or pulling "
                    + "(pulling's --progress is how far it is open), or another --style")
        }
        let time = try RenderInput.number(
            self.time, option: "--time", default: 0, range: 0...RenderInput.maximumSeconds,
            example: "0.3")
        let refreshing = try RenderInput.number(
            refreshingDuration, option: "--refreshing-duration", default: 0,
            range: 0...RenderInput.maximumSeconds, example: "2")
        let progress = try self.progress.map {
            try RenderInput.number($0, option: "--progress", range: 0...1, example: "0.5")
        }
        let overPull = try self.overPull.map {
            try RenderInput.number($0, option: "--over-pull", range: 0...RenderInput.maximumPoints, example: "20")
        }
        let trigger = try size.map(RenderInput.size)?.height ?? IndicatorStyle.defaultSize.height
        let (value, pull) = RenderInput.state(phase, progress: progress, overPull: overPull, trigger: trigger)
        return .moment(state: value, pull: pull, time: time, refreshingDuration: refreshing)
    }

    /// The format: `--format`, else `--out`'s extension, else GIF for a cycle and PNG for a
    /// moment. An extension that disagrees with the format is refused, as is an image extension
    /// on the directory of `--all`; a directory of png/svg frames may have any name.
    private func outputFormat() throws -> RenderFormat {
        guard let out, let ext = RenderFormat.extension(of: out) else {
            return format ?? (state == nil ? .gif : .png)
        }
        let named = RenderFormat(rawValue: ext.lowercased())
        if all {
            guard named == nil else {
                throw RenderFailure(
                    "--out \(out.quotedInput()) ends in .\(ext), but --all writes a directory of files; "
                        + "pass a directory path (and --format for the files' format)")
            }
            return format ?? (state == nil ? .gif : .png)
        }
        switch (format, named) {
        case let (chosen?, named?) where chosen != named:
            throw RenderFailure(
                "--out \(out.quotedInput()) ends in .\(ext) but --format is \(chosen.rawValue); "
                    + "pass a path ending in .\(chosen.rawValue), or --format \(named.rawValue)")
        case let (_, named?):
            return named
        case let (chosen?, nil) where chosen != .gif && state == nil:
            return chosen  // a directory of frames: any name
        default:
            throw RenderFailure(
                "--out \(out.quotedInput()) ends in .\(ext), which is not a format refreshkit writes; "
                    + "pass a path ending in .gif, .png or .svg")
        }
    }

    /// FreeType glyphs; with --font, every text in that file. Checks the font the styles need
    /// now, so a missing font is one clear error rather than blank text, and every text as it
    /// is laid out, so a missing glyph is one clear error rather than an empty box.
    private func glyphSource(checking styles: [IndicatorStyle]) throws -> CoverageCheckingGlyphSource {
        try font.map(RenderInput.checkFontFile)
        let source = CoverageCheckingGlyphSource(freeType: FreeTypeGlyphSource(), file: font, locale: locale)
        guard font != nil || styles.contains(where: \.drawsText) else { return source }
        do {
            _ = try source.layout("Aa", font: FontRequest(size: 17))
        } catch let failure as RenderFailure {
            throw failure
        } catch {
            throw RenderFailure(reporting: error)
        }
        return source
    }
}

extension Rasterizer {
    /// The pixel size, or a failure that says what to pass.
    static func checkedPixelSize(_ size: Size, scale: Double) throws -> (width: Int, height: Int) {
        do { return try pixelSize(of: size, scale: scale) } catch { throw RenderFailure(reporting: error) }
    }
}
