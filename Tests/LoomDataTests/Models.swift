import Foundation
import LoomData

// The models the data tests keep, written as a SwiftData app writes them.

enum Priority: String, Codable {
    case low, high
}

struct Note: Codable, Equatable {
    var text: String
    var tags: [String]
}

@Model final class Todo {
    var title: String
    var isDone = false
    var created: Date
    var priority: Priority = Priority.low
    var note: Note?
    var estimate: Double?
    @Transient var isEditing = false
    @Relationship(deleteRule: .nullify) var folder: Folder?

    init(_ title: String, created: Date = Date(timeIntervalSince1970: 0), priority: Priority = .low) {
        self.title = title
        self.created = created
        self.priority = priority
    }
}

@Model final class Folder {
    @Attribute(.unique) var name: String
    var colour = "blue"
    @Relationship(deleteRule: .cascade, inverse: \Todo.folder) var todos: [Todo] = []

    init(name: String, colour: String = "blue") {
        self.name = name
        self.colour = colour
    }
}

@Model final class Shelf {
    var label: String
    @Relationship(deleteRule: .deny) var books: [Book] = []
    init(label: String) { self.label = label }
}

@Model final class Book {
    var title: String
    var shelf: Shelf?
    init(title: String) { self.title = title }
}

/// A fresh folder for one test's store files.
func makeStoreFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-data-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

func fileContainer(in folder: URL, name: String = "test.store") throws -> ModelContainer {
    try ModelContainer(for: Todo.self, Folder.self, Shelf.self, configurations: ModelConfiguration(url: folder.appendingPathComponent(name)))
}
