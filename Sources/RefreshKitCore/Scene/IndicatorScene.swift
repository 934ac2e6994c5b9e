/// An immutable display list: what an indicator draws at one moment.
///
/// Items are drawn in order, each with source-over compositing. Every item carries its fully
/// resolved drawing state (transform, opacity, clip), so a renderer needs no state stack.
/// Build scenes with ``IndicatorSceneBuilder``.
public struct IndicatorScene: Hashable, Sendable {
    /// What one item draws.
    public enum Content: Hashable, Sendable {
        /// Fills a path.
        case fill(VectorPath, FillRule)
        /// Strokes a path (trimmed as the style says).
        case stroke(VectorPath, StrokeOptions)
        /// Draws a bitmap scaled into a rectangle (in the item's user space).
        case image(Bitmap, Rect)
    }

    /// One drawing command with its resolved state.
    public struct Item: Hashable, Sendable {
        /// The geometry drawn.
        public var content: Content
        /// The paint (ignored for images, which carry their own colours).
        public var paint: Paint
        /// User space to scene space.
        public var transform: Transform
        /// Multiplies the paint's alpha, 0…1.
        public var opacity: Double
        /// An axis-aligned clip rectangle in scene space, or nil for none.
        public var clip: Rect?

        /// Creates an item.
        public init(content: Content, paint: Paint, transform: Transform = .identity,
                    opacity: Double = 1, clip: Rect? = nil) {
            self.content = content; self.paint = paint; self.transform = transform
            self.opacity = opacity; self.clip = clip
        }
    }

    /// The size of the drawing area, in points.
    public let size: Size
    /// The items, back to front.
    public let items: [Item]

    /// Creates a scene.
    public init(size: Size, items: [Item]) { self.size = size; self.items = items }
}
