import LoomHost
import Testing

/// `HostTree.setProperties` on an attached element holding one property and given one: the
/// common update (a text's or a button's new title), compared and logged without the general
/// merge of the two lists. What it logs and keeps must be what the merge gives.
@MainActor
struct HostTreeSinglePropertyTests {
    private func attachedText(_ title: String, in tree: HostTree) -> HostElementID {
        let id = tree.makeElement(.text, properties: [.text(title)])
        tree.appendChild(id, to: tree.rootID)
        _ = tree.takeMutations()
        return id
    }

    @Test func aNewValueInTheSameSlotLogsThatPropertyAlone() {
        let tree = HostTree()
        let id = attachedText("a", in: tree)
        tree.setProperties([.text("b")], of: id)
        #expect(tree.takeMutations() == [.update(id, HostPropertyChanges(changed: [.text("b")]))])
        #expect(Array(tree.element(id)?.properties ?? []) == [.text("b")])
    }

    @Test func theSamePropertyLogsNothing() {
        let tree = HostTree()
        let id = attachedText("a", in: tree)
        tree.setProperties([.text("a")], of: id)
        #expect(tree.takeMutations().isEmpty)
    }

    @Test func aPropertyInAnotherSlotRemovesTheOldOne() {
        let tree = HostTree()
        let id = attachedText("a", in: tree)
        tree.setProperties([.bold(true)], of: id)
        #expect(tree.takeMutations() == [.update(id, HostPropertyChanges(changed: [.bold(true)], removed: [.text]))])
        #expect(Array(tree.element(id)?.properties ?? []) == [.bold(true)])
        tree.setProperties([.text("c")], of: id)
        #expect(tree.takeMutations() == [.update(id, HostPropertyChanges(changed: [.text("c")], removed: [.bold]))])
    }
}
