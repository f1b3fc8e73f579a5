import Foundation
import LoomTestSupport
import Testing

@testable import LoomWebWire

/// The wire's JSON strings and the HTML it writes are escaped in two ways: a text with nothing
/// to escape is appended whole after one scan of its bytes, any other text byte by byte. Both
/// must give exactly what escaping scalar by scalar gives (the reference below).
struct EscapingTests {
    @Test func jsonStringsEscapeExactlyWhatJSONAndJavaScriptNeed() {
        #expect(JSONText.string("Row 12 label") == #""Row 12 label""#)
        #expect(JSONText.string("") == #""""#)
        #expect(JSONText.string(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(JSONText.string("a\nb\rc\td") == #""a\nb\rc\td""#)
        #expect(JSONText.string("bell\u{7}") == #""bell\u0007""#)
        #expect(JSONText.string("\u{1F}") == #""\u001f""#)
        #expect(JSONText.string("line\u{2028}para\u{2029}") == #""line\u2028para\u2029""#)
        // Characters whose first byte is 0xE2 but which are not line ends pass through unchanged.
        #expect(JSONText.string("€ → ✓") == "\"€ → ✓\"")
        #expect(JSONText.string("<b data-x='1'>é</b>") == "\"<b data-x='1'>é</b>\"")
    }

    @Test func aBufferAppendsPiecesBytesAndQuotedStringsInOrder() {
        var json = UTF8Buffer()
        json.append("[7,")
        json.appendJSONString("plain")
        json.append(byte: UInt8(ascii: ","))
        var html = UTF8Buffer()
        html.append("<b class=\"x\">é\u{2028}</b>")
        json.appendJSONString(html)
        json.append(byte: UInt8(ascii: "]"))
        #expect(json.string == #"[7,"plain","<b class=\"x\">é\u2028</b>"]"#)
    }

    @Test func aPatchWithoutOperationsIsNoMessage() {
        var empty = PatchOperations()
        #expect(empty.finish() == nil)
        var operations = PatchOperations()
        operations.add("[1,4]")
        operations.add { $0.appendJSONString("x") }
        #expect(operations.finish() == #"{"t":"patch","m":[[1,4],"x"]}"#)
    }

    /// Seeded random texts from pieces that exercise every path: each escapes to exactly the
    /// reference's bytes, and a JSON parser reads the JSON form back as the same text.
    @Test func randomTextsEscapeAsTheScalarByScalarReference() throws {
        let pieces = ["a", "Z", "9", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "é", "e\u{301}",
                      "€", "\u{2028}", "\u{2029}", "\u{2027}", "\u{202A}", "→", "👍🏽", "'", "<", ">", "&"]
        let seed: UInt64 = 0x5EED_0034
        var generator = SeededGenerator(state: seed)
        for _ in 0..<500 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let json = JSONText.string(text)
            #expect(Array(json.utf8) == Array(Reference.json(text).utf8), "seed \(seed): \(json)")
            #expect(Array(HTMLWriter.escapeText(text).utf8) == Array(Reference.html(text, quotes: false).utf8), "seed \(seed)")
            #expect(Array(HTMLWriter.escapeAttribute(text).utf8) == Array(Reference.html(text, quotes: true).utf8), "seed \(seed)")
            let parsed = try #require(try JSONSerialization.jsonObject(with: Data(("[" + json + "]").utf8)) as? [String])
            #expect(parsed.map { Array($0.utf8) } == [Array(text.utf8)], "seed \(seed): \(json)")
        }
    }

    @Test func htmlTextAndAttributesEscapeMarkupAndQuotes() {
        #expect(HTMLWriter.escapeText("Row 12") == "Row 12")
        #expect(HTMLWriter.escapeText("<b>hi</b> & \"bye\" 'x'") == "&lt;b&gt;hi&lt;/b&gt; &amp; \"bye\" 'x'")
        #expect(HTMLWriter.escapeAttribute("a \"b\" 'c' <d> & é") == "a &quot;b&quot; &#39;c&#39; &lt;d&gt; &amp; é")
        #expect(HTMLWriter.escapeAttribute("color:red;padding:4px") == "color:red;padding:4px")
        #expect(HTMLWriter.escapeText("") == "")
    }

    @Test func openingTagsQuoteAttributesWithTheGivenQuote() {
        let element = DOMElement(
            tag: "button", attributes: [("data-id", "7"), ("title", "it's \"done\""), ("disabled", "")], text: "Save & close")
        #expect(HTMLWriter.openingTag(of: element, quote: "'") == "<button data-id='7' title='it&#39;s &quot;done&quot;' disabled>Save &amp; close")
        #expect(HTMLWriter.openingTag(of: element, quote: "\"") == "<button data-id=\"7\" title=\"it&#39;s &quot;done&quot;\" disabled>Save &amp; close")
    }
}

/// The escapes as the wire wrote them before it wrote bytes: scalar by scalar, into a `String`.
private enum Reference {
    static func json(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static func html(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
