import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// VoiceOver's words an app gives the controls, kept across a change of the system's language,
/// and image sequences made from an app's `CGImage`s and `UIImage`s, on the UIKit model.
@MainActor @Suite struct TextsAndImagesRunTests {
    /// Words the app gives are VoiceOver's label and action name; a change of the system's
    /// language keeps them; nil gives the language's own back. For both controls.
    @Test func theAppsWordsOutliveALanguageChange() {
        let scene = AdapterScene()
        let header = scene.attach(.header)
        scene.run {
            let styled = StyledRefreshControl(.arcSpinner())
            let english = header.accessibilityLabel
            let spanish = AccessibilityText(locale: "es")
            for control in [header, styled] as [UIView] {
                if let header = control as? RefreshControl { header.accessibilityTexts = spanish }
                if let styled = control as? StyledRefreshControl { styled.accessibilityTexts = spanish }
                #expect(control.accessibilityLabel == "Actualizar")
                #expect(control.accessibilityCustomActions?.map(\.name) == ["Actualizar"])
            }
            #expect(header.accessibilityTexts == spanish && styled.accessibilityTexts == spanish)
            scene.world.notificationCenter.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
            scene.world.drain()
            #expect(header.accessibilityLabel == "Actualizar" && styled.accessibilityLabel == "Actualizar")
            header.accessibilityTexts = nil
            styled.accessibilityTexts = nil
            #expect(header.accessibilityLabel == english && styled.accessibilityLabel == english)
            #expect(english != "Actualizar")
        }
    }

    /// Frames from `CGImage`s and from `UIImage`s hold the same pixels; without refreshing frames
    /// the pulling ones loop; the frame size is the first image's unless given.
    @Test func imageSequencesFromImagesHoldTheirPixels() throws {
        let world = ModelWorld(scale: 2)
        try world.run {
            let red = try #require(Bitmap(width: 2, height: 1, pixels: [255, 0, 0, 255, 255, 0, 0, 255]))
            let blue = try #require(Bitmap(width: 2, height: 1, pixels: [0, 0, 255, 255, 0, 0, 255, 255]))
            let images = try [red, blue].map { try #require($0.cgImage) }
            let fromCG = Indicators.ImageSequence.imageSequence(pulling: images)
            #expect(fromCG.configuration.pullingFrames == [.bitmap(red), .bitmap(blue)])
            #expect(fromCG.configuration.refreshingFrames == fromCG.configuration.pullingFrames)
            #expect(fromCG.configuration.frameSize == nil)
            let sized = Indicators.ImageSequence.imageSequence(
                pulling: images, refreshing: [images[1]], framesPerSecond: 12, frameSize: CGSize(width: 4, height: 2))
            #expect(
                sized.configuration.refreshingFrames == [.bitmap(blue)] && sized.configuration.framesPerSecond == 12)
            #expect(sized.configuration.frameSize == Size(width: 4, height: 2))
            let uiImages = images.map { UIImage(cgImage: $0, scale: 1, orientation: .up) }
            let fromUI = Indicators.ImageSequence.imageSequence(pulling: uiImages, refreshing: [uiImages[0]])
            #expect(fromUI.configuration.pullingFrames == fromCG.configuration.pullingFrames)
            #expect(fromUI.configuration.refreshingFrames == [.bitmap(red)])
            #expect(fromUI.configuration.frameSize == Size(width: 2, height: 1))
            #expect(Indicators.ImageSequence.Frame(images[0]) == .bitmap(red))
        }
    }
}
