import Loom
import LoomTestSupport
import Testing

/// Sheets, covers, popovers, confirmation dialogs and alerts: shown while their binding says
/// so, closed by the user (dismiss event), by `dismiss`, or by a button.
@MainActor
struct PresentationTests {
    struct Note: Identifiable, Hashable { let id: Int }

    struct Home: View {
        @State var showsSettings = false
        @State var note: Note?
        @State var showsCover = false
        @State var dismissals = 0
        var body: some View {
            VStack {
                Button("Settings") { showsSettings = true }
                Button("Note 1") { note = Note(id: 1) }
                Button("Note 2") { note = Note(id: 2) }
                Button("Cover") { showsCover = true }
                Text("dismissals \(dismissals)")
            }
            .sheet(isPresented: $showsSettings, onDismiss: { dismissals += 1 }) { SettingsSheet() }
            .sheet(item: $note) { note in NoteSheet(note: note) }
            .fullScreenCover(isPresented: $showsCover) { SettingsSheet() }
        }
    }

    struct SettingsSheet: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Settings sheet")
                Button("Close") { dismiss() }
            }
        }
    }

    struct NoteSheet: View {
        let note: Note
        @State private var edits = 0
        var body: some View {
            VStack {
                Text("Note \(note.id) edits \(edits)")
                Button("Edit") { edits += 1 }
            }
        }
    }

    @Test func aSheetIsAModalScreenThatDismissClosesAndOnDismissIsTold() throws {
        let ui = ViewHarness(Home())
        #expect(!ui.text.contains("Settings sheet"))
        try ui.tap("Settings")
        #expect(ui.text.contains("container presentation=modal {dismiss}"))
        #expect(ui.text.contains("Settings sheet"))
        try ui.tap("Close")
        #expect(!ui.text.contains("Settings sheet"))
        #expect(ui.text.contains("text \"dismissals 1\""))
        try ui.verifyReplay()
    }

    @Test func theUsersDismissEventClosesASheet() throws {
        let ui = ViewHarness(Home())
        try ui.tap("Settings")
        let modal = try #require(findPresented(in: ui.host.hostTree.snapshot()))
        try ui.send(.dismiss, to: modal)
        #expect(!ui.text.contains("Settings sheet"))
        #expect(ui.text.contains("text \"dismissals 1\""))
    }

    @Test func aSheetForADifferentItemIsAFreshSheet() throws {
        let ui = ViewHarness(Home())
        try ui.tap("Note 1")
        try ui.tap("Edit")
        #expect(ui.text.contains("Note 1 edits 1"))
        try ui.tap("Note 2")
        #expect(ui.text.contains("Note 2 edits 0"), "a new item's sheet starts with fresh state")
        try ui.verifyReplay()
    }

    @Test func aFullScreenCoverIsPresentedOverTheWholeWindow() throws {
        let ui = ViewHarness(Home())
        try ui.tap("Cover")
        #expect(ui.text.contains("container presentation=fullScreen {dismiss}"))
    }

    @Test func aConfirmationDialogOffersItsActionsAndCancel() throws {
        struct Files: View {
            @State var confirming = false
            @State var deleted = false
            var body: some View {
                Button(deleted ? "Deleted" : "Delete") { confirming = true }
                    .confirmationDialog("Delete the file?", isPresented: $confirming, titleVisibility: .visible) {
                        Button("Delete file", role: .destructive) { deleted = true }
                    }
            }
        }
        let ui = ViewHarness(Files())
        try ui.tap("Delete")
        #expect(ui.text.contains("alert \"Delete the file?\" style=confirmationDialog"))
        #expect(ui.text.contains("button \"Cancel\""))
        try ui.tap("Delete file")
        #expect(ui.text.contains("button \"Deleted\""))
        #expect(!ui.text.contains("alert"))
    }

    @Test func anOldStyleAlertShowsItsButtonsAndRunsTheChosenAction() throws {
        struct Danger: View {
            @State var asking = false
            @State var outcome = "none"
            var body: some View {
                VStack {
                    Button("Reset") { asking = true }
                    Text("outcome \(outcome)")
                }
                .alert(isPresented: $asking) {
                    Alert(
                        title: Text("Reset all?"), message: Text("This cannot be undone."),
                        primaryButton: .destructive(Text("Reset all")) { outcome = "reset" },
                        secondaryButton: .cancel())
                }
            }
        }
        let ui = ViewHarness(Danger())
        try ui.tap("Reset")
        #expect(ui.text.contains("alert \"Reset all?\""))
        #expect(ui.text.contains("text \"This cannot be undone.\""))
        #expect(ui.text.contains("button \"Cancel\""))
        try ui.tap("Reset all")
        #expect(ui.text.contains("text \"outcome reset\""))
        #expect(!ui.text.contains("alert"))
        try ui.verifyReplay()
    }

    @Test func anAlertButtonsActionCanPresentTheNextAlertOnTheSameBinding() throws {
        struct Steps: View {
            @State var showing = false
            @State var step = 1
            var body: some View {
                Button("Start") { showing = true }
                    .alert("Step \(step)", isPresented: $showing) {
                        Button("Next") {
                            step += 1
                            showing = true
                        }
                    }
            }
        }
        let ui = ViewHarness(Steps())
        try ui.tap("Start")
        try ui.tap("Next")
        #expect(ui.text.contains("alert \"Step 2\""), "the action's new alert is not closed by its own button")
    }
}

/// The first presented (modal or full-screen) container.
func findPresented(in snapshot: HostElementSnapshot) -> HostElementID? {
    if snapshot.properties[.presentation] == .presentation(.modal) { return snapshot.id }
    for child in snapshot.children {
        if let found = findPresented(in: child) { return found }
    }
    return nil
}
