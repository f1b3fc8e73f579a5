/// A node's child nodes, stored without an array when there is at most one.
///
/// Most nodes have exactly one child (a view's `body`, a modifier's content, a stack's tuple),
/// and an array of one costs a 48-byte block on top of the node: about 150 bytes of every
/// benchmark row went to three such arrays (memory per row, issue 18). Here no child and one
/// child live in the node's own word; an array is made only from the second child on, and is
/// dropped again when a removal leaves one child or none.
///
/// It is an ordinary mutable, range-replaceable collection, so the engine edits it like the
/// array it replaces. Edits of a long list (a `ForEach`'s rows) mutate the array in place:
/// the enum gives up its reference before the array is changed, so the array stays uniquely
/// referenced and is never copied.
struct NodeChildren: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, ExpressibleByArrayLiteral {
    private enum Storage {
        case none
        case one(Node)
        case many([Node])
    }

    private var storage: Storage

    init() { storage = .none }

    init(_ nodes: [Node]) {
        switch nodes.count {
        case 0: storage = .none
        case 1: storage = .one(nodes[0])
        default: storage = .many(nodes)
        }
    }

    init(arrayLiteral nodes: Node...) { self.init(nodes) }

    /// Whether the children are held in an array (two or more of them); tests read it to check
    /// that a single child costs none.
    var usesArray: Bool {
        if case .many = storage { return true }
        return false
    }

    /// The children as an array: free for none and for two or more (the stored array is
    /// shared), one allocation for a single child. For readers outside the engine's hot paths.
    var array: [Node] {
        switch storage {
        case .none: return []
        case .one(let node): return [node]
        case .many(let nodes): return nodes
        }
    }

    var startIndex: Int { 0 }

    var endIndex: Int {
        switch storage {
        case .none: return 0
        case .one: return 1
        case .many(let nodes): return nodes.count
        }
    }

    subscript(position: Int) -> Node {
        get {
            switch storage {
            case .one(let node) where position == 0: return node
            case .many(let nodes): return nodes[position]
            default: preconditionFailure("NodeChildren index \(position) out of range (count \(count))")
            }
        }
        set {
            if case .one = storage {
                precondition(position == 0, "NodeChildren index \(position) out of range (count 1)")
                storage = .one(newValue)
                return
            }
            var nodes = takeArray()
            nodes[position] = newValue
            storage = .many(nodes)
        }
    }

    mutating func append(_ node: Node) {
        switch storage {
        case .none:
            storage = .one(node)
        case .one(let first):
            storage = .many([first, node])
        case .many:
            var nodes = takeArray()
            nodes.append(node)
            storage = .many(nodes)
        }
    }

    mutating func replaceSubrange<C: Collection<Node>>(_ subrange: Range<Int>, with newElements: C) {
        var nodes = takeArray()
        nodes.replaceSubrange(subrange, with: newElements)
        self = NodeChildren(nodes)
    }

    /// Reserves room in the array of two or more children; fewer keep no array to reserve in.
    mutating func reserveCapacity(_ minimumCapacity: Int) {
        guard usesArray else { return }
        var nodes = takeArray()
        nodes.reserveCapacity(minimumCapacity)
        storage = .many(nodes)
    }

    /// The children as an array, leaving none stored: the caller holds the only reference to
    /// the array, so editing it does not copy it. A function of its own so that no copy of
    /// `storage` made to match it outlives the call (an unoptimised build keeps a `switch`
    /// subject's copy alive through the case body, and the edit then copied the whole list).
    private mutating func takeArray() -> [Node] {
        let taken = storage
        storage = .none
        switch taken {
        case .none: return []
        case .one(let node): return [node]
        case .many(let nodes): return nodes
        }
    }

    mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        storage = .none
    }
}
