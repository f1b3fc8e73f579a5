import Foundation
import LoomViews

/// A query for a long list: the models a view shows, read a page at a time as a lazy stack
/// shows them, under the names SwiftUI gives Core Data's (`@FetchRequest`, `FetchedResults`),
/// with SwiftData's `Predicate` and `SortDescriptor`.
///
/// ```swift
/// @FetchRequest(sortDescriptors: [SortDescriptor(\.date, order: .reverse)]) private var expenses: FetchedResults<Expense>
/// var body: some View {
///     List { ForEach(expenses) { ExpenseRow(expense: $0) } }
/// }
/// ```
/// It follows saves as `@Query` does (the same counters make it run again). Where `@Query`
/// holds every matching model, this holds the pages read last: over 100,000 rows, a few hundred.
@MainActor
@propertyWrapper
public struct FetchRequest<Result: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    @State private var results = QueryResults<Result>()
    private let descriptor: FetchDescriptor<Result>

    public init(_ descriptor: FetchDescriptor<Result>, animation: Animation? = nil) {
        self.descriptor = descriptor
    }

    public init(sortDescriptors: [SortDescriptor<Result>], predicate: Predicate<Result>? = nil, animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: predicate, sortBy: sortDescriptors), animation: animation)
    }

    /// The matching models, read as they are used.
    public var wrappedValue: FetchedResults<Result> {
        results.pages(in: modelContext, for: descriptor)
    }

    /// The error of the request's last run, if it failed (Loom's addition).
    public var fetchError: ModelError? { results.error }
}
