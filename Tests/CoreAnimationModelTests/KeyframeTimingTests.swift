import CoreAnimationModel
import Testing

/// `CAKeyframeAnimation`'s values at key times and `CAMediaTiming`, as Apple documents them.
@Suite struct KeyframeTimingTests {
    /// "If the calculationMode is set to discrete, the first value in the array must be 0.0 and
    /// the last value must be 1.0. The array should have one more entry than appears in the
    /// values array": each value holds from its key time until the next.
    @Test func discreteValuesHoldFromTheirKeyTimeUntilTheNext() throws {
        let layer = CAShapeLayer()
        layer.add(
            keyframes(
                "lineWidth", [310, 60, 120, 60], keyTimes: [0, 0.25, 0.5, 0.75, 1], mode: .discrete,
                duration: 4, beginTime: 100), forKey: "w")
        let expected: [(Double, Double)] = [
            (100, 310), (100.9, 310), (101, 60), (101.5, 60), (102, 120),
            (102.99, 120), (103, 60), (103.9, 60),
        ]
        for (t, value) in expected {
            #expect(try presented(layer, at: t) { Double($0.lineWidthValue) } == value, "at \(t)")
        }
    }

    /// Linear: each value at its key time, straight lines between.
    @Test func linearValuesMeetAtTheirKeyTimes() throws {
        let layer = CALayer()
        layer.add(keyframes("opacity", [0, 0.2, 1], keyTimes: [0, 0.8, 1], duration: 2, beginTime: 10), forKey: "o")
        #expect(try presented(layer, at: 10) { Double($0.opacity) } == 0)
        #expect(abs(try presented(layer, at: 10.8) { Double($0.opacity) } - 0.1) < 1e-6)
        #expect(abs(try presented(layer, at: 11.8) { Double($0.opacity) } - 0.6) < 1e-6)
    }

    /// Key times that do not match the values are not defined; the model refuses them.
    @Test func keyTimesThatDoNotMatchTheValuesAreRefused() {
        let layer = CALayer()
        layer.add(keyframes("opacity", [0, 1], keyTimes: [0, 0.5, 1], beginTime: 1), forKey: "o")
        #expect(throws: ModelError.self) { try layer.presentation(atMediaTime: 1.2) }
    }

    /// A layer whose `speed` is 0 stands still at its `timeOffset`: scrubbing.
    @Test func aLayerAtSpeedZeroShowsItsTimeOffsetWhateverTheClock() throws {
        let parent = CALayer(), child = CAShapeLayer()
        parent.addSublayer(child)
        parent.speed = 0
        child.add(keyframes("strokeEnd", [0, 1], beginTime: 1e-100, fillMode: .both), forKey: "e")
        for offset in [0.0, 0.25, 0.5, 1] {
            parent.timeOffset = offset
            for media in [3.0, 1000.0] {
                #expect(abs(try presented(child, at: media) { Double($0.strokeEnd) } - offset) < 1e-9)
            }
        }
    }

    /// "Only one animation per unique key is added to the layer": adding under a used key
    /// replaces the animation.
    @Test func addingUnderAUsedKeyReplacesTheAnimation() throws {
        let layer = CALayer()
        layer.add(keyframes("opacity", [0.2, 0.2], beginTime: 1), forKey: "k")
        layer.add(keyframes("opacity", [0.7, 0.7], beginTime: 1), forKey: "k")
        #expect(try presented(layer, at: 1.5) { Double($0.opacity) } == Double(Float(0.7)))
        #expect(MediaClock.$override.withValue(1.5) { layer.animationKeys() } == ["k"])
    }

    /// Different keys stack in the order added, later over earlier; one that is not active
    /// (before its begin, no backwards fill) lets the earlier show.
    @Test func differentKeysStackInTheOrderAdded() throws {
        let layer = CALayer()
        layer.add(keyframes("opacity", [0.2, 0.2], duration: 10, beginTime: 1), forKey: "intro")
        layer.add(keyframes("opacity", [0.7, 0.7], beginTime: 3, repeatCount: .infinity), forKey: "loop")
        #expect(try presented(layer, at: 2) { Double($0.opacity) } == Double(Float(0.2)))
        #expect(try presented(layer, at: 4) { Double($0.opacity) } == Double(Float(0.7)))
        // With a backwards fill the later one covers the earlier from the start.
        let filled = CALayer()
        filled.add(keyframes("opacity", [0.2, 0.2], duration: 10, beginTime: 1), forKey: "intro")
        filled.add(
            keyframes("opacity", [0.7, 0.7], beginTime: 3, repeatCount: .infinity, fillMode: .both),
            forKey: "loop")
        #expect(try presented(filled, at: 2) { Double($0.opacity) } == Double(Float(0.7)))
    }

