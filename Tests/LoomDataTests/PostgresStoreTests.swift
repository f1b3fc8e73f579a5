import Foundation
@testable import LoomData
import LoomTesting
import LoomViews
import Testing

private struct OpenTodos: View {
    @Query(filter: #Predicate<Todo> { !$0.isDone }, sort: \Todo.created) private var todos: [Todo]

    var body: some View {
        VStack {
            ForEach(todos) { todo in Text(todo.title) }
            Text("\(todos.count) open")
        }
    }
}

/// The PostgreSQL store against a real server: values, uniqueness, schema changes, saves of
/// other processes heard live, and a server that ends the connections or is not there.
@MainActor
@Suite(.enabled(if: PostgresTestDatabase.isAvailable, "needs LOOM_TEST_POSTGRES_URL (scripts/test starts a server)"))
struct PostgresStoreTests {
    @Test func everyKindOfValueAndLinkRoundTrips() throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let container = try ModelContainer(for: Todo.self, Folder.self, configurations: ModelConfiguration(url: database.url))
        let context = ModelContext(container)
        let home = Folder(name: "Home", colour: "green")
        let todo = Todo("Paint ✓ the 'shed'", created: Date(timeIntervalSince1970: 1_700_000_000.25), priority: .high)
        todo.isDone = true
        todo.note = Note(text: "two coats", tags: ["outside"])
        todo.estimate = 2.5
        todo.folder = home
        context.insert(todo)
        try context.save()

        let reader = ModelContext(container)
        let read = try #require(try reader.fetch(FetchDescriptor<Todo>()).first)
        #expect(read.title == "Paint ✓ the 'shed'")
        #expect(read.isDone)
        #expect(read.created == Date(timeIntervalSince1970: 1_700_000_000.25))
        #expect(read.priority == .high)
        #expect(read.note == Note(text: "two coats", tags: ["outside"]))
        #expect(read.estimate == 2.5)
        #expect(read.folder?.name == "Home")
        #expect(read.folder?.todos.map(\.title) == ["Paint ✓ the 'shed'"])
        #expect(read.persistentModelID == todo.persistentModelID)
        // The tables are PostgreSQL's own types, readable by any other client.
        let types = try database.run("SELECT column_name, data_type FROM information_schema.columns WHERE table_name = 'Todo' ORDER BY column_name")
        #expect(types.contains([.text("isDone"), .text("bigint")]))
        #expect(types.contains([.text("estimate"), .text("double precision")]))
    }

