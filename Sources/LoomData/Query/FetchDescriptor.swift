import Foundation

/// What to fetch, as SwiftData's: a predicate, sort descriptors, a limit and an offset.
///
/// ```swift
/// var recent = FetchDescriptor<Expense>(
///     predicate: #Predicate { $0.amount > 100 },
///     sortBy: [SortDescriptor(\.date, order: .reverse)])
/// recent.fetchLimit = 20
/// let expenses = try modelContext.fetch(recent)
/// ```
/// The predicate and the sort run as SQL (see `docs/DATA.md` for what translates); models the
/// context inserted and has not saved are included unless `includePendingChanges` is false.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    /// Accepted for source compatibility: every stored property is always fetched.
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    /// Accepted for source compatibility: relationships load when first read.
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

extension FetchDescriptor: @unchecked Sendable {}