    /// Fill modes before and after the active time; `isRemovedOnCompletion` drops it after.
    @Test func fillModesDecideWhatShowsOutsideTheActiveTime() throws {
        func layer(_ fill: CAMediaTimingFillMode, removed: Bool = false) -> CALayer {
            let l = CALayer()
            l.opacity = 0.5
            l.add(
                keyframes(
                    "opacity", [0.1, 0.9], duration: 1, beginTime: 10, fillMode: fill,
                    removedOnCompletion: removed), forKey: "o")
            return l
        }
        let model = Double(Float(0.5))
        #expect(try presented(layer(.removed), at: 9) { Double($0.opacity) } == model)
        #expect(try presented(layer(.backwards), at: 9) { Double($0.opacity) } == Double(Float(0.1)))
        #expect(try presented(layer(.forwards), at: 9) { Double($0.opacity) } == model)
        #expect(try presented(layer(.removed), at: 12) { Double($0.opacity) } == model)
        #expect(try presented(layer(.forwards), at: 12) { Double($0.opacity) } == Double(Float(0.9)))
        #expect(try presented(layer(.both), at: 12) { Double($0.opacity) } == Double(Float(0.9)))
        let removed = layer(.forwards, removed: true)
        #expect(try presented(removed, at: 12) { Double($0.opacity) } == model)
        #expect(MediaClock.$override.withValue(12) { removed.animationKeys() } == nil)
        #expect(MediaClock.$override.withValue(10.5) { removed.animationKeys() } == ["o"])
    }

    /// A `beginTime` of 0 means "now" (the layer's time when it is added); a duration of 0
    /// becomes 0.25 s.
    @Test func beginTimeZeroIsWhenItIsAddedAndDurationZeroIsAQuarterSecond() throws {
        let layer = CALayer()
        let animation = keyframes("opacity", [0, 1], duration: 0)
        MediaClock.$override.withValue(500) { layer.add(animation, forKey: "o") }
        #expect(try presented(layer, at: 500) { Double($0.opacity) } == 0)
        #expect(abs(try presented(layer, at: 500.125) { Double($0.opacity) } - 0.5) < 1e-6)
        // The animation added is a copy: changing the original later changes nothing.
        animation.duration = 100
        #expect(abs(try presented(layer, at: 500.125) { Double($0.opacity) } - 0.5) < 1e-6)
    }

    /// `repeatCount` `.infinity` repeats for ever; `isCumulative` adds the last value per pass.
    @Test func aCumulativeLoopAddsItsLastValueEveryPass() throws {
        let layer = CALayer()
        layer.add(
            keyframes("transform.rotation.z", [0, 2], duration: 1, beginTime: 1, repeatCount: .infinity),
            forKey: "plain")
        let cumulative = CALayer()
        let turn = keyframes("transform.rotation.z", [0, 2], duration: 1, beginTime: 1, repeatCount: .infinity)
        turn.isCumulative = true
        cumulative.add(turn, forKey: "turn")
        func angle(_ l: CALayer, _ t: Double) throws -> Double {
            let m = try l.presentation(atMediaTime: t).transform
            return atan2(m.m12, m.m11)
        }
        #expect(abs(try angle(layer, 3.25) - 0.5) < 1e-9)
        // 2 passes done (2·2 rad) plus a quarter (0.5 rad): 4.5 rad, read modulo 2π.
        let expected = 4.5 - 2 * Double.pi
        #expect(abs(try angle(cumulative, 3.25) - expected) < 1e-9)
    }

    /// Time through the hierarchy: `(parent − beginTime) · speed + timeOffset` at each level;
    /// `convertTime` goes both ways.
    @Test func timePassesThroughTheHierarchy() throws {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        root.speed = 2
        root.beginTime = 10
        child.timeOffset = 1
        #expect(child.convertTime(15, from: nil) == 11)
        #expect(child.convertTime(11, to: nil) == 15)
        #expect(root.convertTime(11, from: child) == 10)
        child.add(keyframes("opacity", [0, 1], duration: 4, beginTime: 3), forKey: "o")
        // Media 12 → root 4 → child 5: 2 s into a 4 s pass.
        #expect(abs(try presented(child, at: 12) { Double($0.opacity) } - 0.5) < 1e-6)
    }

    /// A linear animation between two different flags is not defined.
    @Test func aLinearAnimationBetweenFlagsIsRefused() throws {
        let layer = CALayer()
        layer.add(keyframes("hidden", [0, 1], beginTime: 1), forKey: "h")
        #expect(throws: ModelError.self) { try layer.presentation(atMediaTime: 1.5) }
        let discrete = CALayer()
        discrete.add(keyframes("hidden", [0, 1], keyTimes: [0, 0.5, 1], mode: .discrete, beginTime: 1), forKey: "h")
        #expect(try discrete.presentation(atMediaTime: 1.6).isHidden)
        #expect(try !discrete.presentation(atMediaTime: 1.4).isHidden)
    }

    /// An animation of a property the layer does not have is refused (Core Animation would
    /// ignore it, and what it was meant to show would be lost).
    @Test func anAnimationOfAPropertyTheLayerLacksIsRefused() {
        let layer = CALayer()
        layer.add(keyframes("strokeEnd", [0, 1], beginTime: 1), forKey: "e")
        #expect(throws: ModelError.self) { try layer.presentation(atMediaTime: 1.5) }
    }
}

extension PresentedLayer {
    var lineWidthValue: CGFloat { lineWidth }
}

import Glibc
