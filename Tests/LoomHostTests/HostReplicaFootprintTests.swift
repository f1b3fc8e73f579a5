@testable import LoomHost
import LoomTestSupport
import Testing

/// A web server keeps a ``HostReplica`` per session (the wire encoder's view of the page), so an
/// element's bytes in it are server memory per session (issue 18): five per benchmark row.
@MainActor
struct HostReplicaFootprintTests {
    /// Properties, kind, events, a 32-bit child count and four 32-bit links: 40 bytes, with no
    /// extra byte for the table's optional slot. With 64-bit links it took 56; the dictionary
    /// entry before them 88 (a key and an element with a link to the last child and a word for
    /// the count).
    @Test func anElementTakes40Bytes() {
        #expect(MemoryLayout<HostReplica.Element?>.stride <= 40)
    }

    /// An id too large for a 32-bit link is refused, not truncated into another element's.
    @Test func anIDPastInt32MaxIsRefused() {
        var replica = HostReplica()
        let id = HostElementID(Int(Int32.max) + 1)
        let insert = HostMutation.insert(HostInsertion(id: id, kind: .text, properties: [], events: [], parent: .root, before: nil))
        #expect(throws: HostReplicaError.unknownElement(id)) { try replica.apply(insert) }
        #expect(replica.elementCount == 1)
    }

    /// A tree with `rows` rows of three elements under one list, and its replica.
    private func makeList(rows: Int) throws -> (HostTree, HostElementID, HostReplica) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        for index in 0..<rows {
            let row = tree.makeElement(.hstack)
            tree.appendChild(tree.makeElement(.text, properties: [.text("\(index)")]), to: row)
            tree.appendChild(tree.makeElement(.button, properties: [.text("remove")]), to: row)
            tree.appendChild(row, to: list)
        }
        var replica = HostReplica()
        try replica.apply(tree.takeMutations())
        return (tree, list, replica)
    }

    /// A cleared list's elements leave the replica's table with their chunks: what stays is the
    /// root's chunk and the one the next ids fall in.
    @Test func aClearedListGivesItsChunksBack() throws {
        var (tree, list, replica) = try makeList(rows: 1_000)
        #expect(replica.heldChunks >= 3_000 / IDTable<HostReplica.Element>.chunkSize)
        tree.setChildren([], of: list)
        try replica.apply(tree.takeMutations())
        #expect(replica.elementCount == 2)
        #expect(replica.heldChunks <= 2)
        #expect(replica.snapshot() == tree.snapshot())
    }

    /// Random inserts (at either end and before a sibling), moves and removals of rows and of
    /// their children: after each batch every element's parent, children and child count in the
    /// replica are the tree's (the back links make the last child, and a lone child names itself).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func parentsChildrenAndCountsFollowTheTreeAfterRandomEdits(seed: UInt64) throws {
        var rng = SeededGenerator(state: seed)
        var (tree, list, replica) = try makeList(rows: 6)
        for _ in 0..<300 {
            let parents = [list] + (tree.element(list)?.children ?? [])
            let parent = parents[Int.random(in: 0..<parents.count, using: &rng)]
            let children = tree.element(parent)?.children ?? []
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let before = children.isEmpty || Bool.random(using: &rng) ? nil : children.randomElement(using: &rng)
                tree.insertChild(tree.makeElement(.text, properties: [.text("new")]), into: parent, before: before)
            case 1:
                if let child = children.randomElement(using: &rng) {
                    tree.moveChild(child, before: Bool.random(using: &rng) ? nil : children.randomElement(using: &rng))
                }
            case 2:
                if let child = children.randomElement(using: &rng) { tree.detachElement(child) }
            default:
                if children.count > 1, Int.random(in: 0..<6, using: &rng) == 0 { tree.setChildren([], of: parent) }
            }
            try replica.apply(tree.takeMutations())
            for id in [tree.rootID, list] + parents + children {
                guard let element = tree.element(id), element.isAttached else { continue }
                #expect(replica.children(of: id) == element.children)
                #expect(replica.childCount(of: id) == element.children.count)
                #expect(replica.parent(of: id) == element.parent)
            }
        }
        #expect(replica.snapshot() == tree.snapshot())
    }
}
