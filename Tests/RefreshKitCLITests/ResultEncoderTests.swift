import Testing
import RefreshKitCore
@testable import RefreshKitSimulation // SimulationResult's memberwise initializers are internal
@testable import RefreshKitCLI

@Suite struct ResultEncoderTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (200.0, "200"), (-91.0, "-91"), (0.5, "0.5"), (-155.25, "-155.25"),
        (0.1 + 0.2, "0.30000000000000004"), (1e-5, "1e-05"), (1e15, "1000000000000000"), (1e16, "1e+16"), (9007199254740991.0, "9007199254740991"),
        (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func formatsNumbersShortestAndIntegersWithoutFraction(value: Double, expected: String) {
        #expect(ResultEncoder.format(value) == expected)
    }

    @Test func formattedNumbersReadBackExactly() {
        for x in [0.1, 1.0 / 3, -155.35461510397664, 9.315504227602744e-05, 4.0e-300, 88.0] {
            #expect(Double(ResultEncoder.format(x)) == x)
        }
    }

    @Test func roundsTimesToTheNanosecond() {
        #expect(ResultEncoder.formatTime(1.7999999999999998) == "1.8")
        #expect(ResultEncoder.formatTime(0.5000000001) == "0.5")
        #expect(ResultEncoder.formatTime(1.0 / 60) == "0.016666667")
        #expect(ResultEncoder.formatTime(3) == "3")
    }

    @Test func writesTheFixedShapeInOrder() {
        let result = SimulationResult(
            events: [.init(t: 0.1, edge: .header, state: .pulling), .init(t: 1.7999999999999998, edge: .footer, state: .noMoreData)],
            actions: [.init(t: 0.5, edge: .header)],
            final: .init(offsetY: -91, insetTop: 0, insetBottom: 0, header: .idle, footer: nil, headerHeight: nil),
            frames: [.init(t: 0, offsetY: -91.5, insetTop: 64, insetBottom: 0, headerProgress: 1,
                           footerProgress: nil, headerHeight: 88)])
        #expect(ResultEncoder.encode(result) == """
            {
              "events": [
                {"t": 0.1, "edge": "header", "state": "pulling"},
                {"t": 1.8, "edge": "footer", "state": "noMoreData"}
              ],
              "actions": [
                {"t": 0.5, "edge": "header"}
              ],
              "final": {"offsetY": -91, "insetTop": 0, "insetBottom": 0, "header": "idle", "footer": null, "headerHeight": null},
              "frames": [
                {"t": 0, "offsetY": -91.5, "insetTop": 64, "insetBottom": 0, "headerProgress": 1, "footerProgress": null, "headerHeight": 88}
              ]
            }

            """)
    }

    @Test func writesEmptyListsAndOmitsFramesUnlessRecorded() {
        let result = SimulationResult(events: [], actions: [],
                                      final: .init(offsetY: 0, insetTop: 0, insetBottom: 0, header: nil,
                                                   footer: .noMoreData, headerHeight: 44.5),
                                      frames: nil)
        let text = ResultEncoder.encode(result)
        #expect(text.contains(#""events": [],"#) && text.contains(#""actions": [],"#))
        #expect(text.contains(#""footer": "noMoreData", "headerHeight": 44.5}"#))
        #expect(!text.contains("frames"))
    }
}
