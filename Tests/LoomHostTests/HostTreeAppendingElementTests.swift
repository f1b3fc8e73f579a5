@testable import LoomHost
import LoomTestSupport
import Testing

/// `HostTree.makeElement(_:properties:handlers:appendingTo:)` makes an element as its parent's
/// last child, as `makeElement` followed by `appendChild` does: the view engine places a new
/// container's children with it as it makes them.
@MainActor
struct HostTreeAppendingElementTests {
    @Test func childrenOfADetachedParentAreLinkedInOrderAndNotLogged() {
        let tree = HostTree()
        let parent = tree.makeElement(.hstack)
        _ = tree.takeMutations()
        let children = ["a", "b", "c"].map {
            tree.makeElement(.text, properties: [.text($0)], handlers: HostEventHandlers(), appendingTo: parent)
        }
        #expect(tree.element(parent)?.children == children)
        #expect(tree.childCount(of: parent) == 3)
        #expect(children.allSatisfy { tree.element($0)?.parent == parent })
        #expect(tree.childCount(of: children[0]) == 0)
        #expect(tree.takeMutations().isEmpty)
        // Only the parent waits for a place.
        #expect(tree.unparentedElements == 1)
        #expect(tree.unparentedElements == tree.unparentedElementsByWalking())
    }

    @Test func aChildOfAnAttachedParentIsLoggedAsAppended() {
        let tree = HostTree()
        let first = tree.makeElement(.text, properties: [.text("a")], handlers: HostEventHandlers(), appendingTo: tree.rootID)
        let second = tree.makeElement(.text, properties: [.text("b")], handlers: HostEventHandlers(), appendingTo: tree.rootID)
        let inserted = tree.takeMutations().compactMap { mutation -> HostInsertion? in
            if case .insert(let insertion) = mutation { return insertion }
            return nil
        }
        #expect(inserted.map(\.id) == [first, second])
        #expect(inserted.allSatisfy { $0.parent == tree.rootID && $0.before == nil })
        #expect(tree.element(tree.rootID)?.children == [first, second])
        #expect(tree.unparentedElements == 0)
    }

    @Test func anUnknownParentIsReportedAndTheElementLeftDetached() {
        let tree = HostTree()
        var issues: [RuntimeIssue] = []
        tree.issueHandler = { issues.append($0) }
        let missing = tree.makeElement(.hstack)
        tree.removeElement(missing)
        let made = tree.makeElement(.text, properties: [], handlers: HostEventHandlers(), appendingTo: missing)
        #expect(tree.element(made)?.parent == nil)
        #expect(issues.count == 1)
        #expect(tree.unparentedElements == tree.unparentedElementsByWalking())
    }
}
