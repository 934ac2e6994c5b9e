import Testing
@testable import RefreshKitCore
import RefreshKitStyles

/// Every built-in style is a plain value: nothing in it, however deep, is an object, so two
/// threads drawing one style share nothing they could change (what a style remembers between
/// frames lives in the drawing context's memos, which stay on the context's thread).
@Suite struct IndicatorValueTests {
    /// The paths to every object held by `value`, walking its stored properties, enum payloads and
    /// collection elements.
    static func objects(in value: Any, path: String = "", depth: Int = 0) -> [String] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class { return [path.isEmpty ? "self" : path] }
        guard depth < 40 else { return [] }
        var found: [String] = []
        for (index, child) in mirror.children.enumerated() {
            // A tuple's elements are labelled ".0", ".1".
            let label = child.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(index)"
            found += objects(in: child.value, path: path + "." + label, depth: depth + 1)
        }
        return found
    }

    @Test(arguments: Indicators.catalog.map(\.name))
    func aBuiltInStyleHoldsNoObject(name: String) throws {
        guard case let .indicator(make)? = Indicators.style(named: name)?.kind else { return }
        let indicator = make()
        // A style that draws text remembers outlines while drawing: still nothing in the value.
        _ = indicator.scene(for: boxContext(.refreshing, time: 0.3))
        #expect(Self.objects(in: indicator) == [], "\(name)")
    }

    @Test func theWalkFindsAnObject() {
        final class Cache {}
        struct Holder {
            var values = [1, 2]
            var nested: (Int, Cache?) = (1, Cache())
        }
        #expect(Self.objects(in: Holder()) == [".nested.1.some"])
    }
}
