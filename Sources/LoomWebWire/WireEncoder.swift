import LoomHost

/// Turns host mutation batches into the messages a browser page applies: HTML to insert,
/// attributes and text to set, elements to move or remove.
///
/// Stateful per session: it keeps a replica of the page's tree, so an update sends only the
/// attributes (or text) whose DOM form really changed. Separate from any transport, so it is
/// tested without sockets.
///
/// Messages (JSON text):
/// - `{"t":"reset","session":"…","a":N,"html":"…"}`: replace the page's whole tree (first
///   connect, reconnect); `session` is the token to reconnect with, `a` the sequence number of
///   the last event applied (both left out when there is no session, as in tests and tools).
/// - `{"t":"patch","m":[op, …]}` with ops `[0,parent,before,"<html>"]` insert,
///   `[1,id]` remove, `[2,id,{"attr":"value"|null}]` set attributes, `[3,id,parent,before]`
///   move, `[4,id,"text"]` set the element's own text, `[5,id,n,"rest"]` keep its first `n`
///   UTF-16 units and replace the rest, `[6,parent]` remove every child of `parent` (a cleared
///   list, ``HostMutation/removeChildren(_:)``: one op, not one per row), `[7,parent,before,"<template>",[id,"text"|0,…],…]` insert
///   sibling subtrees of one shape from a template (``RepeatedInserts``). Parent `0` is the
///   page's root.
/// - `{"t":"ack","s":N}`: events up to `N` were applied (or ignored on purpose).
/// - `{"t":"error","message":"…"}`: a message from the page was refused; the session goes on.
/// - `{"t":"error","fatal":true,"code":"…","message":"…"}`: the page cannot go on with this
///   session (`session-ended`, `busy`); it stops reconnecting.
/// The whole protocol is in docs/WEB-PROTOCOL.md.
public struct WireEncoder: Sendable {
    private var replica = HostReplica()

    public init() {}

    /// A reset message for the current tree, and the state to patch it from then on.
    /// `restored`: the session was just restored from what another process stored, so its
    /// elements have new ids and the page maps its unapplied events onto them (by position).
    public mutating func reset(to snapshot: HostElementSnapshot, session: String? = nil, applied: Int = 0, restored: Bool = false) -> String {
        replica = HostReplica()
        // Rebuilding from inserts of a consistent snapshot cannot fail.
        try? replica.apply(Self.insertions(of: snapshot))
        let named = session.map { ",\"session\":" + JSONText.string($0) + ",\"a\":\(applied)" + (restored ? ",\"restored\":true" : "") } ?? ""
        var html = UTF8Buffer()
        HTMLWriter.write(snapshot, quote: "\"", into: &html) { _ in }
        var message = UTF8Buffer(capacity: html.bytes.count + 100)
        message.append("{\"t\":\"reset\"" + named + ",\"html\":")
        message.appendJSONString(html)
        message.append(byte: UInt8(ascii: "}"))
        return message.string
    }

    /// The patch message for a batch, or nil when the batch changes nothing on the page.
    public mutating func patch(_ batch: [HostMutation]) throws(HostReplicaError) -> String? {
        var operations = PatchOperations()
        var index = batch.startIndex
        while index < batch.endIndex {
            let mutation = batch[index]
            index += 1
            switch mutation {
            case .insert(let insertion):
                // Siblings inserted at one place (the rows a list gains) go out together, so
                // their shared structure is sent once.
                let siblings = try self.siblings(startedBy: insertion, in: batch, at: &index)
                RepeatedInserts.write(parent: insertion.parent, before: siblings.before, subtrees: siblings.subtrees, into: &operations)
            case .remove(let id):
                try replica.apply(mutation)
                operations.add("[1,\(JSONText.id(id))]")
            case .removeChildren(let parent):
                // Every child of `parent` goes (a cleared list): one small op, not one per child.
                try replica.apply(mutation)
                operations.add("[6,\(JSONText.id(parent))]")
            case .move(let id, let parent, let before):
                try replica.apply(mutation)
                operations.add("[3,\(JSONText.id(id)),\(JSONText.id(parent)),\(JSONText.id(before))]")
            case .update(let id, _), .events(let id, _):
                let old = replica.element(id)
                try replica.apply(mutation)
                if let old, let new = replica.element(id) {
                    Self.writeChange(of: id, from: old, to: new, into: &operations)
                }
            }
        }
        return operations.finish()
    }

