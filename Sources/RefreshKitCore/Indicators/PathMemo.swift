/// Paths an indicator built on earlier frames, by what they were built from, so a frame that
/// needs the same geometry again (a glyph outline at the same place, a spoke of the same
/// spinner) reuses the path instead of copying it: a scene's items then share one path.
///
/// Held by a drawing context (``DrawingMemos``: copies of the context share it, and keys hold
/// everything a path is built from). At most ``limit`` paths are kept; past that the memo starts
/// again. Not `Sendable`: it belongs to the thread that draws with its context.
package final class PathMemo<Key> {
    // `Key: Equatable` is required where the memo is used, not here: the class's metadata then
    // needs no run-time conformance look-up.

    /// The most paths kept.
    static var limit: Int { 64 }

    private var keys: [Key] = []
    private var paths: [VectorPath] = []
    /// Whether each path can be drawn (``IndicatorSceneBuilder/isDrawable(_:)``), found once.
    private var drawable: [Bool] = []

    init() {}
}

extension PathMemo where Key: Equatable {
    /// The path remembered for `key`, else `build()`, remembered.
    func path(for key: Key, build: () -> VectorPath) -> VectorPath {
        paths[index(for: key, build: build)]
    }

    /// ``path(for:build:)`` when the path can be drawn, else nil: a frame that reuses the path
    /// skips the builder's check of every point.
    package func drawablePath(for key: Key, build: () -> VectorPath) -> VectorPath? {
        let index = index(for: key, build: build)
        return drawable[index] ? paths[index] : nil
    }

    private func index(for key: Key, build: () -> VectorPath) -> Int {
        if let index = keys.firstIndex(of: key) { return index }
        if keys.count >= Self.limit {
            keys.removeAll(keepingCapacity: true)
            paths.removeAll(keepingCapacity: true)
            drawable.removeAll(keepingCapacity: true)
        }
        let path = build()
        keys.append(key)
        paths.append(path)
        drawable.append(IndicatorSceneBuilder.isDrawable(path))
        return keys.count - 1
    }
}

/// A text outline moved by an offset: the layout's combined path (equal layouts from a cached
/// glyph source share its storage, so comparing is quick) and the offset.
package struct OffsetTextKey: Equatable {
    var path: VectorPath
    var offset: Point
}

extension IndicatorSceneBuilder {
    /// ``fillText(_:offset:with:)`` with the moved outline taken from `paths` when an earlier
    /// frame built it.
    package mutating func fillText(
        _ layout: TextLayout, offset: Point, with paint: Paint,
        paths: PathMemo<OffsetTextKey>
    ) {
        let path = paths.drawablePath(for: OffsetTextKey(path: layout.combinedPath, offset: offset)) {
            layout.combinedPath(offsetBy: offset)
        }
        if let path { fill(drawable: path, with: paint) }
    }
}

/// One straight spoke of a spinner: spoke `index` of `count` around `center`, from `inner` to
/// `outer` radius.
struct SpokeKey: Equatable {
    var index: Int
    var count: Int
    var inner: Double
    var outer: Double
    var center: Point
}

extension IndicatorSceneBuilder {
    /// ``strokeText(_:offset:with:style:)`` with the moved outline taken from `paths` when an
    /// earlier frame built it.
    package mutating func strokeText(
        _ layout: TextLayout, offset: Point, with paint: Paint, style: StrokeOptions,
        paths: PathMemo<OffsetTextKey>
    ) {
        let path = paths.drawablePath(for: OffsetTextKey(path: layout.combinedPath, offset: offset)) {
            layout.combinedPath(offsetBy: offset)
        }
        if let path { stroke(drawable: path, with: paint, style: style) }
    }
}

/// A text outline under a transform (moved, scaled, turned): the layout's combined path and
/// the transform.
package struct TransformedTextKey: Equatable {
    var path: VectorPath
    var transform: Transform

    package init(path: VectorPath, transform: Transform) {
        self.path = path
        self.transform = transform
    }
}

extension DrawingMemos {
    /// The text outline for `key` when it can be drawn, remembered across frames, as
    /// ``drawableArc(_:build:)`` is for arcs.
    ///
    /// - Parameters:
    ///   - key: The layout's combined path and its transform.
    ///   - build: Builds the moved outline the first time.
    /// - Returns: The outline, or nil when it cannot be drawn.
    package func drawableText(_ key: TransformedTextKey, build: () -> VectorPath) -> VectorPath? {
        paths(TransformedTextKey.self).drawablePath(for: key, build: build)
    }
}
