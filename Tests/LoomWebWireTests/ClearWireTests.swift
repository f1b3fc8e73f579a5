import Loom
import Testing

/// A parent losing every child at once (a cleared list: ``HostMutation/removeChildren(_:)``)
/// goes out as one small op; removals one at a time stay single removals.
@MainActor
struct ClearWireTests {
    /// A list of `count` texts under one container, and an encoder that has sent it.
    private func setUp(_ count: Int) throws -> (tree: HostTree, list: HostElementID, rows: [HostElementID], encoder: WireEncoder) {
        let tree = HostTree()
        let list = tree.makeElement(.container)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<count).map { tree.makeElement(.text, properties: [.text("row \($0)")]) }
        for row in rows { tree.appendChild(row, to: list) }
        var encoder = WireEncoder()
        _ = try encoder.patch(tree.takeMutations())
        return (tree, list, rows, encoder)
    }

    @Test func removingEveryChildIsOneOpNamingTheParent() throws {
        let (tree, list, _, sent) = try setUp(1_000)
        var encoder = sent
        tree.removeAllChildren(of: list)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(patch == "{\"t\":\"patch\",\"m\":[[6,\(list.rawValue)]]}")
        // The encoder's replica followed: the list can be filled again.
        let again = tree.makeElement(.text, properties: [.text("again")])
        tree.appendChild(again, to: list)
        #expect(try encoder.patch(tree.takeMutations())?.hasPrefix("{\"t\":\"patch\",\"m\":[[0,\(list.rawValue),null,") == true)
    }

    @Test func detachingEveryRowIsTheSameOneOp() throws {
        let (tree, list, rows, sent) = try setUp(1_000)
        var encoder = sent
        tree.detachElements(rows)
        #expect(try encoder.patch(tree.takeMutations()) == "{\"t\":\"patch\",\"m\":[[6,\(list.rawValue)]]}")
    }

    @Test func removingAllButOneChildStaysSingleRemovals() throws {
        let (tree, _, rows, sent) = try setUp(5)
        var encoder = sent
        for row in rows.dropFirst() { tree.removeElement(row) }
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(!patch.contains("[6,"))
        #expect(patch.components(separatedBy: "[1,").count - 1 == 4)
    }

    @Test func theOnlyChildLeavesByTheOrdinaryRemove() throws {
        let (tree, _, rows, sent) = try setUp(1)
        var encoder = sent
        tree.removeElement(rows[0])
        #expect(try encoder.patch(tree.takeMutations()) == "{\"t\":\"patch\",\"m\":[[1,\(rows[0].rawValue)]]}")
    }
}
