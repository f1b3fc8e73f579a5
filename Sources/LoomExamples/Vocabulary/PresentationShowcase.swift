import Loom

/// The presentation family: a sheet with a form, a sheet per item, a full-screen cover, a
/// popover, a confirmation dialog, an old-style alert, a chain of alerts where each button
/// presents the next one, an alert whose cancel button is marked only by its role, and a sheet
/// that Escape and the back button leave open while it holds unsaved changes.
public struct PresentationShowcase: View {
    struct Photo: Identifiable, Hashable {
        let id: Int
        var title: String { "Photo \(id)" }
    }

    @State private var showsSettings = false
    @State private var photo: Photo?
    @State private var showsCover = false
    @State private var showsTip = false
    @State private var confirmsDelete = false
    @State private var showsReset = false
    @State private var tourStep = 0
    @State private var showsTour = false
    @State private var deletesNote = false
    @State private var editsDraft = false
    @State private var log = "Nothing yet"

    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Button("Settings…") { showsSettings = true }
            HStack {
                Button("Photo 1") { photo = Photo(id: 1) }
                Button("Photo 2") { photo = Photo(id: 2) }
            }
            Button("Full-screen cover") { showsCover = true }
            Button("Tip (popover)") { showsTip = true }
            Button("Delete…") { confirmsDelete = true }
            Button("Reset (old alert)") { showsReset = true }
            Button("Take the tour") {
                tourStep = 1
                showsTour = true
            }
            Button("Delete note…") { deletesNote = true }
            Button("Edit draft…") { editsDraft = true }
            Text(log)
        }
        .padding()
        .sheet(isPresented: $showsSettings, onDismiss: { log = "Settings closed" }) { SettingsSheet() }
        .sheet(item: $photo) { photo in PhotoSheet(photo: photo) }
        .fullScreenCover(isPresented: $showsCover) { CoverScreen() }
        .popover(isPresented: $showsTip) { Text("Press Escape to close this tip.").padding() }
        .confirmationDialog("Delete the draft?", isPresented: $confirmsDelete, titleVisibility: .visible) {
            Button("Delete draft", role: .destructive) { log = "Draft deleted" }
        }
        .alert(isPresented: $showsReset) {
            Alert(
                title: Text("Reset everything?"), message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Reset")) { log = "Reset" },
                secondaryButton: .cancel())
        }
        .alert("Tour, step \(tourStep) of 3", isPresented: $showsTour) {
            if tourStep < 3 {
                Button("Next") {
                    tourStep += 1
                    showsTour = true
                }
            }
            Button("End tour", role: .cancel) { log = "Tour ended at step \(tourStep)" }
                .keyboardShortcut(.cancelAction)
        }
        .alert("Delete the note?", isPresented: $deletesNote) {
            Button("Delete note", role: .destructive) { log = "Note deleted" }
            // No keyboard shortcut: the role alone makes it the button Escape presses.
            Button("Keep note", role: .cancel) { log = "Note kept" }
        } message: {
            Text("It will be gone for good.")
        }
        .sheet(isPresented: $editsDraft, onDismiss: { log = "Draft closed" }) { DraftSheet() }
    }

    struct DraftSheet: View {
        @State private var text = ""
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Form {
                Section("Draft") {
                    TextField("Draft text", text: $text)
                    Text(text.isEmpty ? "No changes: Escape closes this sheet" : "Unsaved changes: save or discard to close")
                }
                HStack {
                    Button("Discard") { dismiss() }
                    Button("Save") { dismiss() }
                }
            }
            .interactiveDismissDisabled(!text.isEmpty)
        }
    }

    struct SettingsSheet: View {
        @State private var nickname = ""
        @State private var sounds = true
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            Form {
                Section("Settings") {
                    TextField("Nickname", text: $nickname)
                    Toggle("Sounds", isOn: $sounds)
                }
                HStack {
                    Button("Cancel") { dismiss() }.keyboardShortcut(.cancelAction)
                    Button("Save") { dismiss() }.keyboardShortcut(.defaultAction)
                }
            }
        }
    }

    struct PhotoSheet: View {
        let photo: Photo
        @State private var likes = 0
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack {
                Text(photo.title).font(.title)
                Button("Like (\(likes))") { likes += 1 }
                Button("Close") { dismiss() }
            }
        }
    }

    struct CoverScreen: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("A full-screen cover").font(.largeTitle)
                Button("Dismiss") { dismiss() }
            }
            .padding()
        }
    }
}
