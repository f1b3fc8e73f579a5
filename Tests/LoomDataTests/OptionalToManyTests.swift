import Foundation
import LoomData
import Testing

/// A to-many relationship declared optional, with no `@Relationship` (the inverse is the
/// other side's to-one), as SwiftData code for CloudKit writes it.
@Model final class Routine {
    var name: String
    var steps: [RoutineStep]?

    init(name: String, steps: [RoutineStep]? = nil) {
        self.name = name
        self.steps = steps
    }
}

@Model final class RoutineStep {
    var title: String
    var routine: Routine?

    init(title: String) {
        self.title = title
    }
}

struct OptionalToManyTests {
    @Test func membersAreStoredAndReadBackAndAnEmptyOneReadsAsAnEmptyArray() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("routines.store")
        do {
            let context = ModelContext(try ModelContainer(for: Routine.self, RoutineStep.self, configurations: ModelConfiguration(url: url)))
            let morning = Routine(name: "Morning", steps: [RoutineStep(title: "Stretch"), RoutineStep(title: "Run")])
            context.insert(morning)
            #expect(morning.steps?.count == 2, "a model made with its members keeps them when inserted")
            #expect(morning.steps?.allSatisfy { $0.routine === morning } == true, "members point back")
            let evening = Routine(name: "Evening")
            context.insert(evening)
            #expect(evening.steps == nil, "nil until set, as written")
            try context.save()
        }
        let context = ModelContext(try ModelContainer(for: Routine.self, RoutineStep.self, configurations: ModelConfiguration(url: url)))
        let routines = try context.fetch(FetchDescriptor<Routine>(sortBy: [SortDescriptor(\.name, order: .reverse)]))
        #expect(routines.map(\.name) == ["Morning", "Evening"])
        let allSteps = try context.fetch(FetchDescriptor<RoutineStep>())
        #expect(allSteps.map { "\($0.title):\($0.routine?.name ?? "-")" }.sorted() == ["Run:Morning", "Stretch:Morning"])
        #expect(Set(routines[0].steps?.map(\.title) ?? []) == ["Stretch", "Run"])
        #expect(routines[1].steps?.isEmpty == true, "a stored model's optional to-many reads as an empty array")
        routines[1].steps?.append(RoutineStep(title: "Read"))
        try context.save()
        let read = try context.fetch(FetchDescriptor<RoutineStep>(predicate: #Predicate { $0.title == "Read" }))
        #expect(read.first?.routine?.name == "Evening")
    }
}
