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
