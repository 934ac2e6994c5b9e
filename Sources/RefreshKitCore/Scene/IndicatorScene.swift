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

        /// Creates an item. Nothing is checked: ``IndicatorSceneBuilder`` is the way to get
        /// items with sanitised values.
        ///
        /// - Parameters:
        ///   - content: The geometry drawn.
        ///   - paint: The paint (ignored for images).
        ///   - transform: From the item's user space to scene space; identity by default.
        ///   - opacity: The factor on the paint's alpha, 0…1; 1 by default.
        ///   - clip: A clip rectangle in scene space, or nil (the default) for none.
        public init(
            content: Content, paint: Paint, transform: Transform = .identity,
            opacity: Double = 1, clip: Rect? = nil
        ) {
            self.content = content
            self.paint = paint
            self.transform = transform
            self.opacity = opacity
            self.clip = clip
        }
    }

    /// The size of the drawing area, in points.
    public let size: Size
    /// The items, back to front.
    public let items: [Item]

    /// Creates a scene.
    ///
    /// - Parameters:
    ///   - size: The size of the drawing area, in points.
    ///   - items: The drawing commands, back to front.
    public init(size: Size, items: [Item]) {
        self.size = size
        self.items = items
    }
}
