import LoomHost
import LoomTextRenderer
import Testing

/// `swapChildren` exchanges two children wherever they are, logs two moves (one for
/// neighbours), and its log reproduces the tree.
@MainActor
struct HostTreeSwapChildrenTests {
    private func makeTree(children count: Int) -> (HostTree, HostElementID, [HostElementID]) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<count).map { tree.makeElement(.text, properties: [.text("row \($0)")]) }
        tree.setChildren(rows, of: list)
        return (tree, list, rows)
    }

    /// Every pair of positions in a list of five, in both argument orders, against an array's
    /// `swapAt`: first and last, neighbours either way round, a child and itself.
    @Test func everyPairIsExchangedAndTheLogReproducesTheTree() throws {
        for first in 0..<5 {
            for second in 0..<5 {
                let (tree, list, rows) = makeTree(children: 5)
                var replica = HostReplica()
                try replica.apply(tree.takeMutations())
                tree.swapChildren(rows[first], rows[second])
                var expected = rows
                expected.swapAt(first, second)
                #expect(tree.snapshot(of: list)?.children.map(\.id) == expected, "swap \(first), \(second)")
                let mutations = tree.takeMutations()
                let moves = first == second ? 0 : abs(first - second) == 1 ? 1 : 2
                #expect(mutations.count == moves, "swap \(first), \(second)")
                #expect(mutations.allSatisfy { if case .move = $0 { true } else { false } })
                try replica.apply(mutations)
                #expect(replica.snapshot() == tree.snapshot(), "swap \(first), \(second)")
            }
        }
    }

    @Test func childrenOfDifferentParentsAreReportedAndStay() {
        let (tree, list, rows) = makeTree(children: 3)
        let other = tree.makeElement(.vstack)
        tree.appendChild(other, to: tree.rootID)
        let stranger = tree.makeElement(.text)
        tree.appendChild(stranger, to: other)
        _ = tree.takeMutations()
        var issues: [RuntimeIssue] = []
        tree.issueHandler = { issues.append($0) }
        tree.swapChildren(rows[0], stranger)
        #expect(issues.count == 1)
        #expect(tree.takeMutations().isEmpty)
        #expect(tree.snapshot(of: list)?.children.map(\.id) == rows)
        #expect(tree.snapshot(of: other)?.children.map(\.id) == [stranger])
    }
}
