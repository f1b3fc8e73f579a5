/// The keyed children of a `ForEach` whose ids are `Int`s (a range's numbers, most
/// `Identifiable` models' ids): ``KeyedChildren``' look-ups and edits by id, with the same
/// bodies, compiled for `Int`.
///
/// Why: a `ForEach`'s code is generic over its id type and runs unspecialised, so each call
/// into `Dictionary`'s generic code looked the table's run-time types up (about 250
/// instructions of a filed row's 550, and a created row is filed once and looked up once, an
/// appended one filed twice). Here the table's type is known where the code is compiled: the
/// standard library's dictionary code is specialised and inlined, and no type is looked up.
/// The generic code reaches these through the class's method table, the one call it made
/// anyway. ``Node/keyedChildren(_:)`` makes one for `Int` ids.
final class IntKeyedChildren: KeyedChildren<Int> {
    override func row(for id: Int) -> Node? { nodes[id] }

    override func formerRow(for id: Int) -> Node? { oldNodes[id] }

    @discardableResult
    override func file(_ row: Node, under id: Int) -> Node? { nodes.updateValue(row, forKey: id) }

    @discardableResult
    override func unfile(_ id: Int) -> Node? { nodes.removeValue(forKey: id) }
}
