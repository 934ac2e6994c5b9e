import RefreshKitCore
import RefreshKitScrollSimulation

/// What the README's sample calls: an app's model, reduced to counters.
@MainActor
final class SampleModel {
    private(set) var reloads = 0
    private(set) var pagesRequested = 0
    private var pageCompletion: (() -> Void)?

    func reload() async { reloads += 1 }

    func loadMore(completion: @escaping () -> Void) {
        pagesRequested += 1
        pageCompletion = completion
    }

    /// The network answers the page request.
    func finishPage() {
        pageCompletion?()
        pageCompletion = nil
    }
}

// The README's "The core on its own" sample, verbatim between the markers (ReadmeSampleTests
// checks that the README shows exactly these lines).
@MainActor
func coreSample(model: SampleModel) -> (SimulatedScrollView, RefreshController, RefreshController) {
    // README sample begins
    let scrollView = SimulatedScrollView(
        viewportSize: Size(width: 390, height: 844),
        contentSize: Size(width: 390, height: 2000),
        safeAreaInsets: Insets(top: 91))  // 47 pt status bar + 44 pt bar
    let header = RefreshController(edge: .header, configuration: .standard)  // 64 pt; `.tall` is 80 pt
    header.setAction(.async { await model.reload() })  // ends by itself when it returns
    header.observeState { change in print(change.to.phase, change.time) }
    header.attach(to: scrollView)  // no delegate forwarding

    let footer = RefreshController(
        edge: .footer,
        configuration: RefreshConfiguration(height: 50, mode: .auto, autoTriggerDistance: 200))
    footer.setAction(
        .sync { [unowned footer] in
            model.loadMore { footer.endRefreshing() }  // callback-style work ends it
        })
    footer.attach(to: scrollView)
    // README sample ends
    return (scrollView, header, footer)
}
