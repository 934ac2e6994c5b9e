import RefreshKitCore
@testable import RefreshKitOnModel
import Testing
import UIKitModel

/// `@IBInspectable` needs no Objective-C runtime: Swift on Linux compiles it unchanged, and the
/// style chosen by name in Interface Builder works on the model as in an app. A name that is no
/// style keeps the default and, in debug builds, logs a fault naming the styles.
@MainActor @Suite struct StyleNameTests {
    @Test func styleNameChoosesTheStyleOrLogsAFault() {
        let world = ModelWorld()
        world.run {
            let control = RefreshControl()
            control.styleName = "  classic "
            #expect(control.indicator is Indicators.Classic)
            control.styleName = "classicc"
            #expect(control.indicator is Indicators.Classic)
            #if DEBUG
            let fault = world.record.logEntries.last
            #expect(fault?.level == .fault && fault?.subsystem == "RefreshKit")
            #expect(fault?.message.hasPrefix("RefreshKit: styleName \"classicc\" is no style; pass one of ") == true)
            #endif
            // A style of its own module is chosen in code: its name keeps the default.
            control.styleName = "letterWave"
            #expect(control.indicator is Indicators.Classic)
            #if DEBUG
            #expect(
                world.record.logEntries.last?.message
                    == "RefreshKit: styleName \"letterWave\" is no style; pass one of arcSpinner, classic, system, "
                    + "systemYellowOnRed, imageSequence (the styles of RefreshKitStyles are chosen in code)")
            #endif
            control.styleName = "systemYellowOnRed"
            #expect((control.indicator as? Indicators.System)?.configuration == .yellowOnRed)
            let styled = StyledRefreshControl()
            styled.styleName = "arcSpinner"
            #expect(styled.indicator is Indicators.ArcSpinner)
            styled.styleName = "letterWave"
            #expect(styled.indicator is Indicators.ArcSpinner)
        }
    }
}