    /// An error frame for a refused message.
    public static func error(_ message: String) -> String {
        "{\"t\":\"error\",\"message\":" + JSONText.string(message) + "}"
    }

    /// A fatal error frame: the page stops reconnecting and says why (`code` is for the script,
    /// `message` for people).
    public static func fatal(_ code: FatalCode, _ message: String) -> String {
        "{\"t\":\"error\",\"fatal\":true,\"code\":" + JSONText.string(code.rawValue) + ",\"message\":" + JSONText.string(message) + "}"
    }

    /// Tells the page its process is stopping and has stored the session: re-attach now, with
    /// the same token, and another process takes the session over (rolling deploys).
    public static let move = "{\"t\":\"move\"}"

    /// Outlines the element `id` on the page (DevTools pointing at a view), or clears the
    /// outline when `id` is `nil`.
    public static func highlight(_ id: HostElementID?) -> String {
        "{\"t\":\"highlight\",\"id\":" + (id.map { String($0.rawValue) } ?? "null") + "}"
    }

    /// Acknowledges every event up to and including sequence number `sequence`.
    public static func ack(_ sequence: Int) -> String {
        "{\"t\":\"ack\",\"s\":\(sequence)}"
    }

    /// Why a page cannot go on with its session.
    public enum FatalCode: String, Sendable {
        /// The session is gone (expired, ended, or never existed): reload for a new one.
        case sessionEnded = "session-ended"
        /// The server or this client holds as many sessions as it may.
        case busy
    }

    /// The text and attribute operations that turn one DOM form into another (none when the
    /// DOM forms are equal).
    private static func writeChange(
        of id: HostElementID, from oldState: HostReplica.ElementState, to newState: HostReplica.ElementState,
        into operations: inout PatchOperations
    ) {
        let old = DOMElement(id: id, kind: oldState.kind, properties: oldState.properties, events: oldState.events)
        let new = DOMElement(id: id, kind: newState.kind, properties: newState.properties, events: newState.events)
        if !Self.sameBytes(old.text, new.text) { operations.add(textOperation(id, from: old.text ?? "", to: new.text ?? "")) }
        var changed = UTF8Buffer()
        func openOrSeparate() { changed.append(byte: UInt8(ascii: changed.bytes.isEmpty ? "{" : ",")) }
        // Compared as bytes: `String ==` treats canonically equivalent texts (é written as one
        // scalar or as e and an accent) as equal, and the page would keep the old bytes.
        for attribute in new.attributes where !Self.sameBytes(old[attribute: attribute.name], attribute.value) {
            openOrSeparate()
            changed.appendJSONString(attribute.name)
            changed.append(byte: UInt8(ascii: ":"))
            changed.appendJSONString(attribute.value)
        }
        for attribute in old.attributes where new[attribute: attribute.name] == nil {
            openOrSeparate()
            changed.appendJSONString(attribute.name)
            changed.append(":null")
        }
        guard !changed.bytes.isEmpty else { return }
        operations.add { op in
            op.append("[2," + JSONText.id(id) + ",")
            op.append(changed)
            op.append("}]")
        }
    }