    @Test func insertingAStoredUniqueValueUpdatesThatModel() throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(url: database.url))
        let first = ModelContext(container)
        first.insert(Folder(name: "Home", colour: "blue"))
        try first.save()
        let second = ModelContext(container)
        second.insert(Folder(name: "Home", colour: "red"))
        try second.save()
        let folders = try ModelContext(container).fetch(FetchDescriptor<Folder>())
        #expect(folders.map(\.colour) == ["red"])
    }

    @Test func aSaveThatBreaksAConstraintThrowsAndStoresNothing() throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(url: database.url))
        let context = ModelContext(container)
        context.insert(Folder(name: "Kept"))
        try context.save()
        // Two new folders with one name in one save: the second breaks the unique index.
        context.insert(Folder(name: "Twice"))
        context.insert(Folder(name: "Twice"))
        context.insert(Folder(name: "Also new"))
        #expect {
            try context.save()
        } throws: { error in
            guard case .constraintViolation(let model, let detail)? = error as? ModelError else { return false }
            return model == "Folder" && detail.contains("unique")
        }
        #expect(try ModelContext(container).fetch(FetchDescriptor<Folder>()).map(\.name) == ["Kept"], "the whole save was rolled back")
    }

    @Test func tablesGrowForNewOptionalPropertiesAndRefuseWhatOnlyAMigrationCanDo() throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        // A table from an older version of the app and of Loom: no estimate, note, folder…,
        // and the key column called "id".
        _ = try database.run("""
            CREATE TABLE "Todo" ("id" TEXT NOT NULL UNIQUE, "loom_row" BIGINT GENERATED ALWAYS AS IDENTITY, "title" TEXT,
              "isDone" BIGINT, "created" DOUBLE PRECISION, "priority" TEXT)
            """)
        _ = try database.run(#"INSERT INTO "Todo" ("id", "title", "isDone", "created", "priority") VALUES ('\#(UUID().keyText)', 'Old', 0, 0, 'low')"#)
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url))
        let todos = try ModelContext(container).fetch(FetchDescriptor<Todo>())
        #expect(todos.map(\.title) == ["Old"])
        #expect(todos.first?.estimate == nil)
        // The key column, "id" when that table was made, is Loom's own "loom_id" now.
        #expect(try database.run(#"SELECT "loom_id" FROM "Todo""#).count == 1)

        // A column whose type changed needs the app's help.
        let other = try PostgresTestDatabase()
        defer { other.drop() }
        _ = try other.run(#"CREATE TABLE "Folder" ("id" TEXT NOT NULL UNIQUE, "loom_row" BIGINT GENERATED ALWAYS AS IDENTITY, "name" BIGINT, "colour" TEXT)"#)
        #expect {
            _ = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(url: other.url))
        } throws: { error in
            guard case .migrationRequired(let model, let detail)? = error as? ModelError else { return false }
            return model == "Folder" && detail.contains("name") && detail.contains("BIGINT")
        }
    }

    @Test func anotherProcessesSavesReachALiveQuery() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        // Two URLs for one database: two stores, two change hubs, as two processes have.
        let here = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url(asProcess: "here")))
        let there = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url(asProcess: "there")))
        #expect(here.store !== there.store)
        let screen = ViewHarness(OpenTodos().modelContainer(here))
        #expect(screen.text.contains("0 open"))

        let writer = ModelContext(there)
        let paint = Todo("Paint", created: Date(timeIntervalSince1970: 1))
        writer.insert(paint)
        writer.insert(Todo("Sand", created: Date(timeIntervalSince1970: 2)))
        try writer.save()
        try await waitUntil(seconds: 30) { screen.text.contains("2 open") }
        #expect(screen.text.contains("Paint"))

        paint.title = "Paint twice"
        try writer.save()
        try await waitUntil(seconds: 30) { screen.text.contains("Paint twice") }

        paint.isDone = true
        try writer.save()
        try await waitUntil(seconds: 30) { screen.text.contains("1 open") }
        #expect(!screen.text.contains("Paint"))
    }

    @Test func connectionsTheServerEndsAreOpenedAgainAndMissedSavesReloaded() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let here = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url(asProcess: "here")))
        let there = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url(asProcess: "there")))
        let screen = ViewHarness(OpenTodos().modelContainer(here))
        let writer = ModelContext(there)
        writer.insert(Todo("Before", created: Date(timeIntervalSince1970: 1)))
        try writer.save()
        try await waitUntil(seconds: 30) { screen.text.contains("1 open") }

        // The server ends every session on the database (a restart, a failover).
        _ = try database.run("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
        try await Task.sleep(for: .milliseconds(100))
        writer.insert(Todo("During", created: Date(timeIntervalSince1970: 2)))
        try writer.save()
        // The listener comes back within seconds and reloads what it may have missed.
        try await waitUntil(seconds: 30) { screen.text.contains("2 open") }
        #expect(screen.text.contains("During"))
        #expect(try ModelContext(here).fetchCount(FetchDescriptor<Todo>()) == 2)
    }

    @Test func aServerThatIsNotThereGivesAClearErrorWithoutThePassword() throws {
        let closed = try #require(URL(string: "postgres://loom:secret-word@127.0.0.1:1/loom"))
        #expect {
            _ = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: closed))
        } throws: { error in
            guard case .storeUnavailable(let location, _)? = error as? ModelError else { return false }
            return location == "postgres://loom@127.0.0.1:1/loom" && !"\(error)".contains("secret-word")
        }
    }
}

/// Where the default configuration points, and how a save is told to other processes.
struct DatabaseURLTests {
    @Test func theDefaultConfigurationFollowsLoomDatabaseURL() {
        let url = ModelConfiguration.defaultURL(name: "default", environment: ["LOOM_DATABASE_URL": "postgres://app@db/app"], appName: "Todo")
        #expect(url.absoluteString == "postgres://app@db/app")
        #expect(PostgresAddress.isDatabaseURL(url))
        let named = ModelConfiguration.defaultURL(name: "cache", environment: ["LOOM_DATABASE_URL": "postgres://app@db/app", "LOOM_STORAGE_DIR": "/data"], appName: "Todo")
        #expect(named.path == "/data/Todo-cache.store", "a named configuration keeps its own file")
    }

