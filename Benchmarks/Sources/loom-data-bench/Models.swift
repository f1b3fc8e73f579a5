import Foundation
import LoomData

/// The row both sides store: a todo with a title, a flag, a date and a number.
@Model final class BenchTodo {
    var title: String
    var isDone: Bool
    var created: Date
    var priority: Int

    init(title: String, isDone: Bool = false, created: Date, priority: Int) {
        self.title = title
        self.isDone = isDone
        self.created = created
        self.priority = priority
    }
}

/// The same row as a plain value, as code on GRDB alone keeps it.
struct PlainTodo {
    var id: String
    var title: String
    var isDone: Bool
    var created: Double
    var priority: Int
}

/// A fresh folder for one round's database files.
func scratchFile(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-data-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name)
}

/// A container on `file` holding `rows` todos (one in five of each priority, created in
/// order), and the context that saved them.
@MainActor
func seededContainer(file: URL, rows: Int) throws -> (ModelContainer, ModelContext) {
    let container = try ModelContainer(for: BenchTodo.self, configurations: ModelConfiguration(url: file))
    let writer = ModelContext(container)
    for index in 0..<rows {
        writer.insert(BenchTodo(title: "todo \(index)", created: Date(timeIntervalSince1970: Double(index)), priority: index % 5))
    }
    try writer.save()
    return (container, writer)
}
