import Loom
import Testing

/// Accessibility on the page: `aria-label`, `aria-description`, `data-testid`, `aria-hidden`,
/// in the first render and in patches.
@MainActor
struct AccessibilityWireTests {
    private func dom(_ kind: HostElementKind, _ properties: HostProperties) -> DOMElement {
        DOMElement(id: HostElementID(3), kind: kind, properties: properties, events: kind == .button ? .tap : [])
    }

    @Test func eachFieldBecomesItsAttribute() {
        let button = dom(.button, [.text("✕"), .accessibility(HostAccessibility(label: "Close", hint: "Closes it", identifier: "close", isHidden: true))])
        #expect(button[attribute: "aria-label"] == "Close")
        #expect(button[attribute: "aria-description"] == "Closes it")
        #expect(button[attribute: "data-testid"] == "close")
        #expect(button[attribute: "aria-hidden"] == "true")
        #expect(button.text == "✕", "the visible text stays")
        let plain = dom(.button, [.text("Save")])
        #expect(plain[attribute: "aria-label"] == nil && plain[attribute: "data-testid"] == nil && plain[attribute: "aria-hidden"] == nil)
    }

    @Test func aLabelReplacesTheSymbolNameAnImageIsReadBy() {
        let image = dom(.image, [.systemImage("trash"), .accessibility(HostAccessibility(label: "Delete"))])
        #expect(image.attributes.filter { $0.name == "aria-label" }.map(\.value) == ["Delete"])
        #expect(dom(.image, [.systemImage("trash")])[attribute: "aria-label"] == "trash")
    }

    @Test func theFirstRenderEscapesThemAndAPatchChangesOnlyThem() throws {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                Button("+") { count += 1 }.accessibilityLabel("Add \"one\", now \(count)").accessibilityIdentifier("add")
            }
        }
        let host = ViewHost(Screen())
        let html = HTMLWriter.html(of: host.hostTree.snapshot())
        #expect(html.contains(#"aria-label="Add &quot;one&quot;, now 0""#), Comment(rawValue: html))
        #expect(html.contains(#"data-testid="add""#))
        var encoder = WireEncoder()
        _ = host.hostTree.takeMutations()
        _ = encoder.reset(to: host.hostTree.snapshot())
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: "+"))
        try host.send(HostEvent(element: button.id, action: .tap))
        host.update()
        let patch = try #require(try encoder.patch(host.hostTree.takeMutations()))
        #expect(patch.contains("aria-label") && patch.contains("now 1"), Comment(rawValue: patch))
        #expect(!patch.contains("data-testid"), "an unchanged attribute is not sent again")
    }
}
