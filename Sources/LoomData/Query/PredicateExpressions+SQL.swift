import Foundation

// Each `PredicateExpressions` node Loom translates, with the SQL it becomes (docs/DATA.md has
// the table). Children are translated through `PredicateTranslator.translate(_:)`, which
// refuses any node not listed here.

extension PredicateExpressions.Value: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand { .value(value) }
}

extension PredicateExpressions.NilLiteral: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand { .value(Optional<Wrapped>.none as Any) }
}

extension PredicateExpressions.Variable: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand { try translator.operand(of: key) }
}

extension PredicateExpressions.KeyPath: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        let base = try translator.translate(root)
        switch base {
        case .value(let value):
            return .value(Self.apply(keyPath, to: value) as Any)
        case .row(let entity, let access):
            guard let property = entity.property(for: keyPath) else {
                throw .unsupportedPredicate("\(keyPath) is not a stored property of \(entity.name)")
            }
            switch property.kind {
            case .column(let type):
                let column = access.column(property.name, of: entity)
                return type == Bool.self || type == Bool?.self ? .flag(column) : .sql(column)
            case .toOne(let target):
                let targetEntity = try translator.schema.entity(for: target)
                translator.reads(targetEntity)
                return .row(targetEntity, .key(access.column(property.name, of: entity)))
            case .toMany(let target):
                let targetEntity = try translator.schema.entity(for: target)
                translator.reads(targetEntity)
                if let link = entity.links[property.name] {
                    return .rows(targetEntity, count: "(SELECT COUNT(*) FROM " + link.table + " WHERE "
                        + SQLFragment.identifier(link.ownColumn) + " = " + access.key + ")")
                }
                guard let inverse = entity.inverses[property.name] else {
                    throw .unsupportedPredicate("\(entity.name).\(property.name) has no inverse")
                }
                return .rows(targetEntity, count: "(SELECT COUNT(*) FROM " + SQLFragment.identifier(targetEntity.name) + " WHERE "
                    + SQLFragment.identifier(inverse) + " = " + access.key + ")")
            case .unstorable:
                throw .unsupportedPredicate("\(entity.name).\(property.name) is not stored")
            }
        case .rows(let entity, let count):
            if keyPath == entity.type.arrayCountKeyPath { return .sql(count) }
            if keyPath == entity.type.arrayIsEmptyKeyPath { return .sql(count + " = 0") }
            throw .unsupportedPredicate("\(keyPath) of a to-many relationship (use .count or .isEmpty)")
        case .sql(let column), .flag(let column):
            return try Self.stringMember(keyPath, of: column)
        }
    }

    /// `.isEmpty`, `.count` and the case conversions of a string column.
    private static func stringMember(_ keyPath: AnyKeyPath, of column: SQLFragment) throws(ModelError) -> Operand {
        switch keyPath {
        case \String.isEmpty: .sql("(length(" + column + ") = 0)")
        case \String.count: .sql("length(" + column + ")")
        case \String.localizedLowercase: .sql("lower(" + column + ")")
        case \String.localizedUppercase: .sql("upper(" + column + ")")
        default: throw .unsupportedPredicate("\(keyPath) of a column")
        }
    }

    private static func apply<Base>(_ keyPath: AnyKeyPath, to value: Base) -> Any? {
        value[keyPath: keyPath]
    }
}

extension PredicateExpressions.Equal: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        try translator.comparison(lhs, translator.dialect.equalOrBothNull, rhs)
    }
}

extension PredicateExpressions.NotEqual: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        try translator.comparison(lhs, translator.dialect.differentOrOneNull, rhs)
    }
}

extension PredicateExpressions.Comparison: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        let symbol = switch op {
        case .lessThan: "<"
        case .lessThanOrEqual: "<="
        case .greaterThan: ">"
        case .greaterThanOrEqual: ">="
        }
        return try translator.comparison(lhs, symbol, rhs)
    }
}

extension PredicateExpressions.Conjunction: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        try translator.logical(lhs, "AND", rhs)
    }
}

