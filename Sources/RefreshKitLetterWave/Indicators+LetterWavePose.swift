import RefreshKitCore

extension Indicators.LetterWave {
    /// One letter's look at a moment.
    package struct LetterPose: Hashable, Sendable {
        /// The rotation about the letter's centre, in radians.
        public var angle: Double
        /// The scale about the letter's centre.
        public var scale: Double
        /// The letter's colour, or nil for the resting colour.
        public var color: RGBAColor?
        /// The opacity (below 1 only in the Reduce Motion dip).
        public var opacity: Double

        /// The resting pose: upright, unscaled, resting colour, opaque.
        public static let rest = LetterPose(angle: 0, scale: 1, color: nil, opacity: 1)
    }
}
