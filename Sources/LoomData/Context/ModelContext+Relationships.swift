import Foundation

// Relationships in memory: loading one on first read, keeping both sides in step when one is
// set, inserting what an inserted model links to, and applying delete rules.

extension ModelContext {
    /// Fills in relationship `name` of `model` on its first read, without telling observers
    /// (the read is part of a `body` or of the app's code, not a change).
    func loadRelationship(_ name: String, _ pending: ModelState.PendingLoad, of model: some PersistentModel) {
        guard let (property, members) = relatedModels(name, pending, of: model), let value = property.wrap(members) else { return }
        model._$setStoredValue(value, forKey: name)
    }

    /// The property `name` of `model` and the models it holds now: a to-one's stored target,
    /// or a to-many's stored members and unsaved members that point to `model`.
    func relatedModels(_ name: String, _ pending: ModelState.PendingLoad, of model: some PersistentModel) -> (ModelProperty, [any PersistentModel])? {
        guard let entity = schema.entity(named: model.persistentModelID.entityName),
              let property = entity.property(named: name), let targetType = property.relatedModel,
              let target = schema.entity(named: targetType.entityName)
        else { return nil }
        var members: [any PersistentModel] = []
        do {
            switch pending {
            case .toOne(let key):
                if let found = try fetchModel(key: key.keyText, of: target), !found._$modelState.isDeleted {
                    members = [found]
                }
            case .toMany:
                if let link = entity.links[name] {
                    members = try linkedMembers(of: model, through: link, in: target)
                    if let inverse = entity.inverses[name], let inverseProperty = target.property(named: inverse) {
                        members = unsavedLinks(of: model, members, inverse: inverseProperty, targetType: targetType)
                    }
                } else {
                    guard let inverse = entity.inverses[name], let inverseProperty = target.property(named: inverse) else { return nil }
                    members = try storedMembers(of: model, through: inverse, in: target)
                    for candidate in insertionOrder.compactMap({ inserted[$0] }) where type(of: candidate) == targetType {
                        if let owner = inverseProperty.relatedModels(of: candidate)?.first, owner === model { members.append(candidate) }
                    }
                }
                model._$modelState.knownMembers[name] = members.map { ObjectIdentifier($0) }
            }
        } catch {
            FileHandle.standardError.write(Data("LoomData: could not load \(entity.name).\(name): \(error)\n".utf8))
        }
        return (property, members)
    }

    /// The stored models of `target` whose `inverse` column holds `model`'s key, minus deleted ones.
    private func storedMembers(of model: some PersistentModel, through inverse: String, in target: Entity) throws -> [any PersistentModel] {
        try storedModels(of: target, where: SQLFragment("t0.\(SQLFragment.identifier(inverse)) = ?", [.text(model.persistentModelID.storedKey)]))
    }

    /// The stored models of `target` linked to `model` in `link`, minus deleted ones.
    private func linkedMembers(of model: some PersistentModel, through link: LinkTable, in target: Entity) throws -> [any PersistentModel] {
        let member = SQLFragment.identifier(link.memberColumn), own = SQLFragment.identifier(link.ownColumn)
        return try storedModels(of: target, where: SQLFragment(
            "t0.\(TableLayout.key) IN (SELECT \(member) FROM \(link.table) WHERE \(own) = ?)", [.text(model.persistentModelID.storedKey)]))
    }

    /// The stored models of `target` that `condition` selects, minus those deleted here.
    private func storedModels(of target: Entity, where condition: SQLFragment) throws -> [any PersistentModel] {
        var statement = FetchStatement(entity: target, keys: [], dialect: container.store.dialect)
        statement.condition = condition
        return try container.store.rows(statement.sql(.rows)).map { try materialize($0, of: target) }
            .filter { !$0._$modelState.isDeleted }
    }

