/// A layer as the render server shows it at one moment: its properties with every animation
/// applied, its sublayers and its mask likewise.
public struct PresentedLayer {
    let kind: LayerKind
    let state: LayerState
    /// The sublayers, back to front.
    public let sublayers: [PresentedLayer]
    /// The mask.
    public var mask: PresentedLayer? { masks.first }
    private let masks: [PresentedLayer]

    init(kind: LayerKind, state: LayerState, sublayers: [PresentedLayer], mask: PresentedLayer?) {
        self.kind = kind
        self.state = state
        self.sublayers = sublayers
        masks = mask.map { [$0] } ?? []
    }

    /// The layer's class name (`CALayer`, `CAShapeLayer`, `CAGradientLayer`).
    public var className: String { kind.rawValue }
    /// Presented values, for tests.
    public var bounds: CGRect { state.bounds }
    public var position: CGPoint { state.position }
    public var transform: CATransform3D { state.transform }
    public var opacity: Float { state.opacity }
    public var isHidden: Bool { state.isHidden }
    public var contentsScale: CGFloat { state.contentsScale }
    public var contents: Any? { state.contents }
    public var path: CGPath? { state.path }
    public var strokeStart: CGFloat { state.strokeStart }
    public var strokeEnd: CGFloat { state.strokeEnd }
    public var fillColor: CGColor? { state.fillColor }
    public var strokeColor: CGColor? { state.strokeColor }
    public var lineWidth: CGFloat { state.lineWidth }
    public var anchorPoint: CGPoint { state.anchorPoint }
    public var masksToBounds: Bool { state.masksToBounds }
    public var colors: [Any]? { state.colors }
    public var locations: [NSNumber]? { state.locations }
    public var startPoint: CGPoint { state.startPoint }
    public var endPoint: CGPoint { state.endPoint }

    /// Every layer of the tree, this one first, depth first (masks after their owner's
    /// sublayers).
    public var allLayers: [PresentedLayer] {
        [self] + sublayers.flatMap(\.allLayers) + (mask?.allLayers ?? [])
    }
}

extension CALayer {
    /// The layer tree as the render server shows it at media time `t`: each layer's model
    /// values, then each of its animations in the order added (those removed on completion and
    /// over left out), later over earlier.
    ///
    /// - Throws: ``ModelError`` when an animation asks for what Apple leaves undefined or the
    ///   model does not cover.
    public func presentation(atMediaTime t: CFTimeInterval) throws(ModelError) -> PresentedLayer {
        let kind = LayerKind(self)
        var presented = state
        let local = localTime(fromMedia: t)
        for (_, animation) in animationEntries {
            guard let property = animation as? CAPropertyAnimation, let keyPath = property.keyPath else {
                throw .unsupported("animations without a key path")
            }
            let timing = ActiveTime(animation, layerTime: local)
            if animation.isRemovedOnCompletion && timing.isOver { continue }
            guard case let .at(fraction, pass) = timing.phase else { continue }
            let current = try presented.value(keyPath, kind: kind)
            let value = try KeyframeEvaluation.value(
                of: property, fraction: fraction, pass: pass, current: current,
                keyPath: keyPath)
            try presented.set(keyPath, kind: kind, to: value)
        }
        var children: [PresentedLayer] = []
        for child in sublayers ?? [] { children.append(try child.presentation(atMediaTime: t)) }
        return PresentedLayer(
            kind: kind, state: presented, sublayers: children,
            mask: try mask?.presentation(atMediaTime: t))
    }
}