extension PredicateExpressions.Disjunction: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        try translator.logical(lhs, "OR", rhs)
    }
}

extension PredicateExpressions.Negation: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        .sql("NOT " + (try translator.condition(of: translator.translate(wrapped))).parenthesized)
    }
}

extension PredicateExpressions.Arithmetic: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        let symbol = switch op {
        case .add: " + "
        case .subtract: " - "
        case .multiply: " * "
        }
        return .sql((try translator.sql(lhs)).parenthesized + symbol + (try translator.sql(rhs)).parenthesized)
    }
}

extension PredicateExpressions.CollectionContainsCollection: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        .sql("(" + translator.dialect.positionFunction + "(" + (try translator.sql(base)) + ", " + (try translator.sql(other)) + ") > 0)")
    }
}

extension PredicateExpressions.SequenceStartsWith: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        let text = try translator.sql(base)
        let start = try translator.sql(prefix)
        return .sql("(substr(" + text + ", 1, length(" + start + ")) = " + start + ")")
    }
}

extension PredicateExpressions.SequenceContains: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        guard case .value(let collection) = try translator.translate(sequence), let members = collection as? any Sequence else {
            throw .unsupportedPredicate("contains(_:) of a stored collection (only a collection known when querying: [a, b].contains($0.p))")
        }
        let needle = try translator.sql(element)
        var bound: [SQLFragment] = []
        var includesNil = false
        for member in members {
            // `nil` matches a NULL, as Swift's `contains` does; SQL's IN never matches NULL.
            if let optional = member as? any OptionalValue, optional.wrappedAny == nil {
                includesNil = true
                continue
            }
            bound.append(try PredicateTranslator.bound(member))
        }
        let isNull = "(" + needle + " IS NULL)"
        if bound.isEmpty { return .sql(includesNil ? isNull : SQLFragment("(1 = 0)")) }
        let contained = "(" + needle + " IN (" + SQLFragment.joined(bound, separator: ", ") + "))"
        return .sql(includesNil ? "(" + contained + " OR " + isNull + ")" : contained)
    }
}

extension PredicateExpressions.Conditional: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        let condition = try translator.condition(of: translator.translate(test))
        return .sql("(CASE WHEN " + condition + " THEN " + (try translator.sql(trueBranch)) + " ELSE "
            + (try translator.sql(falseBranch)) + " END)")
    }
}

extension PredicateExpressions.NilCoalesce: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        .sql("COALESCE(" + (try translator.sql(lhs)) + ", " + (try translator.sql(rhs)) + ")")
    }
}

extension PredicateExpressions.ForcedUnwrap: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        try translator.translate(inner)
    }
}

extension PredicateExpressions.OptionalFlatMap: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        // `$0.owner?.name`: the transform's variable stands for the wrapped row or value; a
        // NULL link makes every column of the sub-select NULL, as `?.` makes the result nil.
        translator.bind(variable.key, to: try translator.translate(wrapped))
        return try translator.translate(transform)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: SQLTranslatable {
    func translate(_ translator: inout PredicateTranslator) throws(ModelError) -> Operand {
        let function = translator.dialect.localizedStandardContainsFunction
        return .sql(function + "(" + (try translator.sql(root)) + ", " + (try translator.sql(other)) + ")")
    }
}

extension PredicateTranslator {
    /// `lhs AND rhs`, `lhs OR rhs`: each side as a condition.
    mutating func logical(_ lhs: Any, _ symbol: String, _ rhs: Any) throws(ModelError) -> Operand {
        let left = try condition(of: translate(lhs))
        let right = try condition(of: translate(rhs))
        return .sql(left.parenthesized + " " + symbol + " " + right.parenthesized)
    }

    /// `lhs op rhs`; with a model on either side, the model's key is compared.
    mutating func comparison(_ lhs: Any, _ symbol: String, _ rhs: Any) throws(ModelError) -> Operand {
        let left = try sql(lhs)
        let right = try sql(rhs)
        return .sql(left.parenthesized + " " + symbol + " " + right.parenthesized)
    }
}
