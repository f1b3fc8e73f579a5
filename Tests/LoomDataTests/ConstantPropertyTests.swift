import Foundation
@testable import LoomData
import Testing

/// A model whose values are constants, as SwiftData code often writes them: `let` properties
/// set once by the model's initializer, one of them unique.
@Model final class Expense {
    @Attribute(.unique) let reference: String
    let amount: Double
    let kind: String
    var note = ""
    /// The same in every model: not stored.
    let currency = "EUR"

    init(reference: String, amount: Double, kind: String) {
        self.reference = reference
        self.amount = amount
        self.kind = kind
    }
}

struct ConstantPropertyTests {
    @Test func constantsAreStoredAndReadBackInANewContainer() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("expenses.store")
        do {
            let context = ModelContext(try ModelContainer(for: Expense.self, configurations: ModelConfiguration(url: url)))
            let lunch = Expense(reference: "R-1", amount: 12.5, kind: "Personal")
            lunch.note = "with Ada"
            context.insert(lunch)
            context.insert(Expense(reference: "R-2", amount: 80, kind: "Business"))
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: Expense.self, configurations: ModelConfiguration(url: url)))
        let expenses = try context.fetch(FetchDescriptor<Expense>(sortBy: [SortDescriptor(\.amount)]))
        #expect(expenses.map(\.reference) == ["R-1", "R-2"])
        #expect(expenses.map(\.amount) == [12.5, 80])
        #expect(expenses.map(\.kind) == ["Personal", "Business"])
        #expect(expenses.map(\.note) == ["with Ada", ""])
        #expect(expenses.allSatisfy { $0.currency == "EUR" })
        // Constants take part in predicates like any attribute.
        let business = try context.fetch(FetchDescriptor<Expense>(predicate: #Predicate { $0.kind == "Business" }))
        #expect(business.map(\.reference) == ["R-2"])
    }

    @Test func aUniqueConstantMakesAnInsertUpdateTheStoredModel() throws {
        let context = ModelContext(try ModelContainer(for: Expense.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
        context.insert(Expense(reference: "R-1", amount: 12.5, kind: "Personal"))
        try context.save()
        let again = Expense(reference: "R-1", amount: 14, kind: "Personal")
        again.note = "corrected"
        context.insert(again)
        try context.save()
        let stored = try context.fetch(FetchDescriptor<Expense>())
        #expect(stored.count == 1)
        #expect(stored.first?.amount == 14)
        #expect(stored.first?.note == "corrected")
    }
}
