import ArgumentParser
import Foundation
import RefreshKitRender

/// `refreshkit render`: draws built-in styles to PNG, GIF or SVG, at one moment or over a whole
/// refresh cycle driven by the simulated scroll view and the real controller.
///
/// Exit status 0 on success; 2 for anything the user can fix (an unknown style, a bad size or
/// state, a missing font, an unwritable path), with one line on standard error that says what
/// to pass instead.
public struct Render: ParsableCommand, Sendable {
    public static let configuration = CommandConfiguration(
        abstract: "Render indicator styles to PNG, GIF or SVG: one moment or a whole refresh cycle.",
        discussion: """
            Without --state it records the default cycle (pull past the trigger, release, \
            refresh for 2 s, end, finish) from the real controller on a simulated scroll view. \
            `refreshkit render --all --out DIR` writes one looping GIF per style into DIR.

            Exit status: 0 on success; 2 for a bad option, a missing font or an unwritable \
            path (one line on standard error).
            """)

    /// The status for anything the user can fix.
    public static let invalidInputStatus: Int32 = 2
    /// Default display scale (a 2x phone).
    public static let defaultScale = 2.0
    /// Default frame rate: 50 fps gives every GIF frame an exact 2 cs delay, which every
    /// browser honours (delays under 2 cs are slowed to 10 cs by most browsers).
    public static let defaultFPS = 50.0
    /// Default text of "Last updated …" in the classic style, fixed so renders are reproducible.
    public static let defaultLastUpdated = "Today 09:41"

    @Option(help: "The style to render (see `refreshkit styles`).") var style: String?
    @Flag(help: "Render every style; --out is then a directory.") var all = false
    @Option(help: "Output file, or directory for --all and for png/svg cycles.") var out: String?
    @Option(help: "png, gif or svg (default: from --out's extension, else gif for a cycle, png for a moment).")
    var format: RenderFormat?
    @Option(help: "Drawing area in points, WxH (default: the style's, 390x80 for headers).") var size: String?
    @Option(help: "Pixels per point.") var scale: Double = Render.defaultScale
    @Option(help: "Frames per second of a cycle.") var fps: Double = Render.defaultFPS
    @Option(help: "One moment instead of a cycle: idle, pulling, armed, refreshing, finishing, noMoreData.")
    var state: String?
    @Option(help: "With --state pulling: pull / trigger, 0…1 (default 0.5).") var progress: Double?
    @Option(name: .customLong("over-pull"), help: "With --state armed: points past the trigger.") var overPull: Double?
    @Option(help: "Seconds since the state began (default 0).") var time: Double = 0
    @Option(name: .customLong("refreshing-duration"), help: "With --state finishing: seconds it refreshed.")
    var refreshingDuration: Double = 0
    @Option(help: "header or footer (the classic style's footer titles).") var edge: String = "header"
    @Option(help: "A TrueType/OpenType file to draw every text with.") var font: String?
    @Option(help: "Language of the texts: en, es, vi, zh-Hans, zh-Hant.") var locale: String = "en"
    @Option(name: .customLong("last-updated"), help: "The classic style's last-updated text.")
    var lastUpdated: String = Render.defaultLastUpdated
    @Option(help: "Tint colour, RRGGBB hex.") var tint: String?
    @Option(help: "Background colour, RRGGBB hex (PNG/SVG default: transparent; GIF: white).") var background: String?
    @Flag(help: "GIF with a transparent background instead of a matte.") var transparent = false
    @Flag(name: .customLong("reduce-motion"), help: "Draw the calm Reduce Motion variants.") var reduceMotion = false

    public init() {}

    public func run() throws {
        do {
            try MainActor.assumeIsolated { try self.perform() }
        } catch let failure as RenderFailure {
            StandardStream.error.write("refreshkit render: \(Simulate.oneLine(failure.description))\n")
            throw ExitCode(Self.invalidInputStatus)
        }
    }

