import Loom
import LoomTestSupport
import Testing

private struct Names: View {
    @State private var query = ""
    let names = ["Ada", "Grace", "Alan"]

    var body: some View {
        VStack {
            ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        }
        .searchable(text: $query, prompt: "Find a name")
    }
}

private struct Styled: View {
    @State private var name = ""
    @State private var isOn = false

    var body: some View {
        VStack {
            TextField("Rounded", text: $name).textFieldStyle(.roundedBorder)
            TextField("Older", text: $name).textFieldStyle(RoundedBorderTextFieldStyle())
            TextField("Plain", text: $name).textFieldStyle(.plain)
            TextField("Default", text: $name)
            Toggle("Switch", isOn: $isOn).toggleStyle(.switch)
            Toggle("Button", isOn: $isOn).toggleStyle(.button)
            Toggle("Checkbox", isOn: $isOn).toggleStyle(.checkbox)
            Image(systemName: "wifi").resizable().frame(width: 20, height: 20)
            Text("42").font(.system(.largeTitle, design: .rounded)).monospacedDigit()
            Text("7").font(.system(size: 24, weight: .bold, design: .serif).monospacedDigit())
        }
        .ignoresSafeArea()
        .edgesIgnoringSafeArea(.all)
        .navigationBarHidden(true)
        .statusBarHidden()
    }
}

@MainActor
@Suite struct CompatibilityModifiersTests {
    private func style(of kind: HostElementKind, _ label: String, in ui: ViewHarness) throws -> HostProperty? {
        let id = try ui.element(kind, labelled: label)
        return ui.host.hostTree.element(id)?.properties[.style]
    }

    @Test func searchableShowsASearchFieldAboveTheContentBoundToTheText() throws {
        let ui = ViewHarness(Names())
        #expect(try style(of: .textField, "Find a name", in: ui) == .style("search"))
        #expect(ui.text.contains("Grace"))
        try ui.type("A", into: "Find a name")
        #expect(ui.text.contains("Ada"))
        #expect(ui.text.contains("Alan"))
        #expect(!ui.text.contains("Grace"))
        try ui.verifyReplay()
    }

    @Test func aSearchFieldIsASearchInputOnThePage() {
        let field = DOMElement(id: HostElementID(3), kind: .textField, properties: [.placeholder("Search"), .style("search")], events: .textChange)
        #expect(field[attribute: "type"] == "search")
        let plain = DOMElement(id: HostElementID(3), kind: .textField, properties: [.placeholder("Name")], events: .textChange)
        #expect(plain[attribute: "type"] == "text")
    }

    @Test func textFieldAndToggleStylesReachTheHostTree() throws {
        let ui = ViewHarness(Styled())
        #expect(try style(of: .textField, "Rounded", in: ui) == .style("roundedBorder"))
        #expect(try style(of: .textField, "Older", in: ui) == .style("roundedBorder"))
        #expect(try style(of: .textField, "Plain", in: ui) == .style("plain"))
        #expect(try style(of: .textField, "Default", in: ui) == nil)
        #expect(try style(of: .toggle, "Switch", in: ui) == .style("switch"))
        #expect(try style(of: .toggle, "Button", in: ui) == .style("button"))
        #expect(try style(of: .toggle, "Checkbox", in: ui) == .style("checkbox"))
        try ui.toggle("Checkbox")
        #expect(ui.host.hostTree.element(try ui.element(.toggle, labelled: "Switch"))?.properties[.isOn] == .isOn(true))
    }

    private func firstImage(in element: HostElementSnapshot) -> HostElementSnapshot? {
        if element.kind == .image { return element }
        return element.children.lazy.compactMap { firstImage(in: $0) }.first
    }

    @Test func aResizableImageCarriesTheResizableStyle() {
        let ui = ViewHarness(Styled())
        let image = firstImage(in: ui.host.hostTree.snapshot())
        #expect(image?.properties[.systemImage] == .systemImage("wifi"))
        #expect(image?.properties[.style] == .style("resizable"))
        #expect(Image(systemName: "wifi") != Image(systemName: "wifi").resizable())
    }

    @Test func systemFontsInATextStyleKeepTheStyleAndTheMonospacedDesign() {
        #expect(Font.system(.largeTitle, design: .rounded) == .largeTitle)
        #expect(Font.system(.body, design: .monospaced) == Font.body.monospaced())
        #expect(Font.system(.headline, weight: .bold) == Font.headline.weight(.bold))
        #expect(Font.largeTitle.monospacedDigit() == .largeTitle)
    }
}
