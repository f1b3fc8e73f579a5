import Foundation

extension ModelContext {
    /// Writes every pending insert, change and delete in one transaction. When it fails (a
    /// unique value, a `.deny` delete rule, the disk), nothing is written, the error says what
    /// and why, and the changes stay pending: fix them and save again, or ``rollback()``.
    public func save() throws {
        guard hasChanges else { return }
        guard container.configurations.allSatisfy(\.allowsSave) else {
            throw ModelError.saveNotAllowed(container.store.location)
        }
        try checkDenyRules()
        var batch = SaveBatch()
        var changes = ModelChanges()
        for (id, _) in deleted {
            batch.deletes.append(SaveBatch.Row(entity: id.entityName, key: id.storedKey, values: []))
            changes.deleted[id.entityName, default: []].insert(id.storedKey)
            batch.unlinks += schema.linkColumns(holding: id.entityName).map { ($0.table, $0.column, id.storedKey) }
        }
        for id in insertionOrder {
            guard let model = inserted[id] else { continue }
            let entity = try schema.entity(for: type(of: model))
            let values = try entity.columns.map { try ($0.name, columnValue(of: $0, in: model)) }
            batch.inserts.append(SaveBatch.Row(entity: entity.name, key: id.storedKey, values: values,
                                               uniqueColumns: entity.uniqueColumns.map(\.name)))
            changes.inserted[entity.name, default: []].insert(id.storedKey)
            batch.links += links(of: model, entity: entity, named: Set(entity.links.keys))
        }
        for (id, change) in changed {
            let entity = try schema.entity(for: type(of: change.model))
            let values = try entity.columns.filter { change.properties.contains($0.name) }
                .map { try ($0.name, columnValue(of: $0, in: change.model)) }
            batch.links += links(of: change.model, entity: entity, named: change.properties)
            guard !values.isEmpty else { continue }
            batch.updates.append(SaveBatch.Row(entity: entity.name, key: id.storedKey, values: values))
            changes.updated[entity.name, default: [:]][id.storedKey] = values
        }
        // Links changed: the contexts holding either side's to-many load it again.
        for links in batch.links {
            changes.updated[links.entity, default: [:]][links.key] = changes.updated[links.entity]?[links.key] ?? []
            for member in links.members {
                changes.updated[links.memberEntity, default: [:]][member] = changes.updated[links.memberEntity]?[member] ?? []
            }
        }
        let adopted = try container.store.save(batch)
        // An insert that took over a stored row is, for everyone else, an update of that row.
        for row in batch.inserts {
            guard let stored = adopted[row.key] else { continue }
            changes.inserted[row.entity]?.remove(row.key)
            changes.updated[row.entity, default: [:]][stored] = row.values.map { column, value in
                if case .text(let key) = value, let redirected = adopted[key] { return (column, .text(redirected)) }
                return (column, value)
            }
        }
        changes.inserted = changes.inserted.filter { !$0.value.isEmpty }
        finishSave(adopted: adopted)
        for entity in changes.entities { generation(of: entity).advance() }
        container.hub.publish(changes, from: listener.map(ObjectIdentifier.init))
    }

    /// Discards every pending change: inserted models leave the context, deleted ones come
    /// back, changed ones read their stored values again, and loaded to-many relationships over
    /// the types involved load again.
    public func rollback() {
        var entities = Set(inserted.keys.map(\.entityName)).union(deleted.keys.map(\.entityName))
            .union(changed.keys.map(\.entityName))
        // An edited to-many's members' type too: the edited list loads again.
        for (id, change) in changed {
            guard let entity = schema.entity(named: id.entityName) else { continue }
            for name in change.properties {
                if let target = entity.property(named: name)?.relatedModel { entities.insert(target.entityName) }
            }
        }
        for (id, model) in inserted {
            model._$modelState.context = nil
            registered[id] = nil
        }
        for model in deleted.values { model._$modelState.isDeleted = false }
        let changedModels = changed.values.map(\.model)
        inserted = [:]
        insertionOrder = []
        deleted = [:]
        changed = [:]
        for model in changedModels { refresh(model) }
        reloadToManyRelationships(over: entities)
        for entity in entities { generation(of: entity).advance() }
    }

