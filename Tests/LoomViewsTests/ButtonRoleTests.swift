import LoomTesting
@testable import LoomViews
import Testing

/// A button's role reaches the host, so renderers can draw a destructive button as one
/// everywhere, not only inside alerts.
@MainActor
struct ButtonRoleTests {
    struct Buttons: View {
        @State var destructive = true
        var body: some View {
            VStack {
                Button("Delete", role: destructive ? .destructive : nil) {}
                Button("Cancel", role: .cancel) {}
                Button("Save") {}
                Button("Toggle role") { destructive.toggle() }
            }
        }
    }

    private func style(of title: String, in ui: ViewHarness) -> String? {
        ui.host.update()
        guard let element = ui.host.hostTree.snapshot().first(.button, labelled: title) else {
            Issue.record("no element titled \(title)")
            return nil
        }
        if case .style(let style)? = element.properties[.style] { return style }
        return nil
    }

    @Test func theRoleIsTheButtonsStyleOnTheHostAndFollowsChanges() throws {
        let ui = ViewHarness(Buttons())
        #expect(style(of: "Delete", in: ui) == "destructive")
        #expect(style(of: "Cancel", in: ui) == "cancel")
        #expect(style(of: "Save", in: ui) == nil)
        try ui.tap("Toggle role")
        #expect(style(of: "Delete", in: ui) == nil)
        try ui.verifyReplay()
    }
}
