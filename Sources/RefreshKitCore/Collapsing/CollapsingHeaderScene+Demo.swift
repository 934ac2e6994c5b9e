extension CollapsingHeaderScene.Configuration {
    /// The demonstration's title, for the gallery, the playground and the tests: "Title".
    package static let demoTitle = "Title"
    /// The demonstration's subtitle: "More information".
    package static let demoSubtitle = "More information"

    /// The default header with the demonstration's texts.
    package static let demo = CollapsingHeaderScene.Configuration(title: demoTitle, subtitle: demoSubtitle)

    /// This configuration with the demonstration's texts.
    package var withDemoTexts: Self {
        var configuration = self
        configuration.title = Self.demoTitle
        configuration.subtitle = Self.demoSubtitle
        return configuration
    }
}
