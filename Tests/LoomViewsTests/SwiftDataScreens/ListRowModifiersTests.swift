import Loom
import LoomTestSupport
import Testing

/// `listRowInsets` and `listRowBackground`: effect tokens the page turns into the row's padding
/// and background.
@MainActor
struct ListRowModifiersTests {
    private struct Notes: View {
        var body: some View {
            List {
                ForEach(["Milk", "Eggs"], id: \.self) { item in
                    Text(item)
                        .listRowInsets(.init(top: 12, leading: 0, bottom: 8, trailing: 4))
                        .listRowBackground(Color.yellow)
                }
            }
        }
    }

    @Test func insetsAndAColourBackgroundReachTheHostTreeAsRowTokens() {
        let text = ViewHarness(Notes()).text
        #expect(text.contains("rowInsets:12,0,8,4"), Comment(rawValue: text))
        #expect(text.contains("rowPaint:1,0.8,0,1"))
        #expect(text.contains("text \"Eggs\""))
    }

    @Test func thePageGivesTheRowItsPaddingInCSSOrderAndItsBackground() throws {
        let dom = DOMElement(
            id: HostElementID(1), kind: .container, properties: [.style("effect"), .value("rowInsets:12,0,8,4 rowPaint:1,0,0,1")],
            events: [])
        let style = try #require(dom[attribute: "style"])
        #expect(style.contains("--lm-row-padding:12px 4px 8px 0px"), Comment(rawValue: style))
        #expect(style.contains("--lm-row-background:"))
    }

    @Test func aRowTokenCannotInjectStyleText() throws {
        let dom = DOMElement(
            id: HostElementID(1), kind: .container, properties: [.style("effect"), .value("rowInsets:1,2;color:red,3,4 rowPaint:x")],
            events: [])
        let style = dom[attribute: "style"] ?? ""
        #expect(!style.contains("color:red") && !style.contains("--lm-row"), Comment(rawValue: style))
    }

    @Test func nilKeepsTheListsOwnAndAViewBackgroundIsDrawnBehindTheRow() {
        let text = ViewHarness(List {
            Text("Plain").listRowInsets(nil).listRowBackground(nil as Color?)
            Text("Shaded").listRowBackground(RoundedRectangle(cornerRadius: 4).fill(.blue))
        }).text
        #expect(!text.contains("rowInsets") && !text.contains("rowPaint"), Comment(rawValue: text))
        #expect(text.contains("style=shape rounded"))
        #expect(text.contains("text \"Shaded\""))
    }
}
