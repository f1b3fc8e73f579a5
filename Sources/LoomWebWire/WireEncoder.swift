import LoomHost

/// Turns host mutation batches into the messages a browser page applies: HTML to insert,
/// attributes and text to set, elements to move or remove.
///
/// Stateful per session: it keeps a replica of the page's tree, so an update sends only the
/// attributes (or text) whose DOM form really changed. Separate from any transport, so it is
/// tested without sockets.
///
/// Messages (JSON text):
/// - `{"t":"reset","html":"…"}`: replace the page's whole tree (first connect, reconnect).
/// - `{"t":"patch","m":[op, …]}` with ops `[0,parent,before,"<html>"]` insert,
///   `[1,id]` remove, `[2,id,{"attr":"value"|null}]` set attributes, `[3,id,parent,before]`
///   move, `[4,id,"text"]` set the element's own text. Parent `0` is the page's root.
/// - `{"t":"error","message":"…"}`: a message from the page was refused; the session goes on.
public struct WireEncoder: Sendable {
    private var replica = HostReplica()

    public init() {}

    /// A reset message for the current tree, and the state to patch it from then on.
    public mutating func reset(to snapshot: HostElementSnapshot) -> String {
        replica = HostReplica()
        // Rebuilding from inserts of a consistent snapshot cannot fail.
        try? replica.apply(Self.insertions(of: snapshot))
        return "{\"t\":\"reset\",\"html\":" + JSONText.string(HTMLWriter.html(of: snapshot)) + "}"
    }

    /// The patch message for a batch, or nil when the batch changes nothing on the page.
    public mutating func patch(_ batch: [HostMutation]) throws(HostReplicaError) -> String? {
        var operations: [String] = []
        operations.reserveCapacity(batch.count)
        for mutation in batch {
            switch mutation {
            case .insert(let insertion):
                try replica.apply(mutation)
                let element = DOMElement(id: insertion.id, kind: insertion.kind, properties: insertion.properties, events: insertion.events)
                operations.append("[0,\(JSONText.id(insertion.parent)),\(JSONText.id(insertion.before)),\(JSONText.string(HTMLWriter.html(of: element)))]")
            case .remove(let id):
                try replica.apply(mutation)
                operations.append("[1,\(JSONText.id(id))]")
            case .move(let id, let parent, let before):
                try replica.apply(mutation)
                operations.append("[3,\(JSONText.id(id)),\(JSONText.id(parent)),\(JSONText.id(before))]")
            case .update(let id, _), .events(let id, _):
                let old = replica.element(id)
                try replica.apply(mutation)
                if let old, let new = replica.element(id), let change = Self.change(of: id, from: old, to: new) {
                    operations.append(change)
                }
            }
        }
        guard !operations.isEmpty else { return nil }
        return "{\"t\":\"patch\",\"m\":[" + operations.joined(separator: ",") + "]}"
    }

    /// An error frame for a refused message.
    public static func error(_ message: String) -> String {
        "{\"t\":\"error\",\"message\":" + JSONText.string(message) + "}"
    }

    /// The text and attribute operations that turn one DOM form into another.
    private static func change(of id: HostElementID, from oldState: HostReplica.ElementState, to newState: HostReplica.ElementState) -> String? {
        let old = DOMElement(id: id, kind: oldState.kind, properties: oldState.properties, events: oldState.events)
        let new = DOMElement(id: id, kind: newState.kind, properties: newState.properties, events: newState.events)
        var parts: [String] = []
        if old.text != new.text { parts.append("[4,\(JSONText.id(id)),\(JSONText.string(new.text ?? ""))]") }
        var changed: [String] = []
        for attribute in new.attributes where old[attribute: attribute.name] != attribute.value {
            changed.append(JSONText.string(attribute.name) + ":" + JSONText.string(attribute.value))
        }
        for attribute in old.attributes where new[attribute: attribute.name] == nil {
            changed.append(JSONText.string(attribute.name) + ":null")
        }
        if !changed.isEmpty { parts.append("[2,\(JSONText.id(id)),{" + changed.joined(separator: ",") + "}]") }
        return parts.isEmpty ? nil : parts.joined(separator: ",")
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
