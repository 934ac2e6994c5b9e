import RefreshKit
import RefreshKitStyles

/// A row of the style gallery: a built-in style, or the collapsing header.
struct ExampleStyle: Sendable {
    enum Kind: Sendable {
        case indicator(@Sendable () -> any RefreshIndicator)
        case collapsingHeader
    }

    let name: String
    let summary: String
    /// Whether it draws text (then the demo gives it the tall header).
    let drawsText: Bool
    let kind: Kind

    /// Every built-in style, then the collapsing header.
    static let all: [ExampleStyle] = [
        ExampleStyle(
            name: "barFill", summary: "A bar that fills with the pull, then a fill loop",
            drawsText: true, kind: .indicator { Indicators.BarFill() }),
        ExampleStyle(
            name: "arcSpinner", summary: "An arc that closes with the pull, then spins",
            drawsText: true, kind: .indicator { Indicators.ArcSpinner() }),
        ExampleStyle(
            name: "progressRing", summary: "A ring of progress, then an activity spinner",
            drawsText: true, kind: .indicator { Indicators.ProgressRing() }),
        ExampleStyle(
            name: "handwriting", summary: "Words written stroke by stroke, then a halo sweeping over them",
            drawsText: true, kind: .indicator { Indicators.Handwriting() }),
        ExampleStyle(
            name: "letterWave", summary: "The app's name, letter by letter in a wave",
            drawsText: true, kind: .indicator { Indicators.LetterWave() }),
        ExampleStyle(
            name: "classic", summary: "An arrow that flips at the trigger, titles and the last update",
            drawsText: true, kind: .indicator { Indicators.Classic() }),
        ExampleStyle(
            name: "system", summary: "A spoked spinner like UIRefreshControl's",
            drawsText: false, kind: .indicator { Indicators.System() }),
        ExampleStyle(
            name: "systemYellowOnRed", summary: "The system spinner in yellow on red",
            drawsText: false, kind: .indicator { Indicators.System(configuration: .yellowOnRed) }),
        ExampleStyle(
            name: "imageSequence", summary: "Frames by progress while pulling, looped while refreshing",
            drawsText: false, kind: .indicator { Indicators.ImageSequence() }),
        ExampleStyle(
            name: "collapsingHeader", summary: "A header that collapses as the content scrolls",
            drawsText: true, kind: .collapsingHeader),
    ]
}
