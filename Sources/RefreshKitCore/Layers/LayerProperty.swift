/// An animatable property of a plan's layer; the raw value is its Core Animation key path.
package enum LayerProperty: String, Hashable, Sendable, CaseIterable {
    /// A shape layer's outline (`CGPath`).
    case path
    /// The layer's affine transform (a `CATransform3D` with no depth).
    case transform
    /// A turn about the layer's anchor, in radians, on its own layer.
    case rotationZ = "transform.rotation.z"
    /// A shape layer's stroke width, in points.
    case lineWidth
    /// Where a stroke's visible part starts, as a fraction of the outline.
    case strokeStart
    /// Where a stroke's visible part ends, as a fraction of the outline.
    case strokeEnd
    /// An image layer's bitmap.
    case contents
    /// A shape layer's fill colour.
    case fillColor
    /// A shape layer's stroke colour.
    case strokeColor
    /// A gradient layer's start, in the unit space of its bounds.
    case startPoint
    /// A gradient layer's end, in the unit space of its bounds.
    case endPoint
    /// A gradient layer's stop locations.
    case locations
    /// A gradient layer's stop colours.
    case colors
    /// The layer's opacity.
    case opacity
    /// The clipping rectangle: the bounds and position of a masking layer.
    case clip
    /// Whether the layer shows.
    case hidden
}

extension LayerProperty {
    /// Whether the property places a layer (its transform, turn or clip) rather than saying how
    /// it looks. In a layer that plays tracks on both of a driven plan's clocks, the state's clock
    /// may take its place, opacity and visibility and the pull everything but its place: the
    /// adapter then plays the pull's tracks on a layer inside those the clock moves
    /// (``LayerPlan/clockSplitProblem``).
    package var placesLayer: Bool { self == .transform || self == .rotationZ || self == .clip }
}