    /// A many-to-many relationship's stored `members`, with the links this context made or
    /// removed from the other side and has not saved: the models of the other side that were
    /// inserted, or whose side of the relationship was edited, say whether they hold `model`.
    private func unsavedLinks(
        of model: any PersistentModel, _ members: [any PersistentModel], inverse: ModelProperty, targetType: any PersistentModel.Type
    ) -> [any PersistentModel] {
        var members = members
        let edited = insertionOrder.compactMap { inserted[$0] }
            + changed.values.filter { $0.properties.contains(inverse.name) }.map(\.model)
        for other in edited where type(of: other) == targetType && other._$modelState.pendingLoads[inverse.name] == nil {
            let holds = inverse.relatedModels(of: other)?.contains { $0 === model } ?? false
            let listed = members.contains { $0 === other }
            if holds && !listed { members.append(other) }
            if !holds && listed { members.removeAll { $0 === other } }
        }
        return members
    }

    /// When `model` is inserted: each link is mirrored on the other side, and the models it
    /// links to are inserted too. Mirrored first: a member inserted before it points back would
    /// look, to its own to-one, like a model that left the owner's to-many (a model made with
    /// its members, `Routine(steps: [Step(…)])`, would lose them).
    func linkRelatedModels(of model: any PersistentModel, entity: Entity) {
        for property in entity.properties where property.relatedModel != nil {
            relationshipDidChange(property, of: model, entity: entity)
            for related in property.relatedModels(of: model) ?? [] {
                if related._$modelState.context == nil { insertModel(related) }
            }
        }
    }

    /// Mirrors a set relationship on its inverse: a to-one joins (and leaves) the inverse
    /// to-many where that is loaded; a to-many's new members point back, removed ones are
    /// unlinked.
    func relationshipDidChange(_ property: ModelProperty, of model: any PersistentModel, entity: Entity) {
        if entity.links[property.name] != nil {
            linkedMembersDidChange(property, of: model, entity: entity)
            return
        }
        guard let inverseName = entity.inverses[property.name], let targetType = property.relatedModel,
              let target = schema.entity(named: targetType.entityName), let inverse = target.property(named: inverseName)
        else { return }
        let state = model._$modelState
        switch property.kind {
        case .toOne:
            guard case .toMany = inverse.kind else { return }
            for other in registered.values.compactMap(\.model) where type(of: other) == targetType {
                guard other._$modelState.pendingLoads[inverseName] == nil,
                      let members = inverse.relatedModels(of: other) else { continue }
                let linked = property.relatedModels(of: model)?.first === other
                let present = members.contains { $0 === model }
                guard linked != present, let value = inverse.wrap(linked ? members + [model] : members.filter { $0 !== model }) else { continue }
                other._$modelState.applyingStoredValues { inverse.write(other, value) }
            }
        case .toMany:
            let members = property.relatedModels(of: model) ?? []
            let known = Set(state.knownMembers[property.name] ?? [])
            state.knownMembers[property.name] = members.map { ObjectIdentifier($0) }
            let current = Set(members.map { ObjectIdentifier($0) })
            for member in members where !known.contains(ObjectIdentifier(member)) {
                // It points back before it is inserted, for the reason `linkRelatedModels` gives.
                if inverse.relatedModels(of: member)?.first !== model, let value = inverse.wrap([model]) {
                    inverse.write(member, value)
                }
                if member._$modelState.context == nil, state.context === self { insertModel(member) }
            }
            for other in registered.values.compactMap(\.model) where known.contains(ObjectIdentifier(other)) && !current.contains(ObjectIdentifier(other)) {
                if inverse.relatedModels(of: other)?.first === model, let value = inverse.wrap([]) {
                    inverse.write(other, value)
                }
            }
        case .column, .unstorable:
            break
        }
    }

