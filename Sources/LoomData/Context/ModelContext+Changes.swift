import Foundation

extension ModelContext {
    /// Another context's save, heard on the main actor: models this context holds take the
    /// stored values (their observers re-render), deleted ones leave it, loaded to-many
    /// relationships over a changed type load again, and every `@Query` over a changed type
    /// runs again. A property this context changed and has not saved keeps its own value.
    func apply(_ changes: ModelChanges) {
        for (entityName, rows) in changes.updated {
            guard let entity = schema.entity(named: entityName) else { continue }
            for (key, values) in rows {
                guard let uuid = UUID(keyText: key),
                      let model = registered[PersistentIdentifier(entityName: entityName, primaryKey: uuid)]?.model
                else { continue }
                let mine = changed[model.persistentModelID]?.properties ?? []
                if changes.readsStoredValues {
                    refresh(model, keeping: mine)
                } else {
                    apply(values.filter { !mine.contains($0.column) }, to: model, entity: entity)
                }
            }
        }
        for (entityName, keys) in changes.deleted {
            for key in keys {
                guard let uuid = UUID(keyText: key) else { continue }
                forgetDeleted(PersistentIdentifier(entityName: entityName, primaryKey: uuid))
            }
        }
        // Every held model of a type reloaded whole: read again, or gone.
        for (id, entry) in registered where changes.reloaded.contains(id.entityName) {
            guard let model = entry.model, !refresh(model, keeping: changed[id]?.properties ?? []) else { continue }
            forgetDeleted(id)
        }
        reloadToManyRelationships(over: changes.entities)
        for entity in changes.entities { generation(of: entity).advance() }
    }

    /// A model another context deleted leaves this one.
    private func forgetDeleted(_ id: PersistentIdentifier) {
        guard let model = registered.removeValue(forKey: id)?.model else { return }
        model._$modelState.isDeleted = true
        changed[id] = nil
    }

    /// Writes stored column values into `model` through its setters (observers hear them; the
    /// context does not record them as changes).
    func apply(_ values: [(column: String, value: SQLValue)], to model: any PersistentModel, entity: Entity) {
        model._$modelState.applyingStoredValues {
            for (column, value) in values {
                guard let property = entity.property(named: column) else { continue }
                switch property.kind {
                case .column(let type):
                    guard let decoded = try? ValueCoding.decodeAny(value, as: type) else { continue }
                    property.write(model, decoded)
                case .toOne(let targetType):
                    var target: (any PersistentModel)?
                    if case .text(let key) = value, let targetEntity = schema.entity(named: targetType.entityName) {
                        target = try? fetchModel(key: key, of: targetEntity)
                    }
                    if let linked = property.wrap(target.map { [$0] } ?? []) { property.write(model, linked) }
                case .toMany, .unstorable:
                    break
                }
            }
        }
    }

    /// Loaded to-many relationships whose members live in one of `entities` load again, so
    /// `folder.items` shows what another session added, moved or deleted.
    func reloadToManyRelationships(over entities: Set<String>) {
        let owners = entities.reduce(into: Set<String>()) { $0.formUnion(schema.toManyOwners[$1] ?? []) }
        guard !owners.isEmpty else { return }
        for model in registered.values.compactMap(\.model) where owners.contains(model.persistentModelID.entityName) {
            guard let entity = schema.entity(named: model.persistentModelID.entityName) else { continue }
            for property in entity.properties {
                guard case .toMany(let target) = property.kind, entities.contains(target.entityName),
                      model._$modelState.pendingLoads[property.name] == nil else { continue }
                // Written through the setter, so the views that read the relationship hear it.
                guard let (_, members) = relatedModels(property.name, .toMany, of: model), let value = property.wrap(members) else { continue }
                model._$modelState.applyingStoredValues { property.write(model, value) }
            }
        }
    }
}
