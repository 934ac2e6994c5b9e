import RefreshKitCore

extension SimulationScript {
    /// The largest number of seconds a script may span (one hour): keeps runs bounded.
    package static let maximumDuration = 3600.0
    /// The largest sampling rate accepted.
    package static let maximumFPS = 1000.0

    /// Checks every number and reference, or throws the first problem with its path as a
    /// ``SimulationError`` (untyped `throws`: typed throws crash the iOS toolchain's SILGen).
    package func validate() throws {
        try Self.positive(viewport.width, "viewport.width")
        try Self.positive(viewport.height, "viewport.height")
        try Self.nonNegative(contentHeight, "contentHeight")
        for (name, value) in [("top", contentInset.top), ("bottom", contentInset.bottom)] {
            try Self.finite(value, "contentInset.\(name)")
        }
        for (name, value) in [("top", safeArea.top), ("bottom", safeArea.bottom)] {
            try Self.nonNegative(value, "safeArea.\(name)")
        }
        try Self.positive(fps, "fps")
        if fps > Self.maximumFPS {
            throw SimulationError(path: "fps", message: "\(fps) is too high; pass at most \(Int(Self.maximumFPS))")
        }
        for (name, edge) in [("header", header), ("footer", footer)] {
            guard let edge else { continue }
            try Self.positive(edge.height, "\(name).height")
            if let t = edge.trigger { try Self.positive(t, "\(name).trigger") }
            try Self.nonNegative(edge.autoDistance, "\(name).autoDistance")
            if let d = edge.actionDuration { try Self.nonNegative(d, "\(name).actionDuration") }
        }
        if let c = collapsingHeader {
            try Self.nonNegative(c.minHeight, "collapsingHeader.min")
            try Self.positive(c.maxHeight, "collapsingHeader.max")
            if c.minHeight > c.maxHeight {
                throw SimulationError(
                    path: "collapsingHeader.min",
                    message: "\(c.minHeight) is above max \(c.maxHeight); pass min <= max")
            }
        }
        var total = 0.0
        for (index, step) in steps.enumerated() {
            try validate(step, at: "steps[\(index)]")
            switch step {
            case let .drag(_, d), let .wait(d): total += d
            default: break
            }
            if total > Self.maximumDuration {
                throw SimulationError(
                    path: "steps[\(index)]",
                    message: "the script would run past \(Int(Self.maximumDuration)) s; shorten its waits and drags")
            }
        }
    }

    private func validate(_ step: Step, at path: String) throws {
        switch step {
        case let .drag(by, duration):
            try Self.finite(by, "\(path).drag.by")
            try Self.nonNegative(duration, "\(path).drag.duration")
        case let .release(velocity):
            try Self.finite(velocity, "\(path).release.velocity")
        case let .wait(seconds):
            try Self.nonNegative(seconds, "\(path).wait")
        case let .begin(edge), let .end(edge), let .fail(edge), let .beginRefreshing(edge, _, _):
            let verb =
                switch step {
                case .end: "end"
                case .fail: "fail"
                default: "begin"
                }
            if (edge == .header ? header : footer) == nil {
                throw SimulationError(
                    path: "\(path).\(verb)",
                    message: "the script has no \(edge.rawValue); add a \"\(edge.rawValue)\" object")
            }
        case .noMoreData:
            if footer == nil {
                throw SimulationError(
                    path: "\(path).noMoreData", message: "the script has no footer; add a \"footer\" object")
            }
        case let .setContentHeight(h):
            try Self.nonNegative(h, "\(path).setContentHeight")
        case let .setContentInset(top, bottom):
            try Self.finite(top, "\(path).setContentInset.top")
            try Self.finite(bottom, "\(path).setContentInset.bottom")
        case let .setSafeArea(top, bottom):
            try Self.nonNegative(top, "\(path).setSafeArea.top")
            try Self.nonNegative(bottom, "\(path).setSafeArea.bottom")
        }
    }

    static func finite(_ x: Double, _ path: String) throws {
        guard x.isFinite else {
            throw SimulationError(path: path, message: "\(x) is not a finite number; pass a finite number")
        }
    }

    static func nonNegative(_ x: Double, _ path: String) throws {
        try finite(x, path)
        guard x >= 0 else { throw SimulationError(path: path, message: "\(x) is negative; pass zero or more") }
    }

    static func positive(_ x: Double, _ path: String) throws {
        try finite(x, path)
        guard x > 0 else { throw SimulationError(path: path, message: "\(x) must be greater than zero") }
    }
}
