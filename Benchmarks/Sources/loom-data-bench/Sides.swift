import Foundation
import GRDB
import LoomData

/// One benchmark operation on one side: `prepare` builds what the operation starts from and is
/// not timed; `run` is.
protocol DataSide {
    init(file: URL, rows: Int) throws
    func saveOneAtATime(_ count: Int) throws
    func insertBatch(_ count: Int) throws
    func updateEvery10th() throws
    func fetchSorted() throws -> Int
    func deleteEvery10th() throws
}

/// LoomData: models in a context, saved through it.
final class LoomDataSide: DataSide {
    let container: ModelContainer
    let context: ModelContext
    private let rows: Int

    init(file: URL, rows: Int) throws {
        container = try ModelContainer(for: BenchTodo.self, configurations: ModelConfiguration(url: file))
        context = ModelContext(container)
        self.rows = rows
    }

    func seed() throws {
        try insertBatch(rows)
    }

    func saveOneAtATime(_ count: Int) throws {
        for index in 0..<count {
            context.insert(BenchTodo(title: "todo \(index)", created: Date(timeIntervalSince1970: Double(index)), priority: index % 5))
            try context.save()
        }
    }

    func insertBatch(_ count: Int) throws {
        for index in 0..<count {
            context.insert(BenchTodo(title: "todo \(index)", created: Date(timeIntervalSince1970: Double(index)), priority: index % 5))
        }
        try context.save()
    }

    func updateEvery10th() throws {
        let all = try context.fetch(FetchDescriptor<BenchTodo>(sortBy: [SortDescriptor(\.created)]))
        for index in stride(from: 0, to: all.count, by: 10) { all[index].title += " !!!" }
        try context.save()
    }

    func fetchSorted() throws -> Int {
        // A fresh context, so every row is made into a model, as a new session's query does.
        let fresh = ModelContext(container)
        let descriptor = FetchDescriptor<BenchTodo>(predicate: #Predicate { $0.priority > 0 }, sortBy: [SortDescriptor(\.created, order: .reverse)])
        return try fresh.fetch(descriptor).count
    }

    func deleteEvery10th() throws {
        let all = try context.fetch(FetchDescriptor<BenchTodo>(sortBy: [SortDescriptor(\.created)]))
        for index in stride(from: 0, to: all.count, by: 10) { context.delete(all[index]) }
        try context.save()
    }
}

/// GRDB alone, written as a careful developer would: one table, prepared statements, one
/// transaction per save, rows read into plain values (an edit or a delete reads the rows first,
/// as LoomData's side fetches its models).
final class GRDBSide: DataSide {
    let pool: DatabasePool
    private let rows: Int

    init(file: URL, rows: Int) throws {
        pool = try DatabasePool(path: file.path)
        self.rows = rows
        try pool.write { db in
            try db.execute(sql: """
                CREATE TABLE todo (id TEXT NOT NULL UNIQUE, title TEXT, isDone INTEGER, created REAL, priority INTEGER)
                """)
        }
    }

    private func insert(_ index: Int, _ statement: Statement) throws {
        try statement.execute(arguments: [UUID().uuidString.lowercased(), "todo \(index)", false, Double(index), index % 5])
    }

    func saveOneAtATime(_ count: Int) throws {
        for index in 0..<count {
            try pool.write { db in
                try insert(index, try db.cachedStatement(sql: "INSERT INTO todo (id, title, isDone, created, priority) VALUES (?, ?, ?, ?, ?)"))
            }
        }
    }

    func insertBatch(_ count: Int) throws {
        try pool.write { db in
            let statement = try db.cachedStatement(sql: "INSERT INTO todo (id, title, isDone, created, priority) VALUES (?, ?, ?, ?, ?)")
            for index in 0..<count { try insert(index, statement) }
        }
    }

    /// Every row as a value, as code that shows or edits the rows first reads them.
    private func fetchAll() throws -> [PlainTodo] {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title, isDone, created, priority FROM todo ORDER BY created")
                .map { PlainTodo(id: $0[0], title: $0[1], isDone: $0[2], created: $0[3], priority: $0[4]) }
        }
    }

    func updateEvery10th() throws {
        var all = try fetchAll()
        try pool.write { db in
            let statement = try db.cachedStatement(sql: "UPDATE todo SET title = ? WHERE id = ?")
            for index in stride(from: 0, to: all.count, by: 10) {
                all[index].title += " !!!"
                try statement.execute(arguments: [all[index].title, all[index].id])
            }
        }
    }

    func fetchSorted() throws -> Int {
        try pool.read { db in
            try Row.fetchAll(db, sql: "SELECT id, title, isDone, created, priority FROM todo WHERE priority > ? ORDER BY created DESC", arguments: [0])
                .map { PlainTodo(id: $0[0], title: $0[1], isDone: $0[2], created: $0[3], priority: $0[4]) }
                .count
        }
    }

    func deleteEvery10th() throws {
        let all = try fetchAll()
        try pool.write { db in
            let statement = try db.cachedStatement(sql: "DELETE FROM todo WHERE id = ?")
            for index in stride(from: 0, to: all.count, by: 10) { try statement.execute(arguments: [all[index].id]) }
        }
    }
}
