import Foundation

/// What went wrong with a model, a query, a save or the store, described for the developer who
/// has to fix it: each case names the model, property, statement or file involved.
public enum ModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A model type used with a container whose schema does not list it.
    case notInSchema(String)
    /// A property whose type cannot be kept in a column.
    case unstorableProperty(model: String, property: String, type: String)
    /// A value that cannot be encoded for its column.
    case unstorableValue(type: String, reason: String)
    /// A stored value that does not read back as the property's type.
    case unreadableValue(type: String, stored: String)
    /// A `#Predicate` or sort that cannot become SQL.
    case unsupportedPredicate(String)
    /// A save that violated a unique attribute or another constraint.
    case constraintViolation(model: String, detail: String)
    /// A delete refused by a `.deny` delete rule while related models exist.
    case deleteDenied(model: String, relationship: String, count: Int)
    /// The database could not be opened or used.
    case storeUnavailable(location: String, reason: String)
    /// A statement failed: the SQL and what the database said.
    case statementFailed(sql: String, reason: String)
    /// The stored tables differ from the models in a way only a migration can resolve.
    case migrationRequired(model: String, detail: String)
    /// `save()` on a context whose configuration does not allow saving.
    case saveNotAllowed(String)
    /// A property whose name is one Loom keeps for its own columns (`loom_…`).
    case reservedPropertyName(model: String, property: String)

    public var description: String {
        switch self {
        case .notInSchema(let model):
            "\(model) is not in this container's schema: list it in ModelContainer(for:) or .modelContainer(for:)."
        case .unstorableProperty(let model, let property, let type):
            "\(model).\(property) has type \(type), which cannot be stored: use a number, Bool, String, Data, Date, UUID, URL, an enum with such a raw value, a Codable type or another @Model, or mark it @Transient."
        case .unstorableValue(let type, let reason):
            "A value of type \(type) cannot be stored: \(reason)."
        case .unreadableValue(let type, let stored):
            "The stored value \(stored) does not read as \(type)."
        case .unsupportedPredicate(let detail):
            "This query cannot be run as SQL: \(detail). Supported: comparisons, &&, ||, !, arithmetic, contains, localizedStandardContains, starts(with:), an array's contains, ?:, and key paths to stored properties (and a to-one relationship's stored properties)."
        case .constraintViolation(let model, let detail):
            "Saving \(model) violates a constraint: \(detail). Nothing was saved; the changes are still pending."
        case .deleteDenied(let model, let relationship, let count):
            "\(model) cannot be deleted: its relationship \(relationship) has the delete rule .deny and still holds \(count) model(s). Nothing was saved."
        case .storeUnavailable(let location, let reason):
            "The store at \(location) cannot be used: \(reason)."
        case .statementFailed(let sql, let reason):
            "\(reason) (SQL: \(sql))"
        case .migrationRequired(let model, let detail):
            "The stored table of \(model) does not match the model: \(detail). Give the property a default value or make it optional, or migrate the store."
        case .saveNotAllowed(let store):
            "The store \(store) was configured with allowsSave: false."
        case .reservedPropertyName(let model, let property):
            "\(model).\(property): names beginning with loom_ are kept for the columns Loom adds to every table; rename the property (@Attribute(originalName:) keeps its stored values)."
        }
    }
}
