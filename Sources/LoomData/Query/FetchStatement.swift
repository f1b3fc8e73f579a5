import Foundation

/// A fetch descriptor as SQL over one table (aliased `t0`): the condition, the order and the
/// window, from which the row, key and count statements are written.
struct FetchStatement {
    let entity: Entity
    var condition: SQLFragment?
    var order: [String]
    var limit: Int?
    var offset: Int?
    /// Every model type whose saves can change the result: the fetched one and those its
    /// predicate reads through relationships.
    var entities: Set<String>
    let dialect: SQLDialect

    enum Selection {
        /// `id` then every column, in ``Entity/columns`` order.
        case rows
        case keys
        case count
    }

    init<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, entity: Entity, schema: ResolvedSchema, dialect: SQLDialect) throws(ModelError) {
        self.entity = entity
        self.dialect = dialect
        entities = [entity.name]
        if let predicate = descriptor.predicate {
            var translator = PredicateTranslator(schema: schema, dialect: dialect)
            condition = try translator.condition(predicate, entity: entity, alias: "t0")
            entities.formUnion(translator.relatedEntities)
        }
        order = try descriptor.sortBy.map { sort throws(ModelError) in try Self.orderTerm(sort, entity: entity, dialect: dialect) }
        limit = descriptor.fetchLimit
        offset = descriptor.fetchOffset
    }

    /// Every row with one of `keys`.
    init(entity: Entity, keys: [String], dialect: SQLDialect) {
        self.entity = entity
        self.dialect = dialect
        let placeholders = Array(repeating: "?", count: keys.count).joined(separator: ", ")
        condition = SQLFragment("t0.\(TableLayout.key) IN (\(placeholders))", keys.map { .text($0) })
        order = []
        entities = [entity.name]
    }

    func sql(_ selection: Selection) -> SQLFragment {
        let columns = switch selection {
        case .rows: ([TableLayout.keyColumn] + entity.columns.map(\.name)).map { "t0." + SQLFragment.identifier($0) }.joined(separator: ", ")
        case .keys: "t0." + TableLayout.key
        case .count: "COUNT(*)"
        }
        var statement = SQLFragment("SELECT \(columns) FROM \(SQLFragment.identifier(entity.name)) AS t0")
        if let condition { statement = statement + " WHERE " + condition }
        guard selection != .count else { return statement }
        // The table's insertion order settles ties, so equal sort keys come back in a stable order.
        statement = statement + " ORDER BY " + (order + ["t0." + dialect.insertionOrderColumn]).joined(separator: ", ")
        if limit != nil || offset != nil {
            statement = statement + SQLFragment(" LIMIT ? OFFSET ?", [.integer(limit.map(Int64.init) ?? .max), .integer(Int64(offset ?? 0))])
        }
        return statement
    }

    /// A sort descriptor as an `ORDER BY` term: its column, the collation its string
    /// comparator orders by, and its direction.
    private static func orderTerm<T>(_ sort: SortDescriptor<T>, entity: Entity, dialect: SQLDialect) throws(ModelError) -> String {
        guard let keyPath = sort.keyPath, let property = entity.property(for: keyPath), property.hasColumn else {
            throw .unsupportedPredicate("sorting by \(sort.keyPath.map { "\($0)" } ?? "a comparator") (sort by a stored property of \(entity.name))")
        }
        var term = "t0." + SQLFragment.identifier(property.name)
        if case .column(let type) = property.kind, type == String.self || type == String?.self {
            // Strings sort as the descriptor's comparator orders them in Swift: byte order for
            // `.lexical`, `localizedStandardCompare` otherwise (the default for a string key path).
            if let comparator = sort.stringComparator, comparator != String.StandardComparator.lexical {
                term += " COLLATE " + dialect.localizedStandardCollation
            }
        }
        // `nil` sorts before any value in Swift; SQLite agrees, PostgreSQL must be told.
        return term + (sort.order == .forward ? " ASC NULLS FIRST" : " DESC NULLS LAST")
    }
}