    /// A to-many kept in a table of links was set: its new members join this context, and
    /// where the other side is a to-many that is loaded, it gains or loses `model` to match.
    private func linkedMembersDidChange(_ property: ModelProperty, of model: any PersistentModel, entity: Entity) {
        let state = model._$modelState
        let members = property.relatedModels(of: model) ?? []
        let known = Set(state.knownMembers[property.name] ?? [])
        let current = Set(members.map { ObjectIdentifier($0) })
        state.knownMembers[property.name] = members.map { ObjectIdentifier($0) }
        let inverse = entity.inverses[property.name].flatMap { name in
            property.relatedModel.flatMap { schema.entity(named: $0.entityName) }?.property(named: name)
        }
        for member in members where !known.contains(ObjectIdentifier(member)) {
            if member._$modelState.context == nil, state.context === self { insertModel(member) }
            if let inverse { setLink(of: member, inverse, to: model, linked: true) }
        }
        guard let inverse else { return }
        for other in registered.values.compactMap(\.model) where known.contains(ObjectIdentifier(other)) && !current.contains(ObjectIdentifier(other)) {
            setLink(of: other, inverse, to: model, linked: false)
        }
    }

    /// Adds `model` to (or removes it from) `other`'s to-many `property` where that is loaded,
    /// as the mirror of a change made on the other side (not a change of its own to save).
    private func setLink(of other: any PersistentModel, _ property: ModelProperty, to model: any PersistentModel, linked: Bool) {
        guard other._$modelState.pendingLoads[property.name] == nil, let members = property.relatedModels(of: other) else { return }
        let present = members.contains { $0 === model }
        guard linked != present, let value = property.wrap(linked ? members + [model] : members.filter { $0 !== model }) else { return }
        other._$modelState.applyingStoredValues { property.write(other, value) }
        other._$modelState.knownMembers[property.name] = (property.relatedModels(of: other) ?? []).map { ObjectIdentifier($0) }
    }

    /// A deleted `model` leaves every loaded to-many kept in a table of links that holds it
    /// (its rows there go with it at the save).
    func unlinkFromLinkedLists(_ model: any PersistentModel) {
        let entityName = model.persistentModelID.entityName
        for owner in schema.entities {
            for (name, _) in owner.links {
                guard let property = owner.property(named: name), property.relatedModel?.entityName == entityName else { continue }
                for other in registered.values.compactMap(\.model) where other.persistentModelID.entityName == owner.name {
                    setLink(of: other, property, to: model, linked: false)
                }
            }
        }
    }

    /// Takes a deleted `model` out of the loaded to-many that its to-one `property` links it to.
    private func unlinkFromInverse(_ model: any PersistentModel, property: ModelProperty, entity: Entity) {
        guard let inverseName = entity.inverses[property.name], let targetType = property.relatedModel,
              let target = schema.entity(named: targetType.entityName), let inverse = target.property(named: inverseName),
              case .toMany = inverse.kind, let owner = property.relatedModels(of: model)?.first,
              owner._$modelState.pendingLoads[inverseName] == nil,
              let members = inverse.relatedModels(of: owner), let value = inverse.wrap(members.filter { $0 !== model })
        else { return }
        owner._$modelState.applyingStoredValues { inverse.write(owner, value) }
    }

    /// A deleted model's relationships, by their rules: `.cascade` deletes the related models,
    /// `.nullify` unlinks them, `.deny` is checked at save, `.noAction` leaves them.
    func applyDeleteRules(to model: any PersistentModel, entity: Entity) {
        for property in entity.properties where property.relatedModel != nil {
            switch property.deleteRule {
            case .cascade:
                for related in property.relatedModels(of: model) ?? [] { deleteModel(related) }
            case .nullify:
                if case .toOne = property.kind {
                    unlinkFromInverse(model, property: property, entity: entity)
                    continue
                }
                // A table of links loses the deleted model's rows at the save (`unlinkFromLinkedLists`).
                guard case .toMany = property.kind, entity.links[property.name] == nil, let inverseName = entity.inverses[property.name],
                      let targetType = property.relatedModel, let target = schema.entity(named: targetType.entityName),
                      let inverse = target.property(named: inverseName), let none = inverse.wrap([])
                else { continue }
                for related in property.relatedModels(of: model) ?? [] where !related._$modelState.isDeleted {
                    inverse.write(related, none)
                }
            case .deny, .noAction:
                break
            }
        }
    }
}
