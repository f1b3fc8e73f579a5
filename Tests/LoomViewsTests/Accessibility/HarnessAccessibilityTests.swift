import Loom
import LoomTestSupport
import Testing

/// `ViewHarness` finds elements by accessibility identifier and label, as UI tests do, and
/// drives them: tap, type, toggle, expect text.
@MainActor
struct HarnessAccessibilityTests {
    struct Todos: View {
        @State var draft = ""
        @State var items: [String] = []
        @State var urgent = false
        var body: some View {
            VStack {
                TextField("What needs doing?", text: $draft).accessibilityIdentifier("new-todo")
                HStack {
                    Button { items.append(draft); draft = "" } label: { Image(systemName: "plus") }
                        .accessibilityLabel("Add")
                }
                .accessibilityIdentifier("toolbar")
                Toggle("Urgent", isOn: $urgent).accessibilityIdentifier("urgent")
                Text("\(items.count) left\(urgent ? ", urgent" : "")").accessibilityIdentifier("remaining")
                Button("Clear") { items = [] }.accessibilityHidden(true)
            }
        }
    }

    @Test func typeTapToggleAndExpectThroughIdentifiersAndLabels() throws {
        let ui = ViewHarness(Todos())
        try ui.type("Milk", identifier: "new-todo")
        try ui.tap(label: "Add")
        try ui.expectText("1 left", identifier: "remaining")
        try ui.toggle(identifier: "urgent")
        try ui.expectText("1 left, urgent", identifier: "remaining")
        try ui.type("Eggs", identifier: "new-todo")
        // The identifier names the stack; the tap goes to the button inside it.
        try ui.tap(identifier: "toolbar")
        #expect(try ui.text(identifier: "remaining").contains("\"2 left, urgent\""))
        try ui.verifyReplay()
    }

    @Test func tapByTitleAlsoFindsAnIconButtonByItsAccessibilityLabel() throws {
        let ui = ViewHarness(Todos())
        try ui.tap("Add")
        try ui.expectText("1 left", identifier: "remaining")
    }

    @Test func elementsAreFoundByLabelOrByTheirTextWhenTheyHaveNoLabel() throws {
        let ui = ViewHarness(Todos())
        let add = try ui.element(label: "Add")
        #expect(ui.host.hostTree.element(add)?.kind == .button)
        let urgent = try ui.element(label: "Urgent")
        #expect(ui.host.hostTree.element(urgent)?.kind == .toggle)
        #expect(try ui.element(identifier: "urgent") == urgent)
    }

    @Test func tappingALabelInsideARowTapsTheRow() throws {
        struct Rows: View {
            @State var picked: String?
            var body: some View {
                VStack {
                    Text("Picked: \(picked ?? "none")").accessibilityIdentifier("picked")
                    List(selection: $picked) {
                        Text("Apple").tag("apple")
                        Text("Pear").tag("pear")
                    }
                }
            }
        }
        let ui = ViewHarness(Rows())
        try ui.tap(label: "Pear")
        try ui.expectText("Picked: pear", identifier: "picked")
    }

    @Test func hiddenElementsAreNotFoundAndMisuseSaysWhatIsOnScreen() throws {
        let ui = ViewHarness(Todos())
        #expect(throws: HarnessError.self) { try ui.element(label: "Clear") }
        do {
            try ui.tap(identifier: "missing")
            Issue.record("tapping an unknown identifier should throw")
        } catch let error as HarnessError {
            #expect("\(error)".contains("No element with accessibility identifier \"missing\""))
            #expect("\(error)".contains("What needs doing?"), "the message shows the screen")
        }
        do {
            try ui.tap(identifier: "remaining")
            Issue.record("a text reports no taps")
        } catch let error as HarnessError {
            #expect("\(error)".contains("\"remaining\" has nothing that reports tap events"))
        }
    }
}
