import Testing
@testable import RefreshKitPlayground
import RefreshKitCLI
import RefreshKitCore
import RefreshKitSimulation

@Suite struct FrameStatisticsTests {
    @Test func medianOfOddAndEvenCounts() {
        #expect(FrameStatistics.median([3, 1, 2]) == 2)
        #expect(FrameStatistics.median([4, 1, 3, 2]) == 2.5)
        #expect(FrameStatistics.median([]) == nil)
    }

    @Test func percentilesUseTheNearestRank() {
        let hundred = (1...100).map(Double.init).shuffled()
        #expect(FrameStatistics.percentile(99, of: hundred) == 99)
        #expect(FrameStatistics.percentile(50, of: hundred) == 50)
        #expect(FrameStatistics.percentile(100, of: hundred) == 100)
        let thousand = (1...1000).map(Double.init)
        #expect(FrameStatistics.percentile(99, of: thousand) == 990)
        #expect(FrameStatistics.percentile(99, of: [7]) == 7)
        #expect(FrameStatistics.percentile(99, of: [1, 9]) == 9)
        #expect(FrameStatistics.percentile(0, of: [1, 9]) == 1)
        #expect(FrameStatistics.percentile(99, of: []) == nil)
    }

    @Test func recordsAndSummarises() {
        var stats = FrameStatistics()
        for x in [2.0, 4, 3, .nan, -1, 100] { stats.add(x) }
        #expect(stats.count == 4)
        #expect(stats.median == 3.5)
        #expect(stats.p99 == 100)
        #expect(
            stats.summaryJSON(seconds: 0.0666666, scale: 2)
                == #"{"frames": 4, "seconds": 0.067, "medianMs": 3.5, "p99Ms": 100, "maxMs": 100, "scale": 2}"#)
        #expect(
            FrameStatistics().summaryJSON(seconds: 2, scale: 1)
                == #"{"frames": 0, "seconds": 2, "medianMs": null, "p99Ms": null, "maxMs": null, "scale": 1}"#)
    }
}

@Suite struct JSONLineTests {
    @Test func aStateChangeIsSimulatesEventObject() {
        #expect(
            JSONLine.stateChange(t: 1.0 / 60, edge: .header, state: .revealing)
                == #"{"t": 0.016666667, "edge": "header", "state": "pulling"}"#)
        #expect(
            JSONLine.stateChange(t: 2, edge: .footer, state: .noMoreData)
                == #"{"t": 2, "edge": "footer", "state": "noMoreData"}"#)
    }

    @Test @MainActor func everyEventOfASimulationPrintsAsSimulatePrintsIt() throws {
        let script = SimulationScript(
            viewport: Size(width: 390, height: 844), contentHeight: 2000,
            header: .init(height: 64, actionDuration: 1),
            steps: [.drag(by: 200, duration: 0.5), .release(velocity: 0), .wait(3)])
        let result = try Simulator(script: script).run()
        let text = ResultEncoder.encode(result)
        #expect(result.events.count == 5)
        for e in result.events { #expect(text.contains(JSONLine.stateChange(t: e.t, edge: e.edge, state: e.state))) }
    }
}

@Suite struct PixelFormatTests {
    @Test func rgbaBecomesTheVisualsWords() {
        let pixels: [UInt8] = [0x11, 0x22, 0x33, 0xff, 0xaa, 0xbb, 0xcc, 0xff]
        var out = [UInt32](repeating: 0, count: 2)
        out.withUnsafeMutableBufferPointer { PixelFormat.convert(pixels, into: $0.baseAddress!) }
        #expect(out == [0x0011_2233, 0x00aa_bbcc])
        out.withUnsafeMutableBufferPointer {
            PixelFormat.convert(pixels, into: $0.baseAddress!, redShift: 0, greenShift: 8, blueShift: 16)
        }
        #expect(out == [0x0033_2211, 0x00cc_bbaa])
    }

    @Test func masksGiveShifts() {
        #expect(PixelFormat.shift(ofMask: 0xff0000) == 16)
        #expect(PixelFormat.shift(ofMask: 0xff) == 0)
        #expect(PixelFormat.shift(ofMask: 0x7c00) == nil)  // 5-bit channel
        #expect(PixelFormat.shift(ofMask: 0) == nil)
    }
}
