#if canImport(SwiftUI) && canImport(UIKit)
import RefreshKitCore
import SwiftUI
import UIKit

/// The invisible view behind a view modified by `.refreshable(_:)` or `.loadMore(…)`: it puts a
/// ``RefreshControl`` in the slot of its edge on the scroll view it finds.
struct RefreshKitAttachment: UIViewRepresentable {
    var edge: RefreshEdge
    /// The modifier's name, for debug reports.
    var modifier: String
    var indicator: any RefreshIndicator
    var configuration: RefreshConfiguration
    /// The footer's paging state (a header's is `.idle`).
    var paging: LoadMoreState
    var action: @MainActor @Sendable () async throws -> Void

    func makeCoordinator() -> AttachmentCoordinator {
        AttachmentCoordinator(edge: edge, modifier: modifier, request: request(in: nil))
    }

    func makeUIView(context: Context) -> AttachmentMarkerView {
        let view = AttachmentMarkerView()
        view.coordinator = context.coordinator
        context.coordinator.marker = view
        return view
    }

    func updateUIView(_ view: AttachmentMarkerView, context: Context) {
        context.coordinator.update(request(in: context.environment))
    }

    static func dismantleUIView(_ view: AttachmentMarkerView, coordinator: AttachmentCoordinator) {
        coordinator.detach()
        view.coordinator = nil
    }

    private func request(in environment: EnvironmentValues?) -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: indicator, configuration: configuration, paging: paging,
            action: action, environmentHasRefreshAction: environment?.refresh != nil)
    }
}
#endif
