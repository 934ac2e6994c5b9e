#if canImport(SwiftUI) && canImport(UIKit)
import Foundation
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
    /// A header's `staleAfter`.
    var staleAfter: TimeInterval? = nil
    /// A header's `lastUpdatedKey` (nil: the shared default).
    var lastUpdatedKey: String? = nil
    /// A header's two-way refreshing state.
    var isRefreshing: Binding<Bool>? = nil
    /// Where the modifier's keyboard shortcut reaches the coordinator (a header's).
    var shortcutTarget: RefreshShortcutTarget? = nil

    func makeCoordinator() -> AttachmentCoordinator {
        AttachmentCoordinator(edge: edge, modifier: modifier, request: request(in: nil))
    }

    func makeUIView(context: Context) -> AttachmentMarkerView {
        let view = AttachmentMarkerView()
        view.coordinator = context.coordinator
        context.coordinator.marker = view
        shortcutTarget?.coordinator = context.coordinator
        return view
    }

    func updateUIView(_ view: AttachmentMarkerView, context: Context) {
        shortcutTarget?.coordinator = context.coordinator
        context.coordinator.update(request(in: context.environment))
    }

    static func dismantleUIView(_ view: AttachmentMarkerView, coordinator: AttachmentCoordinator) {
        coordinator.detach()
        view.coordinator = nil
    }

    private func request(in environment: EnvironmentValues?) -> AttachmentCoordinator.Request {
        AttachmentCoordinator.Request(
            indicator: indicator, configuration: configuration, paging: paging,
            action: action, environmentHasRefreshAction: environment?.refresh != nil, staleAfter: staleAfter,
            lastUpdatedKey: lastUpdatedKey,
            refreshing: isRefreshing.map { binding in
                AttachmentCoordinator.RefreshingLink(
                    get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
            })
    }
}
#endif
