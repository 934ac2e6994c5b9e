import RefreshKitCore

/// Whether |a − b| ≤ tolerance (Doubles only, so the type-checker stays fast).
package func near(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// Whether two numbers agree within `tolerance`.
package func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool { abs(a - b) <= tolerance }

/// Whether two points agree within `tolerance` on each coordinate.
package func close(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// Whether two rectangles agree within `tolerance` on each edge.
package func close(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance)
        && close(a.maxX, b.maxX, tolerance) && close(a.maxY, b.maxY, tolerance)
}

/// Whether two colours agree within `tolerance` on each component.
package func close(_ a: RGBAColor, _ b: RGBAColor, _ tolerance: Double) -> Bool {
    abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
        && abs(a.alpha - b.alpha) <= tolerance
}
