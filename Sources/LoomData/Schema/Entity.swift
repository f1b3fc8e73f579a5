import Foundation

/// One model type as the store keeps it, resolved from its `schemaMetadata` when a container
/// is made: its table, its columns, and each relationship's other side.
///
/// `@unchecked Sendable`: immutable after init; its key paths and metatype are immutable values.
final class Entity: @unchecked Sendable {
    let name: String
    let type: any PersistentModel.Type
    let properties: [ModelProperty]
    /// The properties with a column, in table order (after `id`).
    let columns: [ModelProperty]
    /// For each relationship, the property on the other side (by name), if any.
    let inverses: [String: String]
    /// The to-many relationships kept in a table of links (no to-one on the other side), by name.
    let links: [String: LinkTable]
    private let indexByName: [String: Int]
    /// Each column's position in ``columns`` (and, after `id`, in a fetched row), by name.
    let columnIndex: [String: Int]
    /// What `init(backingData:)` reads for each stored property: its column's position in a
    /// fetched row, or `nil` for a to-many relationship (no column).
    let rowSlots: [String: RowSlot]

    enum RowSlot {
        /// An attribute: the value at this position of the row.
        case attribute(Int)
        /// A relationship: empty until first read.
        case relationship
    }
    private let indexByKeyPath: [AnyKeyPath: Int]

    init(type: any PersistentModel.Type, inverses: [String: String], links: [String: LinkTable]) {
        name = type.entityName
        self.type = type
        properties = type.schemaMetadata
        columns = properties.filter(\.hasColumn)
        self.inverses = inverses
        self.links = links
        indexByName = Dictionary(properties.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        columnIndex = Dictionary(columns.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var slots: [String: RowSlot] = [:]
        for (index, column) in columns.enumerated() { slots[column.name] = column.relatedModel == nil ? .attribute(index + 1) : .relationship }
        for property in properties where slots[property.name] == nil { slots[property.name] = .relationship }
        rowSlots = slots
        indexByKeyPath = Dictionary(properties.enumerated().map { ($1.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func property(named name: String) -> ModelProperty? {
        indexByName[name].map { properties[$0] }
    }

    func property(for keyPath: AnyKeyPath) -> ModelProperty? {
        indexByKeyPath[keyPath].map { properties[$0] }
    }

    var uniqueColumns: [ModelProperty] { columns.filter(\.isUnique) }
}

/// Every model a container keeps, related models included, checked once: each property
/// storable, each relationship's other side found, and where each to-many keeps its links.
struct ResolvedSchema: Sendable {
    let entities: [Entity]
    private let byName: [String: Entity]
    /// The model types whose to-many relationships hold models of a type, by that type's name:
    /// what another context's save of that type may change in memory.
    let toManyOwners: [String: Set<String>]
    /// Every table of links (``LinkTable``), each once.
    let linkTables: [LinkTable]
    /// For each model type, the tables of links holding its keys and the column holding them:
    /// what a deleted row of that type leaves behind.
    private let linkColumnsByEntity: [String: [(table: LinkTable, column: String)]]

    init(_ schema: Schema) throws(ModelError) {
        var types: [any PersistentModel.Type] = []
        var seen: Set<String> = []
        var queue = schema.models
        while !queue.isEmpty {
            let type = queue.removeFirst()
            guard seen.insert(type.entityName).inserted else { continue }
            types.append(type)
            for property in type.schemaMetadata {
                if case .unstorable(let valueType) = property.kind {
                    throw .unstorableProperty(model: type.entityName, property: property.name, type: "\(valueType)")
                }
                if property.name.hasPrefix("loom_") {
                    throw .reservedPropertyName(model: type.entityName, property: property.name)
                }
                if let related = property.relatedModel { queue.append(related) }
            }
        }
        var inverses: [String: [String: String]] = [:]
        var links: [String: [String: LinkTable]] = [:]
        for type in types {
            for property in type.schemaMetadata {
                guard let target = property.relatedModel else { continue }
                let inverse = Self.inverse(of: property, in: type, target: target)
                if let inverse {
                    inverses[type.entityName, default: [:]][property.name] = inverse.name
                    inverses[target.entityName, default: [:]][inverse.name] = property.name
                }
                if case .toMany = property.kind {
                    if let inverse, case .toOne = inverse.kind { continue }
                    links[type.entityName, default: [:]][property.name] = LinkTable(
                        .init(entity: type.entityName, property: property.name, originalName: property.originalName),
                        inverse: inverse.map { .init(entity: target.entityName, property: $0.name, originalName: $0.originalName) })
                }
            }
        }
        entities = types.map { Entity(type: $0, inverses: inverses[$0.entityName] ?? [:], links: links[$0.entityName] ?? [:]) }
        linkTables = Set(links.values.flatMap(\.values)).sorted { $0.name < $1.name }
        var holding: [String: [(table: LinkTable, column: String)]] = [:]
        for (entity, tables) in links {
            for (name, table) in tables {
                let target = types.first { $0.entityName == entity }?.schemaMetadata.first { $0.name == name }?.relatedModel?.entityName
                for (holder, column) in [(entity, table.ownColumn), (target, table.memberColumn)] {
                    // A many-to-many table is reached from both its sides: listed once per column.
                    guard let holder, !(holding[holder] ?? []).contains(where: { $0.table == table && $0.column == column }) else { continue }
                    holding[holder, default: []].append((table, column))
                }
            }
        }
        linkColumnsByEntity = holding
        byName = Dictionary(entities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var owners: [String: Set<String>] = [:]
        for entity in entities {
            for property in entity.properties {
                if case .toMany(let target) = property.kind { owners[target.entityName, default: []].insert(entity.name) }
            }
        }
        toManyOwners = owners
    }

    func entity(named name: String) -> Entity? { byName[name] }

    /// The tables of links holding keys of `entity`, each with the column that holds them.
    func linkColumns(holding entity: String) -> [(table: LinkTable, column: String)] {
        linkColumnsByEntity[entity] ?? []
    }

    func entity(for type: any PersistentModel.Type) throws(ModelError) -> Entity {
        guard let entity = byName[type.entityName] else { throw .notInSchema(type.entityName) }
        return entity
    }

    /// The other side of `property`: declared on either side with `inverse:`, or else the only
    /// relationship of `target` pointing back, if any.
    private static func inverse(
        of property: ModelProperty, in type: any PersistentModel.Type, target: any PersistentModel.Type
    ) -> ModelProperty? {
        let candidates = target.schemaMetadata.filter { $0.relatedModel.map { ObjectIdentifier($0) == ObjectIdentifier(type) } ?? false }
        let declared = property.declaredInverse.flatMap { keyPath in candidates.first { $0.keyPath == keyPath } }
            ?? candidates.first { $0.declaredInverse == property.keyPath }
        return declared ?? (candidates.count == 1 && candidates[0].name != property.name ? candidates[0] : nil)
    }
}
