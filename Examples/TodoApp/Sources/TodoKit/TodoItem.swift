import Loom

/// One thing to do, kept in the app's database: a `@Model` class, as a SwiftData app on iOS 17
/// writes it. A row that shows it re-renders when its own title or check mark changes, in
/// every browser tab, and no other row does.
@Model
public final class TodoItem {
    public var title: String
    public var isDone: Bool
    /// When it was added: the list's order.
    public var created: Date
    /// Whatever else the user wrote about it (the details screen).
    public var notes: String = ""

    public init(title: String, isDone: Bool = false, created: Date = .now, notes: String = "") {
        self.title = title
        self.isDone = isDone
        self.created = created
        self.notes = notes
    }

    /// The title a draft makes: without its surrounding spaces, or `nil` when nothing is left.
    public static func title(from draft: String) -> String? {
        let trimmed = draft.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
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
