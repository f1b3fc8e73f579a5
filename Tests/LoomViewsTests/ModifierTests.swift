import Loom
import LoomTestSupport
import Testing

/// Modifiers become host properties in order; alerts appear and dismiss; custom modifiers work.
@MainActor
struct ModifierTests {
    @Test func boxModifiersStackInOrderOnTheNextHostElement() {
        struct Card: View {
            var body: some View {
                VStack { Text("inside") }
            }
        }
        let ui = ViewHarness(
            Card().padding(8).background(.yellow).padding(.horizontal, 2).frame(width: 100).opacity(0.5))
        #expect(ui.text == """
            vstack padding=8 background=yellow padding=0,2,0,2 frame=(w:100) opacity=0.5
              text "inside"

            """)
    }

    @Test func modifiersOnAGroupApplyToEachChild() {
        let ui = ViewHarness(VStack { Group { Text("a"); Text("b") }.padding(1).font(.caption) })
        #expect(ui.text == "vstack\n  text \"a\" font=caption padding=1\n  text \"b\" font=caption padding=1\n")
    }

    @Test func alertAppearsWhilePresentedAndAnyButtonDismissesIt() throws {
        struct Screen: View {
            @State private var confirming = false
            @State private var deleted = false
            var body: some View {
                VStack {
                    Text(deleted ? "deleted" : "kept")
                    Button("Delete") { confirming = true }
                }
                .alert("Delete item?", isPresented: $confirming) {
                    Button("Delete", role: .destructive) { deleted = true }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
            }
        }
        let ui = ViewHarness(Screen())
        #expect(!ui.text.contains("alert"))
        try ui.tap("Delete")
        #expect(ui.text == """
            vstack
              text "kept"
              button "Delete" {tap}
            alert "Delete item?"
              text "This cannot be undone."
              button "Delete" style=destructive {tap}
              button "Cancel" style=cancel shortcut=escape {tap}

            """)
        let alertButton = try #require(ui.host.hostTree.snapshot().children[1].children.last?.id)
        try ui.send(.tap, to: alertButton)
        #expect(!ui.text.contains("alert"))
        #expect(ui.text.contains("text \"kept\""))
        try ui.tap("Delete")
        let destructive = ui.host.hostTree.snapshot().children[1].children[1].id
        try ui.send(.tap, to: destructive)
        #expect(ui.text.contains("text \"deleted\""))
        #expect(!ui.text.contains("alert"))
    }

    @Test func customViewModifierCanHoldState() throws {
        struct Expandable: ViewModifier {
            @State private var expanded = false
            func body(content: Content) -> some View {
                VStack {
                    content
                    Button(expanded ? "Less" : "More") { expanded.toggle() }
                    if expanded { Text("details") }
                }
            }
        }
        let ui = ViewHarness(Text("summary").modifier(Expandable()))
        try ui.tap("More")
        #expect(ui.text == "vstack\n  text \"summary\"\n  button \"Less\" {tap}\n  text \"details\"\n")
    }

    @Test func changesMadeWithAnimationAreMarkedForRenderers() throws {
        struct Screen: View {
            @State private var big = false
            var body: some View {
                VStack {
                    Button("Grow") { withAnimation(.easeInOut(duration: 0.2)) { big = true } }
                    Text(big ? "big" : "small")
                }
            }
        }
        let ui = ViewHarness(Screen())
        try ui.tap("Grow")
        #expect(ui.text.contains("text \"big\" animation=easeInOut(0.2)"))
    }

    @Test func bindingsFromClosuresConstantsAndKeyPaths() {
        struct Point { var x = 1; var y = 2 }
        var storage = Point()
        let binding = Binding(get: { storage }, set: { storage = $0 })
        binding.y.wrappedValue = 5
        #expect(storage.y == 5)
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
    }
}
