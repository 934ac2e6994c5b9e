import Testing
import RefreshKitCore

/// The one JSON spelling of numbers (simulate's results, gesture scripts, playground lines,
/// benchmark display lists).
@Suite struct JSONNumberTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (200.0, "200"), (-91.0, "-91"), (0.5, "0.5"), (-155.25, "-155.25"),
        (0.1 + 0.2, "0.30000000000000004"), (1e-5, "1e-05"), (1e15, "1000000000000000"), (1e16, "1e+16"),
        (9007199254740991.0, "9007199254740991"),
        (Double.nan, "null"), (Double.infinity, "null"),
    ])
    func formatsNumbersShortestAndIntegersWithoutFraction(value: Double, expected: String) {
        #expect(JSONNumber.text(value) == expected)
    }

    @Test func formattedNumbersReadBackExactly() {
        for x in [0.1, 1.0 / 3, -155.35461510397664, 9.315504227602744e-05, 4.0e-300, 88.0] {
            #expect(Double(JSONNumber.text(x)) == x)
        }
    }

    @Test func roundsTimesToTheNanosecond() {
        #expect(JSONNumber.time(1.7999999999999998) == "1.8")
        #expect(JSONNumber.time(0.5000000001) == "0.5")
        #expect(JSONNumber.time(1.0 / 60) == "0.016666667")
        #expect(JSONNumber.time(3) == "3")
    }

    /// The gesture scripts' copy printed non-finite values as `inf`/`nan` (not JSON) and the
    /// benchmarks' copy as `0` or with a fraction (`2.0`); the one spelling says `null` and `2`.
    @Test func everyFormerSpellingNowAgrees() {
        #expect(JSONNumber.text(Double.infinity) == "null")
        #expect(JSONNumber.text(-Double.infinity) == "null")
        #expect(JSONNumber.text(2.0) == "2")
        #expect(JSONNumber.text(nil) == "null")
    }
}