    /// Whether two texts are the same bytes (both absent counts as the same).
    static func sameBytes(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?): first.hasSameBytes(as: second)
        default: false
        }
    }

    /// Sets an element's own text: whole (`[4,id,"text"]`), or, when shorter, keeping the first
    /// `n` UTF-16 units the page already shows and replacing the rest (`[5,id,n,"rest"]`), as
    /// when a label gains a suffix or a field a typed character.
    private static func textOperation(_ id: HostElementID, from old: String, to new: String) -> String {
        let whole = "[4,\(JSONText.id(id)),\(JSONText.string(new))]"
        let oldUnits = Array(old.utf16)
        let newUnits = Array(new.utf16)
        var kept = 0
        while kept < oldUnits.count, kept < newUnits.count, oldUnits[kept] == newUnits[kept] { kept += 1 }
        // Never split a surrogate pair.
        if kept > 0, kept < newUnits.count, UTF16.isTrailSurrogate(newUnits[kept]) { kept -= 1 }
        guard kept > 0 else { return whole }
        let rest = String(decoding: newUnits[kept...], as: UTF16.self)
        let partial = "[5,\(JSONText.id(id)),\(kept),\(JSONText.string(rest))]"
        return partial.utf8.count < whole.utf8.count ? partial : whole
    }

    /// The sibling subtrees inserted next to one another from `insertion` on, applied to the
    /// replica, in document order, and the element they go before. Siblings come either in
    /// order, each before the same element (rows appended or inserted together), or last first,
    /// each before the one inserted just before it (a host tree placing a parent's new children
    /// from the back, as after a list's rows were all replaced): both are one run of siblings.
    private mutating func siblings(
        startedBy insertion: HostInsertion, in batch: [HostMutation], at index: inout Int
    ) throws(HostReplicaError) -> (subtrees: [HostElementSnapshot], before: HostElementID?) {
        var subtrees = [try subtree(startedBy: insertion, in: batch, at: &index)]
        var lastFirst: Bool?
        while index < batch.endIndex, case .insert(let sibling) = batch[index], sibling.parent == insertion.parent {
            let inOrder = sibling.before == insertion.before
            let fromTheBack = sibling.before == subtrees[subtrees.count - 1].id
            guard inOrder || fromTheBack, lastFirst != inOrder else { break }
            lastFirst = !inOrder
            index += 1
            subtrees.append(try subtree(startedBy: sibling, in: batch, at: &index))
        }
        return (lastFirst == true ? subtrees.reversed() : subtrees, insertion.before)
    }

    /// The subtree `insertion` starts, applied to the replica: a new subtree arrives parent
    /// first, then its descendants appended in order, which follow it from `index` on.
    private mutating func subtree(startedBy insertion: HostInsertion, in batch: [HostMutation], at index: inout Int) throws(HostReplicaError) -> HostElementSnapshot {
        var subtree = HostElementSnapshot(id: insertion.id, kind: insertion.kind, properties: insertion.properties, events: insertion.events)
        try replica.apply(.insert(insertion))
        var members: Set<HostElementID> = [insertion.id]
        var descendants: [HostInsertion] = []
        while index < batch.endIndex, case .insert(let child) = batch[index], child.before == nil, members.contains(child.parent) {
            try replica.apply(batch[index])
            members.insert(child.id)
            descendants.append(child)
            index += 1
        }
        subtree.children = Self.nest(descendants, under: insertion.id)
        return subtree
    }

    /// Rebuilds the nested form of inserts that arrived in pre-order under `parent`.
    private static func nest(_ insertions: [HostInsertion], under parent: HostElementID) -> [HostElementSnapshot] {
        var childrenOf: [HostElementID: [HostInsertion]] = [:]
        for insertion in insertions { childrenOf[insertion.parent, default: []].append(insertion) }
        func build(_ id: HostElementID) -> [HostElementSnapshot] {
            (childrenOf[id] ?? []).map { child in
                HostElementSnapshot(id: child.id, kind: child.kind, properties: child.properties, events: child.events, children: build(child.id))
            }
        }
        return build(parent)
    }

    /// The inserts that rebuild a snapshot's subtree under the root, parent first.
    static func insertions(of snapshot: HostElementSnapshot) -> [HostMutation] {
        var mutations: [HostMutation] = []
        func visit(_ element: HostElementSnapshot, parent: HostElementID) {
            mutations.append(.insert(HostInsertion(
                id: element.id, kind: element.kind, properties: element.properties, events: element.events,
                parent: parent, before: nil)))
            for child in element.children { visit(child, parent: element.id) }
        }
        for child in snapshot.children { visit(child, parent: .root) }
        return mutations
    }
}
