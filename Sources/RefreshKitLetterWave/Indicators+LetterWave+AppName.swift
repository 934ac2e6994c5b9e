import RefreshKitCore

extension Indicators.LetterWave: AppNameSpelling {
    package func spelling(appName name: String) -> (any RefreshIndicator)? {
        guard configuration.text == nil else { return nil }
        var wave = self
        wave.configuration.text = name
        return wave
    }
}
