import Testing
import RefreshKitCore
import RefreshKitSimulation
@testable import RefreshKitCLI

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(SimulationError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func message(_ text: String) -> String? {
        do throws(SimulationError) {
            _ = try parse(text)
            return nil
        } catch {
            #expect(error.path == "")
            return error.message
        }
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e1, true, false, null, "x\"\u00e9\ud83d\ude00"], "b": {}} "#)
        #expect(
            value
                == .object([
                    (
                        "a",
                        .array([
                            .number(1, literal: "1"), .number(-25, literal: "-2.5e1"), .bool(true), .bool(false),
                            .null, .string("x\"é😀"),
                        ])
                    ),
                    ("b", .object([])),
                ]))
    }

    @Test func keepsNumberLiteralsAndOverflowsToInfinity() throws {
        #expect(try parse("1e400") == .number(.infinity, literal: "1e400"))
        guard case let .number(x, literal) = try parse("-0.50E-3") else {
            Issue.record("not a number")
            return
        }
        #expect(x == -0.0005 && literal == "-0.50E-3")
    }

    @Test func keepsDuplicateKeysInOrder() throws {
        guard case let .object(members) = try parse(#"{"a": 1, "a": 2}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "a"])
    }

    @Test func skipsAByteOrderMark() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[]".utf8)) == .array([]))
    }

    @Test(arguments: [
        ("{", "line 1, column 2: unexpected end of input; expected a key in quotes"),
        ("{\"a\": 1,}", "line 1, column 9: unexpected '}'; expected a key in quotes"),
        ("[1 2]", "line 1, column 4: unexpected '2'; expected ']' or ',' after an element of an array"),
        ("{\n  \"a\" 1}", "line 2, column 7: unexpected '1'; expected ':' after the key \"a\""),
        ("[01]", "line 1, column 3: a number cannot start with 0"),
        ("[1.]", "line 1, column 4: expected a digit after the decimal point"),
        ("[NaN]", "line 1, column 2: unexpected 'N'; NaN, Infinity"),
        ("[-Infinity]", "line 1, column 3: expected a digit after '-'"),
        ("[tru]", "line 1, column 5: unexpected ']'; expected true"),
        ("\"abc", "line 1, column 1: the string never ends"),
        ("\"a\tb\"", "line 1, column 3: a control character inside a string"),
        ("\"\\x\"", "line 1, column 3: unknown escape \\'x'"),
        ("\"\\ud800\"", "a lone surrogate \\ud800"),
        ("[] []", "line 1, column 4: unexpected text after the JSON value"),
    ])
    func reportsSyntaxErrorsWithLineAndColumn(input: String, expected: String) {
        let text = message(input)
        #expect(text?.hasPrefix("malformed JSON at ") == true)
        #expect(text?.contains(expected) == true, "\(text ?? "no error")")
    }

    @Test func rejectsEmptyInput() {
        #expect(message("  \n") == "the input is empty; pass a gesture script as a JSON object")
    }

    @Test func rejectsInvalidUTF8() {
        do throws(SimulationError) {
            _ = try JSONParser.parse([0x22, 0xC3, 0x28, 0x22])
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.message.contains("not valid UTF-8"))
        }
    }

    @Test func limitsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(message(deep)?.contains("nested more than \(JSONParser.maximumDepth) levels deep") == true)
    }
}
