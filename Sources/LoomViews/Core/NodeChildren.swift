import LoomHost

/// A node's child nodes, stored without an array when there is at most one (``SmallList``,
/// shared with the host tree's properties).
///
/// Most nodes have exactly one child (a view's `body`, a modifier's content, a stack's tuple),
/// and an array of one costs a 48-byte block on top of the node: about 150 bytes of every
/// benchmark row went to three such arrays (memory per row, issue 18). It is an ordinary
/// mutable, range-replaceable collection, so the engine edits it like the array it replaced;
/// edits of a long list (a `ForEach`'s rows) mutate the array in place without copying it.
typealias NodeChildren = SmallList<NodeChildStorage>

/// ``SmallList``'s three forms for nodes, in an enum of LoomViews' own: one word, the tag in
/// the references' spare bits (a generic enum would add a byte, and a node would outgrow its
/// allocator block).
enum NodeChildStorage: SmallListStorage {
    case none
    case one(Node)
    case many([Node])

    var contents: SmallListContents<Node> {
        switch self {
        case .none: .none
        case .one(let node): .one(node)
        case .many(let nodes): .many(nodes)
        }
    }
}
