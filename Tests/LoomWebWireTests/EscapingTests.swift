import Foundation
import Testing

@testable import LoomWebWire

/// The wire's JSON strings and the HTML it writes are escaped in two ways: a text with nothing
/// to escape is appended whole after one scan of its bytes, any other text scalar by scalar.
/// Both ways must give the same, exact text.
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
        var operations = PatchOperations()
        #expect(operations.message == nil)
        operations.add("[1,4]")
        operations.add { $0.appendJSONString("x") }
        #expect(operations.message == #"{"t":"patch","m":[[1,4],"x"]}"#)
    }

    /// Every string, escaped, is read back by a JSON parser as the same string.
    @Test func everyEscapedStringParsesBackToItself() throws {
        let pieces = ["a", "Z", "9", " ", "\"", "\\", "/", "\n", "\u{0}", "\u{1}", "\u{1F}", "\u{7F}", "é", "€", "\u{2028}",
                      "\u{2029}", "\u{2027}", "→", "👍🏽", "'", "<", "&"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let data = Data(("[" + JSONText.string(text) + "]").utf8)
            let parsed = try #require(try JSONSerialization.jsonObject(with: data) as? [String])
            #expect(parsed == [text], "escaped as \(JSONText.string(text))")
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
