import Foundation

/// Turns a `#Predicate` into a SQL condition: walks the predicate's expression tree (the
/// `PredicateExpressions` values `#Predicate` builds) and writes each node it knows, binding
/// every value as an argument. A node it does not know makes it throw
/// ``ModelError/unsupportedPredicate(_:)``, naming the node: nothing is filtered in memory
/// behind the developer's back. docs/DATA.md lists what is translated.
struct PredicateTranslator {
    let schema: ResolvedSchema
    let dialect: SQLDialect
    /// What each of the predicate's variables stands for: the row being filtered, or a row
    /// reached through a to-one relationship (`$0.owner?.name`), or a value.
    private var variables: [PredicateExpressions.VariableID: Operand] = [:]
    private var aliases = 0
    /// The other model types the predicate reads (through relationships): a save of one of
    /// them can change what the predicate matches.
    private(set) var relatedEntities: Set<String> = []

    init(schema: ResolvedSchema, dialect: SQLDialect) {
        self.schema = schema
        self.dialect = dialect
    }

    /// The condition for `predicate` over `entity`'s table, whose alias in the statement is `alias`.
    mutating func condition<Model: PersistentModel>(
        _ predicate: Predicate<Model>, entity: Entity, alias: String
    ) throws(ModelError) -> SQLFragment {
        variables[predicate.variable.key] = .row(entity, .alias(alias))
        return try condition(of: translate(predicate.expression))
    }

    /// An operand used as a condition: a `Bool` value or column becomes a comparison.
    func condition(of operand: Operand) throws(ModelError) -> SQLFragment {
        switch operand {
        case .sql(let fragment): return fragment
        case .flag(let column): return "(" + column + " <> 0)"
        case .value(let value):
            guard let flag = value as? Bool else { throw .unsupportedPredicate("\(value) is not a condition") }
            return SQLFragment(flag ? "(1 = 1)" : "(1 = 0)")
        case .row, .rows: throw .unsupportedPredicate("a model is not a condition")
        }
    }

    mutating func translate(_ expression: Any) throws(ModelError) -> Operand {
        guard let translatable = expression as? any SQLTranslatable else {
            throw .unsupportedPredicate("\(Self.shortName(of: expression)) is not supported")
        }
        return try translatable.translate(&self)
    }

    /// The SQL of an operand that is a value in the statement (a bound value, a column, an expression).
    mutating func sql(_ expression: Any) throws(ModelError) -> SQLFragment {
        try sql(of: translate(expression))
    }

    func sql(of operand: Operand) throws(ModelError) -> SQLFragment {
        switch operand {
        case .sql(let fragment), .flag(let fragment): return fragment
        case .value(let value): return try Self.bound(value)
        case .row(_, let access): return access.key
        case .rows: throw .unsupportedPredicate("a to-many relationship can only be counted (.count, .isEmpty)")
        }
    }

    /// A value as a bound argument: a model as its key, `nil` as NULL, anything else encoded
    /// as its column would be.
    static func bound(_ value: Any) throws(ModelError) -> SQLFragment {
        if let model = value as? any PersistentModel { return SQLFragment("?", [.text(model.persistentModelID.storedKey)]) }
        if let optional = value as? any OptionalValue, optional.wrappedAny == nil { return SQLFragment("NULL") }
        return SQLFragment("?", [try ValueCoding.encode(value)])
    }

    mutating func bind(_ variable: PredicateExpressions.VariableID, to operand: Operand) {
        variables[variable] = operand
    }

    func operand(of variable: PredicateExpressions.VariableID) throws(ModelError) -> Operand {
        guard let operand = variables[variable] else { throw .unsupportedPredicate("an unbound variable") }
        return operand
    }

    mutating func reads(_ entity: Entity) {
        relatedEntities.insert(entity.name)
    }

    mutating func newAlias() -> String {
        aliases += 1
        return "t\(aliases)"
    }

    static func shortName(of expression: Any) -> String {
        let name = String(describing: type(of: expression))
        let base = name.split(separator: "<").first.map(String.init) ?? name
        return base.replacingOccurrences(of: "PredicateExpressions.", with: "")
    }
}

/// What a node of a predicate stands for in SQL.
enum Operand {
    /// An expression: a column, a computation, a condition.
    case sql(SQLFragment)
    /// A `Bool` column: 0 or 1 as a value, `(column <> 0)` as a condition.
    case flag(SQLFragment)
    /// A Swift value known when the query is made (a literal, a captured variable).
    case value(Any)
    /// A row of `entity`: the filtered row, or one a to-one relationship reaches.
    case row(Entity, RowAccess)
    /// A to-many relationship's members, of `entity`: `count` is the sub-select counting them.
    case rows(Entity, count: SQLFragment)
}

/// A predicate node Loom can write as SQL.
protocol SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand
}

/// How a predicate reaches a row's columns.
enum RowAccess {
    /// The statement's own row, by its alias: `t0."title"`.
    case alias(String)
    /// Another table's row by its key: a sub-select per column.
    case key(SQLFragment)

    var key: SQLFragment {
        switch self {
        case .alias(let alias): SQLFragment(SQLFragment.identifier(alias) + "." + TableLayout.key)
        case .key(let key): key
        }
    }

    func column(_ name: String, of entity: Entity) -> SQLFragment {
        switch self {
        case .alias(let alias):
            SQLFragment(SQLFragment.identifier(alias) + "." + SQLFragment.identifier(name))
        case .key(let key):
            "(SELECT " + SQLFragment.identifier(name) + " FROM " + SQLFragment.identifier(entity.name)
                + " WHERE " + TableLayout.key + " = " + key + ")"
        }
    }
}
