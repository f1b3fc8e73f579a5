/// Views for each element of a collection, identified by the elements' ids: when the data
/// changes, rows keep their state and move with their element, and the host tree gets the
/// fewest inserts, removes and moves.
///
/// ```swift
/// ForEach(todos) { todo in TodoRow(todo: todo) }          // Identifiable
/// ForEach(names, id: \.self) { name in Text(name) }
/// ForEach(0..<3) { index in Text("Row \(index)") }
/// ```
/// Ids must be unique: a duplicate is reported and only its first element is shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: BuiltinView {
    public var data: Data
    /// Reads an element's id: a closure rather than a key path, so `Identifiable` data reads
    /// `id` directly (key-path application costs more per row).
    let idOf: (Data.Element) -> ID
    public var content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idOf: { $0[keyPath: id] }, content: content)
    }

    init(_ data: Data, idOf: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.idOf = idOf
        self.content = content
    }

    public func _buildNodeTree(_ node: Node) {
        let keyed = node.keyedChildren(ID.self)
        let contentType = ObjectIdentifier(Content.self)
        var newChildren: [Node] = []
        newChildren.reserveCapacity(data.count)
        var duplicates: [ID] = []
        let context = node.context

        // Content closures run under observation tracking (what they read belongs to the
        // ForEach); the rows are built afterwards, so their own reads stay theirs. Ids and
        // views go in two arrays rather than one of tuples: a generic tuple is copied through
        // its run-time layout, element by element.
        var keys: [ID] = []
        keys.reserveCapacity(data.count)
        let views: [Content] = node.graph.evaluateContent(of: node) {
            data.map { element in
                keys.append(idOf(element))
                return content(element)
            }
        }
        // The common case: the same ids in the same order. Each row updates in place; nothing
        // is hashed and the host children stay as they are.
        if keyed.order == keys, node.children.count == keys.count {
            for index in views.indices { node.children[index].update(to: views[index], context: context) }
            return
        }
        // Otherwise each id finds its old row through the keyed table, which changes only
        // where rows come or go: a reorder hashes each id once and writes nothing.
        var newOrder: [ID] = []
        newOrder.reserveCapacity(keys.count)
        var added: [ID: Node] = [:]
        var reused = 0
        for index in keys.indices {
            let key = keys[index]
            let child: Node
            if let existing = keyed.nodes[key], existing.viewType == contentType {
                if existing.isClaimed {
                    duplicates.append(key)
                    continue
                }
                existing.isClaimed = true
                existing.update(to: views[index], context: context)
                child = existing
                reused += 1
            } else {
                if added[key] != nil {
                    duplicates.append(key)
                    continue
                }
                child = node.makeChild(views[index], context: context)
                added[key] = child
            }
            newChildren.append(child)
            newOrder.append(key)
        }

        var structureChanged = newChildren.count != node.children.count
        // Rows no id claimed are gone; when every old row was claimed there are none.
        if reused != keyed.nodes.count {
            let gone = keyed.nodes.filter { !$0.value.isClaimed }
            for (key, old) in gone {
                old.unmount()
                if added[key] == nil { keyed.nodes[key] = nil }
            }
            structureChanged = structureChanged || !gone.isEmpty
        }
        for child in newChildren { child.isClaimed = false }
        for (key, child) in added { keyed.nodes[key] = child }
        if !structureChanged {
            structureChanged = !zip(node.children, newChildren).allSatisfy { $0 === $1 }
        }
        keyed.order = newOrder
        node.children = newChildren
        if structureChanged { node.graph.markHostStructureChanged(below: node) }
        if !duplicates.isEmpty {
            let shown = duplicates.prefix(3).map { "\($0)" }.joined(separator: ", ")
            node.graph.report("""
                ForEach<\(Data.self), \(ID.self)>: the id \(shown) occurs more than once \
                (\(duplicates.count) duplicate\(duplicates.count == 1 ? "" : "s")). Ids must be unique; \
                only the first element with each id is shown.
                """)
        }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for Identifiable elements, identified by their `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, idOf: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of numbers, identified by the number.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// The keyed children of a `ForEach` node, by id.
final class KeyedChildren<ID: Hashable> {
    var nodes: [ID: Node] = [:]
    /// The ids of the current children, in order (a repeated id kept its first child only).
    var order: [ID] = []
}

extension Node {
    func keyedChildren<ID: Hashable>(_: ID.Type) -> KeyedChildren<ID> {
        if let existing = storage?.children as? KeyedChildren<ID> { return existing }
        let made = KeyedChildren<ID>()
        extras.children = made
        return made
    }
}
