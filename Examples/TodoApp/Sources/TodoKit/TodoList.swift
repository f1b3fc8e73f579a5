import Loom

/// One thing to do.
public struct Todo: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var title: String
    public var isDone = false

    public init(id: UUID = UUID(), title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}

/// The list and what can be done to it: plain SwiftUI state, nothing Loom-specific.
@MainActor
public final class TodoStore: ObservableObject {
    @Published public var todos: [Todo]

    public init(todos: [Todo] = []) {
        self.todos = todos
    }

    public func add(_ title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        todos.append(Todo(title: trimmed))
    }

    public func toggle(_ id: Todo.ID) {
        guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
        todos[index].isDone.toggle()
    }

    public func clearDone() {
        todos.removeAll(where: \.isDone)
    }
}