    /// The links to write for `model`'s to-many relationships among `names` that are kept in
    /// tables of links and loaded (one not loaded was not changed). Deleted members are left out.
    private func links(of model: any PersistentModel, entity: Entity, named names: Set<String>) -> [SaveBatch.Links] {
        entity.links.compactMap { name, table in
            guard names.contains(name), model._$modelState.pendingLoads[name] == nil, let property = entity.property(named: name),
                  let memberEntity = property.relatedModel?.entityName
            else { return nil }
            let members = (property.relatedModels(of: model) ?? []).filter { !$0._$modelState.isDeleted }
            return SaveBatch.Links(table: table, entity: entity.name, key: model.persistentModelID.storedKey,
                                   memberEntity: memberEntity, members: members.map(\.persistentModelID.storedKey))
        }
    }

    /// The value `property` of `model` gives its column: the encoded value, or a link's key.
    func columnValue(of property: ModelProperty, in model: any PersistentModel) throws -> SQLValue {
        let value = property.read(model)
        switch property.kind {
        case .toOne:
            guard let target = (value as? any ToOneReference)?.target else { return .null }
            return .text(target.persistentModelID.storedKey)
        default:
            return try ValueCoding.encode(value as Any)
        }
    }

    /// After a successful save: inserts whose unique value matched a stored row take that row's
    /// key; nothing is pending any more; unchanged models are held weakly again.
    private func finishSave(adopted: [String: String]) {
        for (id, model) in inserted {
            guard let stored = adopted[id.storedKey], let uuid = UUID(keyText: stored) else { continue }
            registered[id] = nil
            model._$modelState.primaryKey = uuid
            // The stored row's model, if this context holds it, takes the saved values too, so
            // the two instances of that row agree; the inserted one answers for the row now.
            if let earlier = registered[model.persistentModelID]?.model, earlier !== model,
               let entity = schema.entity(named: id.entityName) {
                let values = entity.columns.compactMap { column in (try? columnValue(of: column, in: model)).map { (column.name, $0) } }
                apply(values, to: earlier, entity: entity)
            }
            registered[model.persistentModelID] = WeakModel(model: model)
        }
        for (id, model) in deleted {
            model._$modelState.context = nil
            registered[id] = nil
        }
        inserted = [:]
        insertionOrder = []
        deleted = [:]
        changed = [:]
    }

    /// Throws when a deleted model's `.deny` relationship still holds models that are not
    /// deleted too.
    private func checkDenyRules() throws {
        for model in deleted.values {
            let entity = try schema.entity(for: type(of: model))
            for property in entity.properties where property.deleteRule == .deny {
                let remaining = (property.relatedModels(of: model) ?? []).filter { !$0._$modelState.isDeleted }
                if !remaining.isEmpty {
                    throw ModelError.deleteDenied(model: entity.name, relationship: property.name, count: remaining.count)
                }
            }
        }
    }

    /// Reads `model`'s stored values again, telling its observers; the properties in `kept`
    /// (changed here and not saved) keep their values. A read that fails is reported and
    /// leaves the model as it was.
    /// Returns `false` when the model's row is no longer stored.
    @discardableResult
    func refresh(_ model: any PersistentModel, keeping kept: Set<String> = []) -> Bool {
        guard let entity = schema.entity(named: model.persistentModelID.entityName) else { return true }
        do {
            let statement = FetchStatement(entity: entity, keys: [model.persistentModelID.storedKey], dialect: container.store.dialect)
            guard let row = try container.store.rows(statement.sql(.rows)).first else { return false }
            let values = zip(entity.columns.map(\.name), row.dropFirst()).map { ($0, $1) }
            apply(values.filter { !kept.contains($0.0) }, to: model, entity: entity)
        } catch {
            FileHandle.standardError.write(Data("LoomData: could not read \(model.persistentModelID) again: \(error)\n".utf8))
        }
        return true
    }
}
