import Loom

/// The app's one screen, written as it would be for SwiftUI.
public struct ContentView: View {
    @StateObject private var store: TodoStore
    @State private var draft = ""
    /// Kept across restarts and shared by every browser tab: a setting, as `@AppStorage` keeps one.
    @AppStorage("showsDone") private var showsDone = true

    public init(store: @autoclosure @escaping () -> TodoStore = TodoStore()) {
        _store = StateObject(wrappedValue: store())
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Todo").font(.title)
            HStack {
                TextField("What needs doing?", text: $draft)
                Button("Add") {
                    store.add(draft)
                    draft = ""
                }
            }
            ForEach(visible) { todo in
                HStack {
                    Toggle(todo.title, isOn: Binding(get: { todo.isDone }, set: { _ in store.toggle(todo.id) }))
                    Spacer()
                }
            }
            HStack {
                Text("\(remaining) left")
                Spacer()
                Toggle("Show done", isOn: $showsDone)
                Button("Clear done") { store.clearDone() }
            }
        }
        .padding(16)
    }

    private var visible: [Todo] { showsDone ? store.todos : store.todos.filter { !$0.isDone } }
    private var remaining: Int { store.todos.filter { !$0.isDone }.count }
}
