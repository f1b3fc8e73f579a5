import LoomHost
import LoomTextRenderer
import Testing

/// `setChildren` logs the fewest changes, and the log always reproduces the tree.
@MainActor
struct HostTreeChildrenTests {
    private func makeTree(children count: Int) -> (HostTree, HostElementID, [HostElementID]) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<count).map { tree.makeElement(.text, properties: [.text("row \($0)")]) }
        tree.setChildren(rows, of: list)
        return (tree, list, rows)
    }

    private func replay(_ tree: HostTree, onto replica: inout HostReplica) throws {
        try replica.apply(tree.takeMutations())
        #expect(replica.snapshot() == tree.snapshot())
    }

    @Test func attachingASubtreeLogsParentFirstThenChildren() throws {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        let rows = (0..<2).map { tree.makeElement(.text, properties: [.text("row \($0)")]) }
        tree.setChildren(rows, of: list)
        #expect(tree.takeMutations().isEmpty)
        tree.appendChild(list, to: tree.rootID)
        let mutations = tree.takeMutations()
        #expect(mutations.count == 3)
        guard case .insert(let first) = mutations.first else {
            Issue.record("expected an insert first")
            return
        }
        #expect(first.id == list)
        var replica = HostReplica()
        try replica.apply(mutations)
        #expect(replica.snapshot() == tree.snapshot())
    }

    @Test func swappingTwoChildrenLogsTwoMoves() throws {
        var replica = HostReplica()
        let (tree, list, rows) = makeTree(children: 1000)
        try replay(tree, onto: &replica)
        var swapped = rows
        swapped.swapAt(1, 998)
        tree.setChildren(swapped, of: list)
        let mutations = tree.takeMutations()
        #expect(mutations.count == 2)
        #expect(mutations.allSatisfy { if case .move = $0 { true } else { false } })
        try replica.apply(mutations)
        #expect(replica.snapshot() == tree.snapshot())
    }

    @Test func removedChildrenAreLoggedAndDestroyed() throws {
        var replica = HostReplica()
        let (tree, list, rows) = makeTree(children: 10)
        try replay(tree, onto: &replica)
        tree.setChildren(Array(rows.dropFirst(3)), of: list)
        #expect(tree.takeMutations() == rows.prefix(3).map { .remove($0) })
        #expect(tree.element(rows[0]) == nil)
        #expect(tree.elementCount == 1 + 1 + 7)
    }

    /// Random reorders, inserts and removals, checked against the obvious meaning: the replica
    /// equals the tree, and moves never exceed the children that left the longest kept run.
    @Test(arguments: [0, 1, 2, 5, 17, 64, 200])
    func randomChildListsAreReproducedWithMinimalMoves(size: Int) throws {
        var replica = HostReplica()
        let (tree, list, rows) = makeTree(children: size)
        try replay(tree, onto: &replica)
        var current = rows
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var next = current.filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
            next.shuffle(using: &generator)
            if round % 3 == 0, next.count > 2 { next.sort() }
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                next.insert(tree.makeElement(.text, properties: [.text("new")]), at: Int.random(in: 0...next.count, using: &generator))
            }
            tree.setChildren(next, of: list)
            let mutations = tree.takeMutations()
            let moves = mutations.filter { if case .move = $0 { true } else { false } }.count
            let kept = next.filter { current.contains($0) }
            let keptOldOrder = current.filter { kept.contains($0) }.compactMap { kept.firstIndex(of: $0) }
            #expect(moves == kept.count - referenceLongestIncreasingRun(keptOldOrder))
            try replica.apply(mutations)
            #expect(replica.snapshot() == tree.snapshot())
            current = next
        }
    }

    /// The length of the longest increasing subsequence, the slow obvious way.
    private func referenceLongestIncreasingRun(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    @Test func aDetachedSubtreeStaysAliveAndReturnsWithItsCurrentContents() throws {
        var replica = HostReplica()
        let (tree, list, rows) = makeTree(children: 3)
        try replay(tree, onto: &replica)
        tree.detachElement(list)
        let away = tree.takeMutations()
        #expect(away == [.remove(list)])
        try replica.apply(away)
        tree.setProperties([.text("changed while away")], of: rows[1])
        #expect(tree.takeMutations().isEmpty)
        #expect(tree.element(rows[1]) != nil)
        tree.appendChild(list, to: tree.rootID)
        let back = tree.takeMutations()
        #expect(back.count == 4)
        try replica.apply(back)
        #expect(replica.snapshot() == tree.snapshot())
        #expect(TextRenderer.render(replica.snapshot()).contains("changed while away"))
    }

    @Test func misuseIsReportedAndIgnored() {
        let tree = HostTree()
        var issues: [RuntimeIssue] = []
        tree.issueHandler = { issues.append($0) }
        let a = tree.makeElement(.vstack)
        let b = tree.makeElement(.vstack)
        let child = tree.makeElement(.text)
        tree.appendChild(a, to: tree.rootID)
        tree.appendChild(child, to: a)
        tree.setChildren([child], of: b)
        tree.setProperties([.text("x")], of: HostElementID(4242))
        #expect(issues.count == 2)
        #expect(tree.element(b)?.children.isEmpty == true)
        #expect(tree.element(a)?.children == [child])
    }
}
