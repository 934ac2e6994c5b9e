import RefreshKitCore

/// A gesture script for a simulated scroll view: the layout, the controls, and a list of steps.
/// `refreshkit simulate` reads it from JSON; ``Simulator`` runs it.
package struct SimulationScript: Hashable, Sendable {
    /// Default frames per second at which the script is sampled.
    package static let defaultFPS = 60.0

    /// A refresh control on one edge.
    package struct Edge: Hashable, Sendable {
        /// The room it takes while refreshing, in points.
        package var height: Double
        /// The trigger distance; nil means the height.
        package var trigger: Double?
        /// Pull or auto.
        package var mode: RefreshConfiguration.Mode
        /// For auto footers: the distance before the end at which loading starts.
        package var autoDistance: Double
        /// Seconds after which a fired action ends its refresh by itself; nil means only
        /// explicit `end` steps end it.
        package var actionDuration: Double?
        /// For auto footers: whether the footer holds its room below the last row at rest.
        package var holdsRoom: Bool
        /// For auto footers: whether a short list loads by itself until its content fills the
        /// viewport.
        package var fillsViewport: Bool

        /// Creates an edge; the defaults are the standard header's.
        package init(
            height: Double = RefreshConfiguration.defaultHeight, trigger: Double? = nil,
            mode: RefreshConfiguration.Mode = .pull,
            autoDistance: Double = RefreshConfiguration.defaultAutoTriggerDistance,
            actionDuration: Double? = nil, holdsRoom: Bool = false, fillsViewport: Bool = false
        ) {
            self.height = height
            self.trigger = trigger
            self.mode = mode
            self.autoDistance = autoDistance
            self.actionDuration = actionDuration
            self.holdsRoom = holdsRoom
            self.fillsViewport = fillsViewport
        }

        /// The controller configuration this edge describes.
        package var configuration: RefreshConfiguration {
            RefreshConfiguration(
                height: height, triggerDistance: trigger, mode: mode, autoTriggerDistance: autoDistance,
                holdsRoomAtRest: holdsRoom, fillsViewport: fillsViewport)
        }
    }

    /// One thing that happens.
    package enum Step: Hashable, Sendable {
        /// The finger moves `by` points (positive = down) over `duration` seconds, at constant speed.
        case drag(by: Double, duration: Double)
        /// The finger lifts with `velocity` points per second (finger direction).
        case release(velocity: Double)
        /// Time passes.
        case wait(Double)
        /// The app begins a refresh programmatically.
        case begin(RefreshEdge)
        /// The app begins a refresh programmatically, saying whether the action runs (false: a
        /// load already running elsewhere is shown) and whether the header animates into view.
        case beginRefreshing(RefreshEdge, runningAction: Bool, animated: Bool)
        /// The app ends a refresh.
        case end(RefreshEdge)
        /// The app ends a refresh with an error: a footer shows failed, a header goes back to idle.
        case fail(RefreshEdge)
        /// The footer has no more data (true) or has again (false).
        case noMoreData(Bool)
        /// The content's height changes.
        case setContentHeight(Double)
        /// The app changes its own top and bottom content inset.
        case setContentInset(top: Double, bottom: Double)
        /// The safe area changes (a navigation bar appears, a large title collapses).
        case setSafeArea(top: Double, bottom: Double)
    }

    /// The scroll view's visible size.
    package var viewport: Size
    /// The content's height (its width is the viewport's).
    package var contentHeight: Double
    /// The app's own content inset (top and bottom).
    package var contentInset: Insets
    /// The safe area (top and bottom).
    package var safeArea: Insets
    /// The header, if any.
    package var header: Edge?
    /// The footer, if any.
    package var footer: Edge?
    /// The collapsing header's configuration, if any.
    package var collapsingHeader: CollapsingHeaderController.Configuration?
    /// Samples per second.
    package var fps: Double
    /// What happens, in order.
    package var steps: [Step]

    /// Creates a script.
    package init(
        viewport: Size, contentHeight: Double, contentInset: Insets = .zero,
        safeArea: Insets = .zero, header: Edge? = nil, footer: Edge? = nil,
        collapsingHeader: CollapsingHeaderController.Configuration? = nil,
        fps: Double = SimulationScript.defaultFPS, steps: [Step]
    ) {
        self.viewport = viewport
        self.contentHeight = contentHeight
        self.contentInset = contentInset
        self.safeArea = safeArea
        self.header = header
        self.footer = footer
        self.collapsingHeader = collapsingHeader
        self.fps = fps
        self.steps = steps
    }
}
