import Loom

/// The app's one screen, written as it would be for SwiftUI with SwiftData: the todos come from
/// a `@Query`, changes go through the environment's model context and are saved by it.
public struct ContentView: View {
    @Query(sort: \TodoItem.created) private var items: [TodoItem]
    @Environment(\.modelContext) private var modelContext
    @State private var draft = ""
    /// Kept across restarts and shared by every browser tab: a setting, as `@AppStorage` keeps one.
    @AppStorage("filter") private var filter: TodoFilter = .all

    public init() {}

    public var body: some View {
        NavigationStack {
            list
                .navigationDestination(for: PersistentIdentifier.self) { id in
                    if let item = modelContext.model(for: id) as? TodoItem {
                        TodoDetail(item: item)
                    } else {
                        ContentUnavailableView("This todo was deleted", systemImage: "trash")
                    }
                }
        }
    }

    private var list: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Todo").font(.title)
            HStack {
                TextField("What needs doing?", text: $draft)
                    .onSubmit(add)
                Button("Add", action: add)
                    .disabled(TodoItem.title(from: draft) == nil)
            }
            Picker("Show", selection: $filter) {
                ForEach(TodoFilter.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            ForEach(items.filter(filter.includes)) { item in
                TodoRow(item: item)
            }
            TodoFooter(items: items)
        }
        .padding(16)
    }

    private func add() {
        guard let title = TodoItem.title(from: draft) else { return }
        modelContext.insert(TodoItem(title: title))
        draft = ""
    }
}

/// One todo: its check box is bound straight to the stored item (`@Bindable`), its delete
/// button deletes it from the context.
struct TodoRow: View {
    @Bindable var item: TodoItem
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        HStack {
            // The toggle takes the row's width (title leading, switch trailing); a Spacer here
            // would take half of it, as in SwiftUI.
            Toggle(item.title, isOn: $item.isDone)
            NavigationLink(value: item.persistentModelID) {
                Label("Details", systemImage: "pencil")
            }
            .labelStyle(.iconOnly)
            .accessibilityLabel("Edit \(item.title)")
            Button(role: .destructive) { modelContext.delete(item) } label: {
                Label("Delete", systemImage: "trash")
            }
            .labelStyle(.iconOnly)
            .accessibilityLabel("Delete \(item.title)")
        }
    }
}

/// The count and the one action on done todos.
struct TodoFooter: View {
    let items: [TodoItem]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        let remaining = items.count { !$0.isDone }
        HStack {
            Text(remaining == 1 ? "1 item left" : "\(remaining) items left")
            Spacer()
            Button("Clear done") {
                for item in items where item.isDone { modelContext.delete(item) }
            }
            .disabled(items.allSatisfy { !$0.isDone })
        }
    }
}
