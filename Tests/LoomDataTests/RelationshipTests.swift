import Foundation
import LoomData
import Testing

/// To-one and to-many relationships, their inverses, delete rules and unique attributes.
struct RelationshipTests {
    @Test func settingOneSideUpdatesTheOtherAndBothAreStored() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let context = ModelContext(try fileContainer(in: folder))
            let home = Folder(name: "Home")
            context.insert(home)
            let paint = Todo("Paint")
            paint.folder = home
            #expect(home.todos.map(\.title) == ["Paint"], "a to-one set mirrors into the loaded to-many")
            let fix = Todo("Fix tap")
            home.todos.append(fix)
            #expect(fix.folder === home, "a member appended points back")
            #expect(fix.modelContext === context, "a member appended to an inserted model is inserted")
            try context.save()
        }
        let context = ModelContext(try fileContainer(in: folder))
        let home = try #require(try context.fetch(FetchDescriptor<Folder>()).first)
        #expect(Set(home.todos.map(\.title)) == ["Paint", "Fix tap"])
        #expect(home.todos.allSatisfy { $0.folder === home })
    }

    @Test func cascadeDeletesMembersAndNullifyUnlinksThem() throws {
        let context = ModelContext(try ModelContainer(for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let home = Folder(name: "Home")
        context.insert(home)
        home.todos = [Todo("a"), Todo("b")]
        let loose = Todo("c")
        loose.folder = home
        try context.save()
        context.delete(home)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<Todo>()) == 0, "Folder.todos cascades")

        let work = Folder(name: "Work")
        let report = Todo("Report")
        report.folder = work
        context.insert(report)
        try context.save()
        context.delete(report)
        try context.save()
        #expect(work.todos.isEmpty, "Todo.folder nullifies: the folder stays, without the todo")
        #expect(try context.fetch(FetchDescriptor<Folder>()).map(\.name) == ["Work"])
    }

    @Test func aDenyRuleRefusesTheSaveAndKeepsTheChangesPending() throws {
        let context = ModelContext(try ModelContainer(for: Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        let shelf = Shelf(label: "A")
        context.insert(shelf)
        shelf.books.append(Book(title: "Dune"))
        try context.save()
        context.delete(shelf)
        #expect(throws: ModelError.deleteDenied(model: "Shelf", relationship: "books", count: 1)) { try context.save() }
        #expect(context.hasChanges)
        context.rollback()
        #expect(try context.fetchCount(FetchDescriptor<Shelf>()) == 1)
    }

    @Test func insertingAUniqueValueThatIsStoredUpdatesTheStoredModel() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let container = try fileContainer(in: folder)
        let first = ModelContext(container)
        let original = Folder(name: "Home", colour: "blue")
        first.insert(original)
        try first.save()
        let second = ModelContext(container)
        let replacement = Folder(name: "Home", colour: "green")
        second.insert(replacement)
        try second.save()
        #expect(replacement.persistentModelID == original.persistentModelID, "the insert took the stored row's identity")
        let third = ModelContext(container)
        let stored = try third.fetch(FetchDescriptor<Folder>())
        #expect(stored.map(\.colour) == ["green"])
    }
}

/// Relationships written before they were read, and models linked without being inserted.
struct RelationshipEditTests {
    @Test func clearingARelationshipBeforeReadingItIsSaved() throws {
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let first = ModelContext(container)
        let home = Folder(name: "Home")
        let paint = Todo("Paint")
        paint.folder = home
        first.insert(paint)
        try first.save()
        let second = ModelContext(container)
        let fetched = try #require(try second.fetch(FetchDescriptor<Todo>()).first)
        fetched.folder = nil          // never read before: the stored link was still to load
        try second.save()
        let third = ModelContext(container)
        #expect(try third.fetch(FetchDescriptor<Todo>()).first?.folder == nil)
        #expect(try third.fetch(FetchDescriptor<Folder>()).first?.todos.isEmpty == true)
    }

    @Test func aNewModelLinkedToAStoredOneIsInsertedWithIt() throws {
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let todo = Todo("File it")
        context.insert(todo)
        try context.save()
        todo.folder = Folder(name: "New")
        try context.save()
        let reader = ModelContext(container)
        #expect(try reader.fetch(FetchDescriptor<Todo>()).first?.folder?.name == "New")
    }

    @Test func aLinkToAnInsertThatTakesOverAStoredUniqueRowPointsAtThatRow() throws {
        let container = try ModelContainer(for: Folder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let first = ModelContext(container)
        first.insert(Folder(name: "Home", colour: "blue"))
        try first.save()
        let second = ModelContext(container)
        let todo = Todo("Paint")
        todo.folder = Folder(name: "Home", colour: "green")   // inserted with the todo, before it
        second.insert(todo)
        try second.save()
        let reader = ModelContext(container)
        let folders = try reader.fetch(FetchDescriptor<Folder>())
        #expect(folders.map(\.colour) == ["green"])
        #expect(try reader.fetch(FetchDescriptor<Todo>()).first?.folder === folders.first)
    }
}
