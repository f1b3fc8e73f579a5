import Loom
import LoomTestSupport
import Testing

/// What Escape and the back button may close, as the host tree tells the page: an alert's
/// cancel button carries Escape however it was written; a sheet with
/// `interactiveDismissDisabled` reports no dismiss event until it allows it again.
@MainActor
struct DialogKeyboardTests {
    struct NewStyleAlert: View {
        @State var asking = false
        @State var outcome = "none"
        var body: some View {
            VStack {
                Button("Delete") { asking = true }
                Text("outcome \(outcome)")
            }
            .alert("Delete the note?", isPresented: $asking) {
                Button("Delete note", role: .destructive) { outcome = "deleted" }
                Button("Keep", role: .cancel) { outcome = "kept" }
            }
        }
    }

    @Test func aCancelRoleButtonInANewStyleAlertAnswersEscape() throws {
        let ui = ViewHarness(NewStyleAlert())
        try ui.tap("Delete")
        let alert = try #require(ui.host.hostTree.snapshot().first(.alert, labelled: "Delete the note?"))
        let keep = try #require(alert.first(.button, labelled: "Keep"))
        let delete = try #require(alert.first(.button, labelled: "Delete note"))
        #expect(keep.properties[.shortcut] == .shortcut("escape"))
        #expect(delete.properties[.shortcut] == nil, "only the cancel button takes Escape")
        try ui.send(.tap, to: keep.id)
        try ui.expectText("outcome kept")
        try ui.verifyReplay()
    }

    @Test func theStandardOKOfAnAlertWithoutActionsAnswersEscape() throws {
        struct Notice: View {
            @State var showing = true
            var body: some View {
                Text("Home").alert("Saved", isPresented: $showing) {}
            }
        }
        let ui = ViewHarness(Notice())
        let ok = try #require(ui.host.hostTree.snapshot().first(.button, labelled: "OK"))
        #expect(ok.properties[.shortcut] == .shortcut("escape"))
        try ui.send(.tap, to: ok.id)
        #expect(!ui.text.contains("alert"))
    }

    @Test func aCancelRoleButtonOutsideAnAlertHasNoShortcut() throws {
        let ui = ViewHarness(Button("Cancel", role: .cancel) {})
        let button = try #require(ui.host.hostTree.snapshot().first(.button, labelled: "Cancel"))
        #expect(button.properties[.shortcut] == nil)
    }

    struct Editor: View {
        @State var editing = false
        @State var locked = true
        var body: some View {
            Button("Edit") { editing = true }
                .sheet(isPresented: $editing) { Draft(locked: $locked) }
        }
    }

    struct Draft: View {
        @Binding var locked: Bool
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Draft sheet")
                Button(locked ? "Unlock" : "Lock") { locked.toggle() }
                Button("Save") { dismiss() }
            }
            .interactiveDismissDisabled(locked)
        }
    }

    @Test func aSheetWithInteractiveDismissDisabledReportsNoDismissUntilItAllowsIt() throws {
        let ui = ViewHarness(Editor())
        try ui.tap("Edit")
        let sheet = try #require(findPresented(in: ui.host.hostTree.snapshot()))
        #expect(ui.host.hostTree.snapshot(of: sheet)?.events == [], "Escape and the back button find nothing to close")
        #expect(throws: HostEventError.self) { try ui.host.send(HostEvent(element: sheet, action: .dismiss)) }
        #expect(ui.text.contains("Draft sheet"))

        try ui.tap("Unlock")
        #expect(ui.host.hostTree.snapshot(of: sheet)?.events == [.dismiss])
        try ui.send(.dismiss, to: sheet)
        #expect(!ui.text.contains("Draft sheet"))
        try ui.verifyReplay()
    }

    struct SelfLocking: View {
        @State var editing = false
        var body: some View {
            Button("Edit") { editing = true }
                .sheet(isPresented: $editing) { DraftText() }
        }
    }

    struct DraftText: View {
        @State private var text = ""
        var body: some View {
            VStack {
                TextField("Draft text", text: $text)
                Text(text.isEmpty ? "no changes" : "unsaved \(text)")
            }
            .interactiveDismissDisabled(!text.isEmpty)
        }
    }

    @Test func aSheetLockedByItsOwnStateLocksAndUnlocksAsThatStateChanges() throws {
        let ui = ViewHarness(SelfLocking())
        try ui.tap("Edit")
        let sheet = try #require(findPresented(in: ui.host.hostTree.snapshot()))
        #expect(ui.host.hostTree.snapshot(of: sheet)?.events == [.dismiss])
        try ui.type("Hello", into: "Draft text")
        try ui.expectText("unsaved Hello")
        #expect(ui.host.hostTree.snapshot(of: sheet)?.events == [])
        try ui.type("", into: "Draft text")
        try ui.expectText("no changes")
        #expect(ui.host.hostTree.snapshot(of: sheet)?.events == [.dismiss])
        try ui.verifyReplay()
    }

    @Test func dismissFromTheAppStillClosesALockedSheet() throws {
        let ui = ViewHarness(Editor())
        try ui.tap("Edit")
        try ui.tap("Save")
        #expect(!ui.text.contains("Draft sheet"))
        try ui.verifyReplay()
    }

    @Test func aNestedSheetsLockIsItsOwn() throws {
        struct Outer: View {
            @State var inner = false
            var body: some View {
                Button("Open inner") { inner = true }
                    .sheet(isPresented: $inner) { Text("Inner").interactiveDismissDisabled() }
            }
        }
        struct Root: View {
            @State var outer = false
            var body: some View {
                Button("Open outer") { outer = true }.sheet(isPresented: $outer) { Outer() }
            }
        }
        let ui = ViewHarness(Root())
        try ui.tap("Open outer")
        try ui.tap("Open inner")
        let screens = ui.host.hostTree.snapshot().allElements.filter { $0.properties[.presentation] == .presentation(.modal) }
        #expect(screens.map(\.events) == [[.dismiss], []], "the outer sheet stays closable")
    }
}
