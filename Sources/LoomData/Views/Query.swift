import Foundation
import LoomViews

/// The models a view shows, kept current, as SwiftData's `@Query`: the result re-runs after
/// this session's inserts and deletes (before they are saved) and after any session's saves
/// of the model type, and rows that did not change stay the same objects, so a `ForEach` over
/// it sends only the rows that came, went or moved.
///
/// ```swift
/// struct TodoList: View {
///     @Query(sort: \Todo.created) private var todos: [Todo]
///     var body: some View {
///         List { ForEach(todos) { todo in Text(todo.title) } }
///     }
/// }
/// ```
/// The filter and sort run as SQL (see `docs/DATA.md`); a query that cannot (an unsupported
/// predicate) shows no models and reports why on standard error, once per change of query.
/// For a long list in a lazy stack, ``FetchRequest`` reads the same query a page at a time.
@MainActor
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    @State private var results = QueryResults<Element>()
    private let descriptor: FetchDescriptor<Element>

    public init(_ descriptor: FetchDescriptor<Element> = FetchDescriptor(), animation: Animation? = nil) {
        self.descriptor = descriptor
    }

    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        animation: Animation? = nil
    ) {
        self.init(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), animation: animation)
    }

    /// The matching models, in the query's order.
    public var wrappedValue: [Element] {
        results.models(in: modelContext, for: descriptor)
    }

    /// The error of the query's last run, if it failed (Loom's addition).
    public var fetchError: ModelError? { results.error }
}

/// A `@Query`'s last result, kept with the view's identity: it runs the query again when the
/// context's counter moved for the model type or for a type its predicate reads through a
/// relationship (those reads also make the view depend on them), when the view is given
/// another query, or when the environment gives another context.
@MainActor
final class QueryResults<Element: PersistentModel> {
    private var models: [Element] = []
    private var pages: ResultPages<Element>?
    private weak var context: ModelContext?
    private var generations: [Int] = []
    private var queryKey = ""
    private(set) var error: ModelError?

    /// The result read in pages: the same pages until the query runs again.
    func pages(in context: ModelContext, for descriptor: FetchDescriptor<Element>) -> FetchedResults<Element> {
        let (key, entities) = Self.key(of: descriptor, in: context)
        let current = entities.sorted().map { context.generation(of: $0).value }
        if let pages, context === self.context, current == generations, key == queryKey { return FetchedResults(pages: pages) }
        self.context = context
        generations = current
        queryKey = key
        let made: ResultPages<Element>
        do {
            made = try ResultPages(context: context, descriptor: descriptor)
            error = nil
        } catch {
            let failure = (error as? ModelError) ?? .statementFailed(sql: "", reason: "\(error)")
            if self.error != failure {
                FileHandle.standardError.write(Data("LoomData: @FetchRequest of \(Element.entityName) failed: \(failure)\n".utf8))
            }
            self.error = failure
            // The last pages stay while the store cannot be read.
            made = pages ?? ResultPages(empty: context, descriptor: descriptor)
        }
        pages = made
        return FetchedResults(pages: made)
    }

    func models(in context: ModelContext, for descriptor: FetchDescriptor<Element>) -> [Element] {
        let (key, entities) = Self.key(of: descriptor, in: context)
        // Reading each counter is what makes the view depend on saves of those types.
        let current = entities.sorted().map { context.generation(of: $0).value }
        guard context !== self.context || current != generations || key != queryKey else { return models }
        generations = current
        // The same query on the same context keeps its last result while the store cannot be read.
        let lastStored = context === self.context && key == queryKey ? models : nil
        if key != queryKey { error = nil }
        self.context = context
        queryKey = key
        do {
            var storeFailure: ModelError?
            models = try context.fetch(descriptor, lastStored: lastStored, storeFailure: &storeFailure)
            if let storeFailure, error != storeFailure {
                FileHandle.standardError.write(Data("LoomData: @Query of \(Element.entityName) shows its last result: \(storeFailure)\n".utf8))
            }
            error = storeFailure
        } catch ModelError.notInSchema(let name) where UnconfiguredContext.isShared(context) {
            if error == nil {
                FileHandle.standardError.write(Data("LoomData: @Query of \(name) has no .modelContainer(for:) above its view: add one to the WindowGroup or the root view.\n".utf8))
            }
            error = .notInSchema(name)
            models = []
        } catch {
            let failure = (error as? ModelError) ?? .statementFailed(sql: "", reason: "\(error)")
            if self.error != failure {
                FileHandle.standardError.write(Data("LoomData: @Query of \(Element.entityName) failed: \(failure)\n".utf8))
            }
            self.error = failure
            models = []
        }
        return models
    }

    /// What tells two queries apart (their SQL and bound values: a predicate has no `==`), and
    /// the model types whose saves can change the result.
    private static func key(of descriptor: FetchDescriptor<Element>, in context: ModelContext) -> (String, Set<String>) {
        guard let entity = try? context.schema.entity(for: Element.self),
              let statement = try? FetchStatement(descriptor, entity: entity, schema: context.schema, dialect: context.container.store.dialect)
        else { return ("unsupported \(String(describing: descriptor.predicate))", [Element.entityName]) }
        let sql = statement.sql(.rows)
        return (sql.text + "|" + sql.arguments.map(\.description).joined(separator: ","), statement.entities)
    }
}
