import Foundation
import Loom
import LoomTestSupport
import Testing

/// `GeometryReader` (the size a renderer reports) and `ScrollViewReader` (scroll requests
/// naming the row's host element).
@MainActor
struct GeometryAndScrollTests {
    /// The first element styled `style`, in tree order.
    private func styled(_ style: String, in ui: ViewHarness) -> HostElementSnapshot? {
        func search(_ element: HostElementSnapshot) -> HostElementSnapshot? {
            if element.properties[.style] == .style(style) { return element }
            return element.children.lazy.compactMap(search).first
        }
        return search(ui.host.hostTree.snapshot())
    }

    struct Meter: View {
        var body: some View {
            GeometryReader { proxy in
                Text("\(Int(proxy.size.width))×\(Int(proxy.size.height))")
            }
        }
    }

    @Test func aGeometryReaderShowsTheSizeTheRendererReports() throws {
        let ui = ViewHarness(Meter())
        // The harness's text renderer offers 80 columns and the one line of content.
        #expect(ui.text.contains("\"640×16\""), Comment(rawValue: ui.text))
        let reader = try #require(styled("geometry", in: ui))
        #expect(reader.events.contains(.valueChange))
        try ui.send(.valueChange("320,200.4"), to: reader.id)
        #expect(ui.text.contains("\"320×200\""), Comment(rawValue: ui.text))
    }

    @Test func aMalformedSizeIsIgnoredAndLosesNothing() throws {
        let ui = ViewHarness(Meter())
        let reader = try #require(styled("geometry", in: ui))
        try ui.send(.valueChange("640,480"), to: reader.id)
        for bad in ["", "1", "1,2,3", "-5,10", "nan,3", "1e30,2", "a,b"] {
            try ui.send(.valueChange(bad), to: reader.id)
        }
        #expect(ui.text.contains("\"640×480\""), Comment(rawValue: ui.text))
    }

    struct Chat: View {
        @State var rows = Array(1...50)
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Button("Bottom") { proxy.scrollTo(50, anchor: .bottom) }
                    Button("Add") {
                        rows.append(rows.count + 1)
                        proxy.scrollTo(rows.count, anchor: .center)
                    }
                    Button("Header") { proxy.scrollTo("header") }
                    Button("Missing") { proxy.scrollTo(999) }
                    ScrollView {
                        Text("Header").id("header")
                        ForEach(rows, id: \.self) { row in Text("Row \(row)") }
                    }
                }
            }
        }
    }

    private func request(_ ui: ViewHarness) -> String? {
        let reader = styled("scrollReader", in: ui)
        if case .value(let value)? = reader?.properties[.value] { return value }
        return nil
    }

    @Test func scrollToNamesTheRowsHostElementAndTheAnchor() throws {
        let ui = ViewHarness(Chat())
        #expect(request(ui) == nil)
        try ui.tap("Bottom")
        let row50 = try ui.element(.text, labelled: "Row 50")
        #expect(request(ui) == "to:\(row50.rawValue),end,1")
        try ui.tap("Bottom")
        #expect(request(ui) == "to:\(row50.rawValue),end,2", "the same target asked again is a new request")
        let dom = DOMElement(id: HostElementID(9), kind: .container, properties: [.style("scrollReader"), .value(request(ui) ?? "")], events: [])
        #expect(dom[attribute: "data-scroll-to"] == "\(row50.rawValue) end 2")
    }

    @Test func aRowAddedByTheSameActionIsFound() throws {
        let ui = ViewHarness(Chat())
        try ui.tap("Add")
        let row51 = try ui.element(.text, labelled: "Row 51")
        #expect(request(ui) == "to:\(row51.rawValue),center,1")
    }

    @Test func anExplicitIDIsFoundAndAnUnknownOneScrollsNowhere() throws {
        let ui = ViewHarness(Chat())
        try ui.tap("Header")
        let header = try ui.element(.text, labelled: "Header")
        #expect(request(ui) == "to:\(header.rawValue),nearest,1")
        try ui.tap("Missing")
        #expect(request(ui) == nil)
    }

    @Test func aMalformedScrollRequestNeverReachesThePage() {
        for token in ["to:1,middle,2", "to:x,start,1", "1,start,1", "to:1,start"] {
            let dom = DOMElement(id: HostElementID(9), kind: .container, properties: [.style("scrollReader"), .value(token)], events: [])
            #expect(dom[attribute: "data-scroll-to"] == nil, "\(token)")
        }
    }
}
