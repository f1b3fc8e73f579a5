@testable import LoomHost
import Testing

/// The host tree's sibling links hold no reference count (``UncheckedSiblingLink``): these
/// tests take elements out of a tree every way the tree offers, then read the links of what
/// stays, of what was taken out and is still held, and of elements held after the tree is gone.
/// A link left naming a freed element would be read here; run under AddressSanitizer
/// (`swift build --build-tests --sanitize=address --scratch-path .build-asan`), such a read
/// stops the run.
@MainActor
struct UncheckedSiblingLinkTests {
    /// A list element under the root with `count` rows, each a row holding two texts.
    private func makeList(_ tree: HostTree, rows count: Int) -> (list: HostElementID, rows: [HostElementID]) {
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        var rows: [HostElementID] = []
        for index in 0..<count {
            let row = tree.makeElement(.hstack)
            tree.appendChild(tree.makeElement(.text, properties: [.text("label \(index)")]), to: row)
            tree.appendChild(tree.makeElement(.text, properties: [.text("detail \(index)")]), to: row)
            rows.append(row)
        }
        tree.insertChildren(rows, into: list)
        return (list, rows)
    }

    /// Every element's links, walked both ways, agree with its children.
    private func linksAreConsistent(_ tree: HostTree, from id: HostElementID) -> Bool {
        guard let element = tree.element(id) else { return false }
        var forward: [HostElementID] = []
        var cursor = element.firstChild
        while let child = cursor {
            forward.append(child.id)
            cursor = child.nextSibling
        }
        var backward: [HostElementID] = []
        cursor = element.lastChild
        while let child = cursor {
            backward.append(child.id)
            cursor = child.previousSibling
        }
        guard forward == backward.reversed() else { return false }
        return forward.allSatisfy { tree.element($0)?.parent == id && linksAreConsistent(tree, from: $0) }
    }

    @Test func removingMovingAndClearingLeavesNoLinkToAnElementThatIsGone() {
        let tree = HostTree()
        let (list, rows) = makeList(tree, rows: 40)
        let removed = tree.element(rows[5])  // held by the test after the tree lets it go
        let firstOfRemoved = removed?.firstChild?.id
        tree.removeElement(rows[5])
        #expect(removed?.children == [])
        #expect(firstOfRemoved.flatMap { tree.element($0) } == nil)
        tree.moveChild(rows[39], before: rows[0])
        tree.moveChild(rows[1], before: nil)
        tree.detachElement(rows[10])
        tree.insertChild(rows[10], into: list, before: rows[20])
        tree.detachElements([rows[11], rows[12], rows[13]])
        tree.discardIfDetached(rows[12])
        var kept = rows.filter { $0 != rows[5] && tree.element($0)?.parent == list }
        kept.swapAt(3, 30)
        kept.removeLast(4)
        tree.setChildren(kept, of: list)
        #expect(linksAreConsistent(tree, from: tree.rootID))
        #expect(tree.element(list)?.children == kept)

        let heldRow = tree.element(kept[7])
        tree.removeAllChildren(of: list)
        #expect(tree.element(list)?.children == [])
        #expect(heldRow?.children == [])
        #expect(heldRow?.nextSibling == nil && heldRow?.previousSibling == nil)
        #expect(linksAreConsistent(tree, from: tree.rootID))
    }

    @Test func rowsDetachedTogetherAndDestroyedOneByOneLeaveNoLink() {
        let tree = HostTree()
        let (list, rows) = makeList(tree, rows: 30)
        tree.detachElements(rows)
        #expect(tree.element(list)?.children == [])
        // Some come back, in another order; the rest are destroyed one at a time.
        tree.insertChildren([rows[3], rows[1]], into: list)
        for row in rows where row != rows[3] && row != rows[1] { tree.discardIfDetached(row) }
        #expect(tree.element(list)?.children == [rows[3], rows[1]])
        #expect(linksAreConsistent(tree, from: tree.rootID))
        #expect(tree.elementCount == 2 + 2 * 3)
    }

    @Test func elementsHeldAfterTheTreeIsGoneReadAsChildless() {
        var held: [HostElement] = []
        do {
            let tree = HostTree()
            let (list, rows) = makeList(tree, rows: 10)
            held = [list, rows[0], rows[4], rows[9]].compactMap { tree.element($0) }
            held += tree.element(rows[4])?.childElements.map { $0 } ?? []
        }
        for element in held {
            #expect(element.children == [])
            #expect(element.nextSibling == nil && element.previousSibling == nil)
        }
    }

    /// The list is circular backwards (a first child's back link names the last child, a lone
    /// child's names itself): edits at either end, down to one child and none, keep the ends
    /// right, and an end taken out and held reads as having no siblings.
    @Test func editsAtEitherEndKeepTheFirstAndLastChildRight() {
        let tree = HostTree()
        let (list, rows) = makeList(tree, rows: 4)
        var model = rows
        func check() {
            let parent = tree.element(list)
            #expect(parent?.children == model)
            #expect(parent?.lastChild?.id == model.last && parent?.firstChild?.previousSibling == nil)
            #expect(linksAreConsistent(tree, from: tree.rootID))
        }
        let heldFirst = tree.element(rows[0])
        tree.removeElement(rows[0])
        model.removeFirst()
        check()
        #expect(heldFirst?.previousSibling == nil && heldFirst?.nextSibling == nil)
        let heldLast = tree.element(rows[3])
        tree.removeElement(rows[3])
        model.removeLast()
        check()
        #expect(heldLast?.previousSibling == nil && heldLast?.nextSibling == nil)
        tree.moveChild(rows[2], before: rows[1])  // last to first
        model = [rows[2], rows[1]]
        check()
        tree.moveChild(rows[2], before: nil)  // first to last
        model = [rows[1], rows[2]]
        check()
        tree.detachElement(rows[1])
        model = [rows[2]]
        check()
        let extra = tree.makeElement(.text)
        tree.insertChild(extra, into: list, before: rows[2])  // before a lone child
        tree.insertChild(rows[1], into: list)  // after the last
        model = [extra, rows[2], rows[1]]
        check()
        tree.removeElements([extra])
        tree.removeElement(rows[1])
        model = [rows[2]]
        check()
        let lone = tree.element(rows[2])
        tree.removeElement(rows[2])  // the lone child, whose back link named itself
        model = []
        check()
        #expect(lone?.previousSibling == nil && lone?.nextSibling == nil && lone?.children == [])
        tree.appendChild(tree.makeElement(.text), to: list)
        #expect(tree.element(list)?.children.count == 1 && linksAreConsistent(tree, from: tree.rootID))
    }
}
