import Foundation
import LoomData
import Testing

/// `#Predicate` and `SortDescriptor` run as SQL, and agree with Swift's own evaluation, on
/// SQLite and on PostgreSQL.
struct PredicateTests {
    private func context(with titles: [(String, Bool, Priority, Double?)], on store: FreshStore) throws -> ModelContext {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: store.configuration))
        for (index, (title, done, priority, estimate)) in titles.enumerated() {
            let todo = Todo(title, created: Date(timeIntervalSince1970: Double(index)), priority: priority)
            todo.isDone = done
            todo.estimate = estimate
            context.insert(todo)
        }
        try context.save()
        return context
    }

    private var sample: [(String, Bool, Priority, Double?)] {
        [("Buy bread", false, .low, 1), ("buy milk", true, .high, nil), ("Call Ada", false, .high, 3),
         ("Écrire", false, .low, 0.5), ("50% off", true, .low, 2)]
    }

    /// Each predicate's SQL result equals Swift's evaluation of it over every model.
    @Test(arguments: [
        "done", "notDone", "doneOrHigh", "titleContains", "localizedSearch", "accentIgnored", "prefix", "estimateNil",
        "estimateAbove", "coalesce", "inList", "arithmetic", "enumCaptured", "conditional", "percentLiteral",
    ], Engine.allCases)
    func sqlAgreesWithSwift(_ name: String, _ engine: Engine) throws {
        guard engine.isAvailable else { return }
        let store = try FreshStore(engine)
        defer { store.cleanup() }
        let context = try context(with: sample, on: store)
        let search = "BUY"
        let unaccented = "ecr"
        let wanted = Priority.high
        let titles = ["Call Ada", "Écrire"]
        let predicate: Predicate<Todo>
        switch name {
        case "done": predicate = #Predicate<Todo> { $0.isDone }
        case "notDone": predicate = #Predicate<Todo> { !$0.isDone }
        case "doneOrHigh": predicate = #Predicate<Todo> { $0.isDone == true || $0.priority == wanted }
        case "titleContains": predicate = #Predicate<Todo> { $0.title.contains("a") }
        case "localizedSearch": predicate = #Predicate<Todo> { $0.title.localizedStandardContains(search) }
        case "accentIgnored": predicate = #Predicate<Todo> { $0.title.localizedStandardContains(unaccented) }
        case "prefix": predicate = #Predicate<Todo> { $0.title.starts(with: "Buy") }
        case "estimateNil": predicate = #Predicate<Todo> { $0.estimate == nil }
        case "estimateAbove": predicate = #Predicate<Todo> { $0.estimate != nil && $0.estimate! > 1.5 }
        case "coalesce": predicate = #Predicate<Todo> { ($0.estimate ?? 0) < 1 }
        case "inList": predicate = #Predicate<Todo> { titles.contains($0.title) }
        case "arithmetic": predicate = #Predicate<Todo> { ($0.estimate ?? 0) * 2 + 1 >= 5 }
        case "enumCaptured": predicate = #Predicate<Todo> { $0.priority == wanted }
        case "conditional": predicate = #Predicate<Todo> { $0.isDone ? $0.title.count > 7 : $0.title.count < 7 }
        default: predicate = #Predicate<Todo> { $0.title.contains("%") }
        }
        let all = try context.fetch(FetchDescriptor<Todo>())
        let expected = try all.filter { try predicate.evaluate($0) }.map(\.title)
        var stored = FetchDescriptor<Todo>(predicate: predicate)
        stored.includePendingChanges = false
        #expect(try context.fetch(stored).map(\.title) == expected)
        #expect(!expected.isEmpty, "each case should match something")
    }

    @Test(arguments: Engine.allCases)
    func sortDescriptorsOrderAsSwiftDoes(_ engine: Engine) throws {
        guard engine.isAvailable else { return }
        let store = try FreshStore(engine)
        defer { store.cleanup() }
        let context = try context(with: sample + [("Item 10", false, .low, 4), ("item 9", false, .low, 4)], on: store)
        let descriptors: [[SortDescriptor<Todo>]] = [
            [SortDescriptor(\.title)],
            [SortDescriptor(\.title, order: .reverse)],
            [SortDescriptor(\.estimate, order: .reverse), SortDescriptor(\.title)],
            [SortDescriptor(\.estimate)],
        ]
        let all = try context.fetch(FetchDescriptor<Todo>())
        for sort in descriptors {
            #expect(try context.fetch(FetchDescriptor(sortBy: sort)).map(\.title) == all.sorted(using: sort).map(\.title))
        }
    }

    @Test(arguments: Engine.allCases)
    func limitAndOffsetWindowTheSortedRows(_ engine: Engine) throws {
        guard engine.isAvailable else { return }
        let store = try FreshStore(engine)
        defer { store.cleanup() }
        let context = try context(with: sample, on: store)
        var descriptor = FetchDescriptor<Todo>(sortBy: [SortDescriptor(\.created)])
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.title) == ["buy milk", "Call Ada"])
    }

    @Test(arguments: Engine.allCases)
    func aRelationshipsPropertiesCanBeFiltered(_ engine: Engine) throws {
        guard engine.isAvailable else { return }
        let store = try FreshStore(engine)
        defer { store.cleanup() }
        let context = ModelContext(try ModelContainer(for: Folder.self, configurations: store.configuration))
        let home = Folder(name: "Home")
        let work = Folder(name: "Work")
        let todo = Todo("Paint")
        todo.folder = home
        context.insert(todo)
        context.insert(work)
        work.todos.append(Todo("Report"))
        try context.save()
        let atHome = #Predicate<Todo> { $0.folder?.name == "Home" }
        #expect(try context.fetch(FetchDescriptor(predicate: atHome)).map(\.title) == ["Paint"])
        let busy = #Predicate<Folder> { $0.todos.count > 0 }
        #expect(try context.fetch(FetchDescriptor(predicate: busy, sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Home", "Work"])
    }

    @Test func anUnsupportedPredicateThrowsAClearError() throws {
        let context = try context(with: sample, on: FreshStore(.sqlite))
        let predicate = #Predicate<Todo> { $0.note?.text == "x" }
        #expect {
            _ = try context.fetch(FetchDescriptor(predicate: predicate))
        } throws: { error in
            guard case .unsupportedPredicate(let detail)? = error as? ModelError else { return false }
            return !detail.isEmpty && "\(error)".contains("Supported:")
        }
    }
}

