import Loom

/// One thing to do. A class with `@Observable`, as a SwiftUI app on iOS 17 writes it: a row
/// that shows it re-renders when its own title or check mark changes, and no other row does.
@Observable
public final class TodoItem: Identifiable {
    public let id = UUID()
    public var title: String
    public var isDone: Bool

    public init(title: String, isDone: Bool = false) {
        self.title = title
        self.isDone = isDone
    }
}

/// Which todos the list shows; kept with `@AppStorage`, so it is a `String` raw value.
public enum TodoFilter: String, CaseIterable, Identifiable, Sendable {
    case all = "All"
    case active = "Active"
    case done = "Done"

    public var id: Self { self }

    func includes(_ item: TodoItem) -> Bool {
        switch self {
        case .all: true
        case .active: !item.isDone
        case .done: item.isDone
        }
    }
}

/// The list and what can be done to it: plain SwiftUI model code, nothing Loom-specific.
@MainActor
@Observable
public final class TodoList {
    public private(set) var items: [TodoItem]

    public init(items: [TodoItem] = []) {
        self.items = items
    }

    /// Adds a todo titled `title` without its surrounding spaces; an empty title adds nothing.
    /// Returns whether it added one, so the field is cleared only then.
    @discardableResult
    public func add(_ title: String) -> Bool {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return false }
        items.append(TodoItem(title: trimmed))
        return true
    }

    public func delete(_ item: TodoItem) {
        items.removeAll { $0 === item }
    }

    public func clearDone() {
        items.removeAll(where: \.isDone)
    }

    public var remaining: Int { items.count { !$0.isDone } }
}
