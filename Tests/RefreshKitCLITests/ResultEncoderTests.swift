import Testing
import RefreshKitCore
@testable import RefreshKitSimulation  // SimulationResult's memberwise initializers are internal
@testable import RefreshKitCLI

@Suite struct ResultEncoderTests {
    @Test func writesTheFixedShapeInOrder() {
        let result = SimulationResult(
            events: [
                .init(t: 0.1, edge: .header, state: .revealing),
                .init(t: 1.7999999999999998, edge: .footer, state: .noMoreData),
            ],
            actions: [.init(t: 0.5, edge: .header)],
            final: .init(offsetY: -91, insetTop: 0, insetBottom: 0, header: .idle, footer: nil, headerHeight: nil),
            frames: [
                .init(
                    t: 0, offsetY: -91.5, insetTop: 64, insetBottom: 0, headerProgress: 1,
                    footerProgress: nil, headerHeight: 88)
            ])
        #expect(
            ResultEncoder.encode(result) == """
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
        let result = SimulationResult(
            events: [], actions: [],
            final: .init(
                offsetY: 0, insetTop: 0, insetBottom: 0, header: nil,
                footer: .noMoreData, headerHeight: 44.5),
            frames: nil)
        let text = ResultEncoder.encode(result)
        #expect(text.contains(#""events": [],"#) && text.contains(#""actions": [],"#))
        #expect(text.contains(#""footer": "noMoreData", "headerHeight": 44.5}"#))
        #expect(!text.contains("frames"))
    }
}
