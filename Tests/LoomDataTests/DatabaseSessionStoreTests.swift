import Foundation
import GRDB
import LoomHost
@testable import LoomData
import Testing

/// The web server's session table on both engines: saved, claimed by another owner (whose
/// saves then win), forgotten after its retention, and a malformed stored state restores empty.
struct DatabaseSessionStoreTests {
    /// A store on `engine` (a SQLite file of its own, or a database of its own) and its clean-up.
    private func store(_ engine: Engine) throws -> (DatabaseSessionStore, () -> Void) {
        switch engine {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-session-store-\(UUID().uuidString)")
            return (try DatabaseSessionStore(url: folder.appendingPathComponent("app.store")), { try? FileManager.default.removeItem(at: folder) })
        case .postgres:
            let database = try PostgresTestDatabase()
            return (try DatabaseSessionStore(url: database.url), { database.drop() })
        }
    }

    @Test(arguments: Engine.allCases.filter(\.isAvailable))
    func aSessionIsTakenOverAndOnlyItsNewOwnerWrites(_ engine: Engine) throws {
        let (store, cleanup) = try store(engine)
        defer { cleanup() }
        let first = StoredSession(token: "a.1", app: "todo", applied: 3, values: ["scene:draft": "\"Milk\""])
        try store.save([first], owner: "a")
        let claimed = try #require(try store.claim("a.1", owner: "b"))
        #expect(claimed == first)
        // The first owner's later save does not land; the new owner's does.
        try store.save([StoredSession(token: "a.1", app: "todo", applied: 4, values: ["scene:draft": "\"Stale\""])], owner: "a")
        try store.save([StoredSession(token: "a.1", app: "todo", applied: 5, values: ["scene:draft": "\"Milk and eggs\""])], owner: "b")
        let now = try #require(try store.claim("a.1", owner: "c"))
        #expect(now.applied == 5)
        #expect(now.values == ["scene:draft": "\"Milk and eggs\""])
        #expect(try store.claim("a.2", owner: "c") == nil)
    }

    @Test(arguments: Engine.allCases.filter(\.isAvailable))
    func manySessionsAreSavedInOneCallAndOldOnesForgotten(_ engine: Engine) throws {
        let (store, cleanup) = try store(engine)
        defer { cleanup() }
        let sessions = (0..<50).map { StoredSession(token: "a.\($0)", app: "todo", applied: $0, values: ["scene:n": "\($0)"]) }
        try store.save(sessions, owner: "a")
        #expect(try store.claim("a.49", owner: "a")?.values == ["scene:n": "49"])
        #expect(try store.removeSessions(olderThan: 3600) == 0)
        #expect(try store.removeSessions(olderThan: -1) == 50)
        #expect(try store.claim("a.49", owner: "a") == nil)
    }

    @Test func aDamagedStateRestoresAsAnEmptyScreenWithItsEventCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-session-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try DatabaseSessionStore(url: folder.appendingPathComponent("app.store"))
        try store.save([StoredSession(token: "t", app: "todo", applied: 7, values: [:])], owner: "a")
        // Damaged by hand: the state column no longer holds JSON.
        try DatabaseQueue(path: folder.appendingPathComponent("app.store").path).write { db in
            try db.execute(sql: "UPDATE loom_sessions SET state = '{not json' WHERE token = 't'")
        }
        let claimed = try #require(try store.claim("t", owner: "b"))
        #expect(claimed.applied == 7)
        #expect(claimed.values.isEmpty)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedClearly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-session-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("app.store")
        try Data("this is not a database, just text that happens to be here".utf8).write(to: file)
        // Opening or first use fails, with the file named.
        let failure = #expect(throws: ModelError.self) {
            let store = try DatabaseSessionStore(url: file)
            try store.save([StoredSession(token: "t", app: "x", applied: 1, values: [:])], owner: "a")
        }
        #expect(failure?.description.contains(file.path) == true)
    }
}