    /// Renders every selected style; `printsPaths` writes each output path on standard output.
    @MainActor
    func perform(printsPaths: Bool = true) throws {
        let styles = try selectedStyles()
        let timing = try self.timing()
        let format = self.format ?? out.flatMap(RenderFormat.from(path:)) ?? (state == nil ? .gif : .png)
        let fps = try RenderInput.positive(self.fps, option: "--fps", maximum: RenderInput.maximumFPS, example: "50")
        let scale = try RenderInput.positive(self.scale, option: "--scale", maximum: RenderInput.maximumScale, example: "2")
        guard let edge = RefreshEdge(rawValue: edge) else {
            throw RenderFailure("--edge '\(edge)' is not an edge; pass header or footer")
        }
        try RenderBudget.check(styles, size: size, scale: scale, fps: fps, timing: timing, format: format)
        let glyphs = try glyphSource(checking: styles)
        let directory = all ? (out ?? "gallery") : nil
        let createdDirectory = try directory.map(Self.makeDirectory) ?? false
        // Everything is written beside its place and moved in only once every style is done:
        // a failure leaves no new file (and an --all directory made for it is removed).
        let transaction = OutputTransaction()
        do {
            try render(styles, timing: timing, format: format, fps: fps, scale: scale, edge: edge, glyphs: glyphs,
                       directory: directory, into: transaction)
            try transaction.commit()
        } catch {
            transaction.rollback()
            if createdDirectory, let directory { try? FileManager.default.removeItem(atPath: directory) }
            throw error
        }
        if printsPaths {
            for path in transaction.finalPaths { StandardStream.output.write("\(path)\n") }
        }
    }

    @MainActor
    private func render(_ styles: [IndicatorStyle], timing: RenderJob.Timing, format: RenderFormat, fps: Double,
                        scale: Double, edge: RefreshEdge, glyphs: any GlyphSource, directory: String?,
                        into transaction: OutputTransaction) throws {
        for style in styles {
            let size = try self.size.map(RenderInput.size) ?? style.preferredSize
            _ = try Rasterizer.checkedPixelSize(size, scale: scale)
            let job = RenderJob(style: style, size: size, scale: scale, fps: fps, format: format, timing: timing,
                                edge: edge, tint: try tint.map { try RenderInput.color($0, option: "--tint") },
                                background: try background.map { try RenderInput.color($0, option: "--background") },
                                transparentGIF: transparent, reduceMotion: reduceMotion, locale: locale,
                                lastUpdated: lastUpdated, glyphs: glyphs)
            let path = directory.map { "\($0)/\(style.name).\(format.rawValue)" } ?? out ?? "\(style.name).\(format.rawValue)"
            try job.write(to: path, in: transaction)
        }
    }

    /// Creates the directory of `--all` and its parents; returns whether it made it.
    private static func makeDirectory(_ path: String) throws -> Bool {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return false }
            throw RenderFailure("--out '\(path)' is a file, not a directory; pass a directory path for --all")
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return true
        } catch {
            throw RenderFailure("cannot create the directory '\(path)' for --all; pass a writable --out")
        }
    }

    private func selectedStyles() throws -> [IndicatorStyle] {
        switch (style, all) {
        case (nil, true): return Indicators.catalog
        case let (name?, false):
            guard let style = Indicators.style(named: name) else {
                throw RenderFailure("--style '\(name)' is not a style; pass one of \(Indicators.catalog.map(\.name).joined(separator: ", ")) (or --all)")
            }
            return [style]
        case (_?, true): throw RenderFailure("--style and --all exclude each other; pass one of them")
        case (nil, false): throw RenderFailure("no style chosen; pass --style NAME or --all (see `refreshkit styles`)")
        }
    }

    private func timing() throws -> RenderJob.Timing {
        guard let state else {
            if progress != nil || overPull != nil { throw RenderFailure("--progress and --over-pull need --state; pass --state pulling or armed") }
            return .cycle
        }
        guard time.isFinite, time >= 0, refreshingDuration.isFinite, refreshingDuration >= 0 else {
            throw RenderFailure("--time and --refreshing-duration must be zero or more seconds, such as 0.3")
        }
        let trigger = try size.map(RenderInput.size)?.height ?? IndicatorStyle.defaultSize.height
        let (value, pull) = try RenderInput.state(state, progress: progress, overPull: overPull, trigger: trigger)
        return .moment(state: value, pull: pull, time: time, refreshingDuration: refreshingDuration)
    }

    /// FreeType glyphs; with --font, every text in that file. Checks the font the styles need
    /// now, so a missing font is one clear error rather than blank text.
    private func glyphSource(checking styles: [IndicatorStyle]) throws -> any GlyphSource {
        let freeType = FreeTypeGlyphSource()
        let source: any GlyphSource = font.map { FontOverrideGlyphSource(base: freeType, file: $0) } ?? freeType
        guard font != nil || styles.contains(where: \.drawsText) else { return source }
        do {
            _ = try source.layout("Aa", font: FontRequest(size: 17))
        } catch {
            throw RenderFailure("\(error)")
        }
        return source
    }
}

extension Rasterizer {
    /// The pixel size, or a failure that says what to pass.
    static func checkedPixelSize(_ size: Size, scale: Double) throws -> (width: Int, height: Int) {
        do { return try pixelSize(of: size, scale: scale) } catch { throw RenderFailure("\(error)") }
    }
}
