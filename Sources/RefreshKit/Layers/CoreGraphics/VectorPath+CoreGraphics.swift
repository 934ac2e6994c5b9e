#if canImport(UIKit)
import CoreGraphics
import RefreshKitCore
#elseif CORE_ANIMATION_MODEL
import CoreAnimationModel
import RefreshKitCore
#endif
#if canImport(UIKit) || CORE_ANIMATION_MODEL

extension VectorPath {
    /// The path as a `CGPath`, element for element: `.move` → `move(to:)`, `.line` →
    /// `addLine(to:)`, `.quad` → `addQuadCurve(to:control:)`, `.cubic` →
    /// `addCurve(to:control1:control2:)`, `.close` → `closeSubpath()`. Coordinates are copied
    /// exactly (`CGFloat` is `Double`).
    ///
    /// The core's conventions for paths that Core Graphics would reject are kept: drawing before
    /// any `.move` starts at the origin (an explicit move to (0, 0) is added), and a `.close`
    /// with no sub-path open is dropped. Drawing after a `.close` without a move starts at the
    /// closed sub-path's start in both.
    public var cgPath: CGPath {
        let result = CGMutablePath()
        var hasCurrentPoint = false  // Core Graphics has a current point.
        var isOpen = false  // A sub-path is open (so `.close` means something).
        func ensureCurrentPoint() {
            if !hasCurrentPoint {
                result.move(to: .zero)
                hasCurrentPoint = true
            }
            isOpen = true
        }
        for element in elements {
            switch element {
            case let .move(p):
                result.move(to: CGPoint(p))
                hasCurrentPoint = true
                isOpen = true
            case let .line(p):
                ensureCurrentPoint()
                result.addLine(to: CGPoint(p))
            case let .quad(c, p):
                ensureCurrentPoint()
                result.addQuadCurve(to: CGPoint(p), control: CGPoint(c))
            case let .cubic(c1, c2, p):
                ensureCurrentPoint()
                result.addCurve(to: CGPoint(p), control1: CGPoint(c1), control2: CGPoint(c2))
            case .close:
                guard isOpen else { continue }
                result.closeSubpath()
                isOpen = false
            }
        }
        return result.copy() ?? result
    }

    /// The elements of a `CGPath`, one for one: `moveToPoint` → `.move`, `addLineToPoint` →
    /// `.line`, `addQuadCurveToPoint` → `.quad`, `addCurveToPoint` → `.cubic`,
    /// `closeSubpath` → `.close`. Exact, so `VectorPath(path.cgPath) == path` for every path that
    /// begins with a `.move` and has no `.close` outside a sub-path.
    ///
    /// - Parameter cgPath: The Core Graphics path; element kinds Core Graphics may add later are
    ///   skipped.
    public init(_ cgPath: CGPath) {
        var elements: [Element] = []
        cgPath.applyWithBlock { pointer in
            let element = pointer.pointee
            let points = element.points
            switch element.type {
            case .moveToPoint:
                elements.append(.move(Point(points[0])))
            case .addLineToPoint:
                elements.append(.line(Point(points[0])))
            case .addQuadCurveToPoint:
                elements.append(.quad(Point(points[0]), Point(points[1])))
            case .addCurveToPoint:
                elements.append(.cubic(Point(points[0]), Point(points[1]), Point(points[2])))
            case .closeSubpath:
                elements.append(.close)
            @unknown default:
                break
            }
        }
        self.init(elements: elements)
    }
}
#endif
