#if canImport(SwiftUI) && canImport(UIKit)
import UIKit
#elseif UIKIT_MODEL
import UIKitModel
#endif
#if (canImport(SwiftUI) && canImport(UIKit)) || UIKIT_MODEL

/// The UIKit view of a ``RefreshKitAttachment``: transparent, never hit, hidden from VoiceOver;
/// tells its coordinator when it gets a window.
final class AttachmentMarkerView: UIView {
    weak var coordinator: AttachmentCoordinator?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
        backgroundColor = nil
        isOpaque = false
    }

    @available(*, unavailable, message: "Created by SwiftUI only")
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { coordinator?.markerDidGetWindow() }
    }
}
#endif
