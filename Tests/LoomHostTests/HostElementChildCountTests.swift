@testable import LoomHost
import Testing

/// `HostTree.childCount(of:)` counts an element's children along its links without retaining
/// them (`HostElement.childCount`): checked against the children's ids after every edit of a
/// list (appends, inserts before a sibling, moves, removals down to none).
@MainActor
struct HostElementChildCountTests {
    @Test func theCountFollowsEveryEditOfTheList() {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        #expect(tree.childCount(of: list) == 0)
        var ids: [HostElementID] = []
        for index in 0..<6 {
            let id = tree.makeElement(.text, properties: [.text("\(index)")])
            if index.isMultiple(of: 2) {
                tree.appendChild(id, to: list)
            } else {
                tree.insertChild(id, into: list, before: ids.first)
            }
            ids = tree.element(list)?.children ?? []
            #expect(tree.childCount(of: list) == ids.count)
        }
        #expect(tree.childCount(of: list) == 6)
        tree.moveChild(ids[4], before: ids[1])
        #expect(tree.childCount(of: list) == 6)
        for id in [ids[2], ids[0], ids[5], ids[3], ids[1], ids[4]] {
            tree.removeElement(id)
            #expect(tree.childCount(of: list) == tree.element(list)?.children.count)
        }
        #expect(tree.childCount(of: list) == 0)
        #expect(tree.childCount(of: HostElementID(999_999)) == 0)
    }
}