    @Test func placeholdersAreNumberedOutsideQuotes() {
        #expect(PostgresSQLConnection.numbered(#"SELECT "a?" FROM t WHERE x = ? AND y = '?' AND z IN (?, ?)"#)
            == #"SELECT "a?" FROM t WHERE x = $1 AND y = '?' AND z IN ($2, $3)"#)
    }

    @Test func aLargeSaveIsToldInNoticesThatFitAndAHugeOneByItsTypes() throws {
        var batch = SaveBatch()
        let keys = (0..<500).map { _ in UUID().keyText }
        batch.inserts = keys.map { SaveBatch.Row(entity: "Todo", key: $0, values: []) }
        batch.deletes = [SaveBatch.Row(entity: "Folder", key: "gone", values: [])]
        let notices = ChangeNotice.notices(for: batch, adopted: [:], origin: "me")
        #expect(notices.count > 1)
        #expect(notices.allSatisfy { $0.utf8.count < 8_000 }, "PostgreSQL refuses a payload of 8,000 bytes or more")
        let decoded = try notices.map { try JSONDecoder().decode(ChangeNotice.self, from: Data($0.utf8)) }
        #expect(Set(decoded.flatMap { $0.inserted["Todo"] ?? [] }) == Set(keys))
        #expect(decoded.flatMap { $0.deleted["Folder"] ?? [] } == ["gone"])

        batch.inserts = (0..<(ChangeNotice.keyLimit + 1)).map { _ in SaveBatch.Row(entity: "Todo", key: UUID().keyText, values: []) }
        let huge = try ChangeNotice.notices(for: batch, adopted: [:], origin: "me").map { try JSONDecoder().decode(ChangeNotice.self, from: Data($0.utf8)) }
        #expect(huge.count == 1)
        #expect(huge.first?.changes.reloaded == ["Todo", "Folder"])
    }
}

private struct Adder: View {
    @Query(sort: \Todo.created) private var todos: [Todo]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack {
            Text("\(todos.count) todos")
            Button("Add") { modelContext.insert(Todo("Kept", created: Date(timeIntervalSince1970: 5))) }
        }
    }
}

/// A database that goes away in the middle of a session and comes back.
@MainActor
@Suite(.enabled(if: PostgresTestDatabase.isAvailable, "needs LOOM_TEST_POSTGRES_URL (scripts/test starts a server)"))
struct PostgresOutageTests {
    @Test func changesMadeWhileTheDatabaseIsAwayAreSavedWhenItComesBack() async throws {
        let database = try PostgresTestDatabase()
        defer { database.drop() }
        let server = try #require(PostgresTestDatabase.serverURL)
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: database.url))
        let screen = ViewHarness(Adder().modelContainer(container))
        // The database refuses every connection, and the open ones are ended.
        try PostgresTestDatabase.admin(server, "ALTER DATABASE \(database.name) ALLOW_CONNECTIONS false")
        try PostgresTestDatabase.admin(server, "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '\(database.name)'")
        try await Task.sleep(for: .milliseconds(100))
        try screen.tap("Add")
        #expect(screen.text.contains("1 todos"), "the session shows its change on its query's last result")
        try await Task.sleep(for: .milliseconds(300))
        try PostgresTestDatabase.admin(server, "ALTER DATABASE \(database.name) ALLOW_CONNECTIONS true")
        // The context keeps the change and its autosave tries again until the save is stored.
        // Generous: the retry reaches the main actor, which every view test of the run shares.
        let deadline = ContinuousClock.now + .seconds(60)
        var stored: [[SQLValue]] = []
        while stored.isEmpty && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(200))
            stored = (try? database.run(#"SELECT "title" FROM "Todo""#)) ?? []
        }
        #expect(stored == [[.text("Kept")]])
        #expect(screen.text.contains("1 todos"))
    }
}
