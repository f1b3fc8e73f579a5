import Foundation
import Loom
import LoomTestSupport
import Testing

/// Text styling modifiers combine the way SwiftUI combines them, whatever order they are
/// written in: a weight set next to a font keeps both, bold and italic survive a font.
@MainActor
struct TextStylingOrderTests {
    /// The `font=` part of the one text line labelled `label`.
    private func font(of label: String, in text: String) -> String? {
        guard let line = text.split(separator: "\n").first(where: { $0.contains("\"\(label)\"") }) else { return nil }
        return line.split(separator: " ").first { $0.hasPrefix("font=") }.map { String($0.dropFirst(5)) }
    }

    @Test func fontWeightAfterFontOnTheSameTextKeepsTheWeight() {
        let text = ViewHarness(Text("A").font(.title).fontWeight(.bold)).text
        #expect(font(of: "A", in: text) == "title,bold", Comment(rawValue: text))
    }

    @Test func fontWeightBeforeFontOnTheSameTextKeepsTheWeight() {
        let text = ViewHarness(Text("A").fontWeight(.semibold).font(.caption)).text
        #expect(font(of: "A", in: text) == "caption,semibold", Comment(rawValue: text))
    }

    @Test func fontWeightWinsOverTheWeightInsideTheFont() {
        let text = ViewHarness(Text("A").font(.system(size: 20, weight: .light)).fontWeight(.heavy)).text
        #expect(font(of: "A", in: text) == "20,heavy", Comment(rawValue: text))
    }

    @Test func theNearestFontWeightWins() {
        let text = ViewHarness(VStack {
            Text("Inner").fontWeight(.light)
            Text("Outer")
        }.fontWeight(.black).font(.headline)).text
        #expect(font(of: "Inner", in: text) == "headline,light", Comment(rawValue: text))
        #expect(font(of: "Outer", in: text) == "headline,black", Comment(rawValue: text))
    }

    @Test func fontWeightAloneGivesTheBodyFontThatWeight() {
        let text = ViewHarness(Text("A").fontWeight(.medium)).text
        #expect(font(of: "A", in: text) == "body,medium", Comment(rawValue: text))
    }

    @Test func boldAndItalicSurviveAFontInEitherOrder() {
        let text = ViewHarness(VStack {
            Text("Before").bold().italic().font(.title)
            Text("After").font(.title).italic().bold()
        }).text
        for label in ["Before", "After"] {
            let line = text.split(separator: "\n").first { $0.contains("\"\(label)\"") }.map(String.init) ?? ""
            #expect(line.contains("font=title") && line.contains(" bold"), Comment(rawValue: text))
        }
        #expect(text.components(separatedBy: "style=italic").count == 3, Comment(rawValue: text))
    }

    @Test func aWeightedTitleReachesThePageAsItsSizeAndWeight() throws {
        let ui = ViewHarness(Text("A").font(.title).fontWeight(.bold))
        let id = try ui.element(.text, labelled: "A")
        let element = try #require(ui.host.hostTree.element(id))
        let dom = DOMElement(id: id, kind: .text, properties: element.properties, events: [])
        #expect(dom[attribute: "style"] == "font-size:28px;font-weight:700")
    }
}
