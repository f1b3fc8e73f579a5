import Loom

/// The app's one screen, written as it would be for SwiftUI: the model is made here and handed
/// to the views below through the environment, each row binds to its own item.
public struct ContentView: View {
    @State private var list: TodoList
    @State private var draft = ""
    /// Kept across restarts and shared by every browser tab: a setting, as `@AppStorage` keeps one.
    @AppStorage("filter") private var filter: TodoFilter = .all

    public init(list: TodoList = TodoList()) {
        _list = State(initialValue: list)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Todo").font(.title)
            HStack {
                TextField("What needs doing?", text: $draft)
                    .onSubmit(add)
                Button("Add", action: add)
                    .disabled(draft.trimmingCharacters(in: .whitespaces).isEmpty)
            }
            Picker("Show", selection: $filter) {
                ForEach(TodoFilter.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            ForEach(list.items.filter(filter.includes)) { item in
                TodoRow(item: item)
            }
            TodoFooter()
        }
        .padding(16)
        .environment(list)
    }

    private func add() {
        if list.add(draft) { draft = "" }
    }
}

/// One todo: its check box is bound straight to the item (`@Bindable`), its delete button asks
/// the list found in the environment.
struct TodoRow: View {
    @Bindable var item: TodoItem
    @Environment(TodoList.self) private var list

    var body: some View {
        HStack {
            // The toggle takes the row's width (title leading, switch trailing); a Spacer here
            // would take half of it, as in SwiftUI.
            Toggle(item.title, isOn: $item.isDone)
            Button(role: .destructive) { list.delete(item) } label: {
                Label("Delete", systemImage: "trash")
            }
            .labelStyle(.iconOnly)
            .accessibilityLabel("Delete \(item.title)")
        }
    }
}

/// The count and the one action on done todos. Re-renders when a check mark or the list
/// changes, because that is what it reads.
struct TodoFooter: View {
    @Environment(TodoList.self) private var list

    var body: some View {
        HStack {
            Text(list.remaining == 1 ? "1 item left" : "\(list.remaining) items left")
            Spacer()
            Button("Clear done") { list.clearDone() }
                .disabled(list.items.allSatisfy { !$0.isDone })
        }
    }
}
