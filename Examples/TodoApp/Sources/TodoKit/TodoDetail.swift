import Loom

/// One todo's details: its title and notes edited as drafts, saved to the item by Save. The
/// drafts are `@State`, so the window's `.includingViewState` keeps them across a restart of
/// the server: a half-written note is still there when the page comes back.
struct TodoDetail: View {
    let item: TodoItem
    @State private var title: String
    @State private var notes: String
    @Environment(\.dismiss) private var dismiss

    init(item: TodoItem) {
        self.item = item
        _title = State(initialValue: item.title)
        _notes = State(initialValue: item.notes)
    }

    var body: some View {
        Form {
            TextField("Title", text: $title)
            TextEditor(text: $notes)
                .accessibilityLabel("Notes")
                .accessibilityIdentifier("notes")
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Spacer()
                Button("Save") {
                    guard let saved = TodoItem.title(from: title) else { return }
                    item.title = saved
                    item.notes = notes
                    dismiss()
                }
                .disabled(TodoItem.title(from: title) == nil)
            }
        }
        .navigationTitle(item.title)
    }
}
