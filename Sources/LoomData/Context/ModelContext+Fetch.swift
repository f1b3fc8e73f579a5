import Foundation

extension ModelContext {
    /// The models `descriptor` matches, in its order: stored ones (as SQL) and, unless
    /// `includePendingChanges` is false, inserted ones not yet saved; deleted ones are left out.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var failure: ModelError?
        return try fetch(descriptor, lastStored: nil, storeFailure: &failure)
    }

    /// `fetch`, where `lastStored` (a query's last result) stands in for the store's rows when
    /// they cannot be read (the database went away): the query keeps showing what it showed,
    /// with this context's unsaved changes applied, and `storeFailure` says why.
    func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, lastStored: [T]?, storeFailure: inout ModelError?) throws -> [T] {
        let entity = try schema.entity(for: T.self)
        // With unsaved changes of this type, the store's rows are not the answer: they are
        // fetched whole and the changes applied here, then the window (offset, limit) taken.
        let pending = descriptor.includePendingChanges && hasPendingChanges(of: entity.name)
        var stored = descriptor
        if pending {
            stored.fetchOffset = nil
            stored.fetchLimit = nil
        }
        let statement = try FetchStatement(stored, entity: entity, schema: schema, dialect: container.store.dialect)
        var models: [T] = []
        let read = Result { () throws(ModelError) -> [[SQLValue]] in try container.store.rows(statement.sql(.rows)) }
        if case .failure(let error) = read, let lastStored {
            storeFailure = error
            // The last result less what was saved or deleted since, then this context's changes.
            let kept = lastStored.filter {
                inserted[$0.persistentModelID] == nil && deleted[$0.persistentModelID] == nil && !$0._$modelState.isDeleted
            }
            return try applyingPendingChanges(to: kept, descriptor, window: false)
        }
        for row in try read.get() {
            guard let model = try materialize(row, of: entity) as? T else { continue }
            if descriptor.includePendingChanges, deleted[model.persistentModelID] != nil { continue }
            models.append(model)
        }
        guard pending else { return models }
        return try applyingPendingChanges(to: models, descriptor, window: true)
    }

    /// `models` (stored ones) with this context's unsaved changes applied: changed models
    /// filtered by their current values, matching inserts added, the whole sorted, and (with
    /// `window`) the descriptor's offset and limit taken.
    private func applyingPendingChanges<T: PersistentModel>(to stored: [T], _ descriptor: FetchDescriptor<T>, window: Bool) throws -> [T] {
        var models = stored
        guard descriptor.includePendingChanges else { return models }
        if let predicate = descriptor.predicate {
            // A model changed here and not saved matches by its current values.
            models = try models.filter { try changed[$0.persistentModelID] == nil || predicate.evaluate($0) }
            let present = Set(models.map(ObjectIdentifier.init))
            for case let model as T in changed.values.map(\.model) where !present.contains(ObjectIdentifier(model)) {
                if try predicate.evaluate(model) { models.append(model) }
            }
        }
        models += try pendingInserts(matching: descriptor)
        if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
        guard window else { return models }
        let start = min(descriptor.fetchOffset ?? 0, models.count)
        let end = descriptor.fetchLimit.map { min(start + $0, models.count) } ?? models.count
        return Array(models[start..<end])
    }

    /// Whether this context has unsaved inserts, deletes or changes of `entityName`.
    func hasPendingChanges(of entityName: String) -> Bool {
        inserted.keys.contains { $0.entityName == entityName } || deleted.keys.contains { $0.entityName == entityName }
            || changed.keys.contains { $0.entityName == entityName }
    }

    /// How many models `descriptor` matches (stored, plus inserted and less deleted ones).
    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        let entity = try schema.entity(for: T.self)
        let statement = try FetchStatement(descriptor, entity: entity, schema: schema, dialect: container.store.dialect)
        guard case .integer(let stored)? = try container.store.rows(statement.sql(.count)).first?.first else { return 0 }
        let deletedMatches = try deleted.values.compactMap { $0 as? T }.filter { model in
            try descriptor.predicate?.evaluate(model) ?? true
        }.count
        return Int(stored) - deletedMatches + (try pendingInserts(matching: descriptor)).count
    }

    /// The identifiers of the models `descriptor` matches, without making the models.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        let entity = try schema.entity(for: T.self)
        let statement = try FetchStatement(descriptor, entity: entity, schema: schema, dialect: container.store.dialect)
        var ids: [PersistentIdentifier] = []
        for row in try container.store.rows(statement.sql(.keys)) {
            guard case .text(let key)? = row.first, let uuid = UUID(keyText: key) else { continue }
            let id = PersistentIdentifier(entityName: entity.name, primaryKey: uuid)
            if deleted[id] == nil { ids.append(id) }
        }
        return ids + (try pendingInserts(matching: descriptor)).map(\.persistentModelID)
    }

    /// Calls `block` with each model `descriptor` matches, fetching `batchSize` at a time, so a
    /// large table is walked without holding all of it.
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
        block: (T) throws -> Void
    ) throws {
        var page = descriptor
        page.includePendingChanges = false
        let size = max(batchSize, 1)
        var offset = descriptor.fetchOffset ?? 0
        var remaining = descriptor.fetchLimit ?? Int.max
        while remaining > 0 {
            page.fetchOffset = offset
            page.fetchLimit = min(size, remaining)
            let batch = try fetch(page)
            for model in batch { try block(model) }
            guard batch.count == page.fetchLimit else { break }
            offset += batch.count
            remaining -= batch.count
        }
    }

    /// The model with `id`: the one this context holds, or the stored one; `nil` when there is none.
    public func model(for id: PersistentIdentifier) -> (any PersistentModel)? {
        if let model = registered[id]?.model { return model }
        guard let entity = schema.entity(named: id.entityName) else { return nil }
        return try? fetchModel(key: id.storedKey, of: entity)
    }

    /// The model with `id` if this context already holds it.
    public func registeredModel<T: PersistentModel>(for id: PersistentIdentifier) -> T? {
        registered[id]?.model as? T
    }

    /// The stored model of `entity` with `key`, made or found in this context.
    func fetchModel(key: String, of entity: Entity) throws -> (any PersistentModel)? {
        guard let uuid = UUID(keyText: key) else { return nil }
        if let model = registered[PersistentIdentifier(entityName: entity.name, primaryKey: uuid)]?.model { return model }
        let statement = FetchStatement(entity: entity, keys: [key], dialect: container.store.dialect)
        return try container.store.rows(statement.sql(.rows)).first.map { try materialize($0, of: entity) }
    }

    /// The model for a stored row (`id` first, then the entity's columns): the one this context
    /// already holds, else a new one registered here with its relationships left to load.
    func materialize(_ row: [SQLValue], of entity: Entity) throws -> any PersistentModel {
        guard case .text(let key)? = row.first, let uuid = UUID(keyText: key) else {
            throw ModelError.unreadableValue(type: "\(entity.name) key", stored: row.first?.description ?? "nothing")
        }
        let id = PersistentIdentifier(entityName: entity.name, primaryKey: uuid)
        if let model = registered[id]?.model { return model }
        let model = try entity.type.init(backingData: BackingData(row: row, entity: entity))
        let state = model._$modelState
        state.primaryKey = uuid
        state.context = self
        for property in entity.properties {
            switch property.kind {
            case .toOne:
                if let index = entity.columnIndex[property.name], case .text(let target) = row[index + 1],
                   let targetKey = UUID(keyText: target) {
                    state.pendingLoads[property.name] = .toOne(targetKey)
                }
            case .toMany:
                state.pendingLoads[property.name] = .toMany
            case .column, .unstorable:
                break
            }
        }
        registered[id] = WeakModel(model: model)
        return model
    }

    /// The inserted, unsaved models of `T` that `descriptor`'s predicate matches.
    private func pendingInserts<T: PersistentModel>(matching descriptor: FetchDescriptor<T>) throws -> [T] {
        guard descriptor.includePendingChanges, !inserted.isEmpty else { return [] }
        return try insertionOrder.compactMap { inserted[$0] as? T }.filter { model in
            try descriptor.predicate?.evaluate(model) ?? true
        }
    }
}