@Model final class Counter {
    var hits: UInt64
    var small: UInt
    init(hits: UInt64, small: UInt) { self.hits = hits; self.small = small }
}

/// Values and predicates at their edges, and fetches over unsaved changes.
struct PredicateEdgeTests {
    @Test(arguments: Engine.allCases)
    func unsignedIntegersRoundTripUpToTheirMaximum(_ engine: Engine) throws {
        guard engine.isAvailable else { return }
        let store = try FreshStore(engine)
        defer { store.cleanup() }
        let container = try ModelContainer(for: Counter.self, configurations: store.configuration)
        let context = ModelContext(container)
        context.insert(Counter(hits: .max, small: 7))
        try context.save()
        let read = try ModelContext(container).fetch(FetchDescriptor<Counter>())
        #expect(read.map(\.hits) == [.max])
        #expect(read.map(\.small) == [7])
    }

    @Test(arguments: Engine.allCases)
    func anArrayWithNilMatchesNilAsSwiftDoes(_ engine: Engine) throws {
        guard engine.isAvailable else { return }
        let store = try FreshStore(engine)
        defer { store.cleanup() }
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: store.configuration))
        for (title, estimate) in [("a", 1.0), ("b", nil), ("c", 3.0)] as [(String, Double?)] {
            let todo = Todo(title)
            todo.estimate = estimate
            context.insert(todo)
        }
        try context.save()
        let wanted: [Double?] = [nil, 1.0]
        let predicate = #Predicate<Todo> { wanted.contains($0.estimate) }
        let negated = #Predicate<Todo> { !wanted.contains($0.estimate) }
        #expect(try context.fetch(FetchDescriptor(predicate: predicate)).map(\.title) == ["a", "b"])
        #expect(try context.fetch(FetchDescriptor(predicate: negated)).map(\.title) == ["c"])
    }

    @Test func aLimitedFetchCountsUnsavedDeletesAndChanges() throws {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        for index in 0..<5 { context.insert(Todo("t\(index)", created: Date(timeIntervalSince1970: Double(index)))) }
        try context.save()
        let all = try context.fetch(FetchDescriptor<Todo>(sortBy: [SortDescriptor(\.created)]))
        context.delete(all[0])
        all[1].isDone = true
        var open = FetchDescriptor<Todo>(predicate: #Predicate { !$0.isDone }, sortBy: [SortDescriptor(\.created)])
        open.fetchLimit = 2
        #expect(try context.fetch(open).map(\.title) == ["t2", "t3"], "t0 deleted and t1 done, both unsaved")
    }
}
