extension Point {
    /// x and y swapped.
    package var transposed: Point { Point(x: y, y: x) }
}

extension Size {
    /// Width and height swapped.
    package var transposed: Size { Size(width: height, height: width) }
}

extension Insets {
    /// Top and left swapped, and bottom and right: the insets of the same scroll view seen with
    /// its axes swapped.
    package var transposed: Insets { Insets(top: left, left: top, bottom: right, right: bottom) }
}

extension ScrollMetrics {
    /// The same scroll view seen with its axes swapped: a horizontal scroll view's metrics as a
    /// vertical one's (x as y, width as height, left as top, right as bottom), so the vertical
    /// controllers drive leading and trailing controls unchanged. Transposing twice gives the
    /// metrics back.
    package var transposed: ScrollMetrics {
        ScrollMetrics(
            contentOffset: contentOffset.transposed, contentSize: contentSize.transposed,
            viewportSize: viewportSize.transposed, contentInset: contentInset.transposed,
            safeAreaInsets: safeAreaInsets.transposed, refreshInsets: refreshInsets.transposed,
            adjustedContentInset: adjustedContentInset.transposed, isTracking: isTracking,
            isDragging: isDragging, isDecelerating: isDecelerating, isInWindow: isInWindow)
    }
}
