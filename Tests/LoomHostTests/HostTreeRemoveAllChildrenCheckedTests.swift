@testable import LoomHost
import Testing

/// `removeAllChildren(of:ifFirst:last:)`: a list dropped whole when its ends are the ones the
/// caller names, and left exactly as it was when they are not.
@MainActor
struct HostTreeRemoveAllChildrenCheckedTests {
    private func makeList(rows count: Int) -> (HostTree, HostElementID, [HostElementID]) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<count).map { index in
            let row = tree.makeElement(.hstack)
            tree.appendChild(tree.makeElement(.text, properties: [.text("\(index)")]), to: row)
            return row
        }
        tree.insertChildren(rows, into: list)
        _ = tree.takeMutations()
        return (tree, list, rows)
    }

    @Test func matchingEndsDropTheListWhole() {
        let (tree, list, rows) = makeList(rows: 4)
        let elementsBefore = tree.elementCount
        #expect(tree.removeAllChildren(of: list, ifFirst: rows[0], last: rows[3]))
        #expect(tree.takeMutations() == [.removeChildren(list)])
        #expect(tree.elementCount == elementsBefore - 8)
        #expect(tree.childIDs(of: tree.element(list)!).isEmpty)
    }

    @Test func otherEndsChangeNothing() {
        let (tree, list, rows) = makeList(rows: 4)
        let elementsBefore = tree.elementCount
        #expect(!tree.removeAllChildren(of: list, ifFirst: rows[1], last: rows[3]))
        #expect(!tree.removeAllChildren(of: list, ifFirst: rows[0], last: rows[2]))
        #expect(!tree.removeAllChildren(of: rows[0], ifFirst: rows[0], last: rows[0]))
        #expect(tree.takeMutations().isEmpty)
        #expect(tree.elementCount == elementsBefore)
        #expect(tree.childIDs(of: tree.element(list)!) == rows)
    }
}
