import Foundation
@testable import LoomData
import LoomViews
import Testing

/// `modelContext.undoManager`: nil unless the app sets one, which then undoes what it registers.
struct ModelContextUndoTests {
    @Test func aContextHasNoUndoManagerUnlessOneIsSet() throws {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        #expect(context.undoManager == nil)
        context.undoManager?.undo()
        let undo = UndoManager()
        context.undoManager = undo
        #expect(context.undoManager === undo)
    }

    @Test func anAppSetUndoManagerUndoesTheInsertTheAppRegistered() throws {
        let context = ModelContext(try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        context.undoManager = UndoManager()
        let todo = Todo("Buy bread")
        context.insert(todo)
        context.undoManager?.registerUndo(withTarget: context) { context in context.delete(todo) }
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Todo>()).count == 1)
        context.undoManager?.undo()
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Todo>()).isEmpty)
    }
}
