@testable import LoomHost
import LoomTestSupport
import Testing

/// `HostTree.unparentedElements` counts the elements other than the root that have no parent.
/// The view engine trusts a zero to skip looking up each element of views that went away (a
/// cleared list's rows), so the count must stay exact through every way the tree gives or
/// takes a parent: checked against a walk of the table after each of many random edits.
@MainActor
struct UnparentedElementsTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theCountMatchesAWalkAfterRandomEdits(seed: UInt64) {
        var rng = SeededGenerator(state: seed)
        let tree = HostTree()
        tree.issueHandler = { _ in }
        var known: [HostElementID] = []
        for _ in 0..<600 {
            let live = known.filter { tree.element($0) != nil }
            let any = { live.randomElement(using: &rng) }
            switch Int.random(in: 0..<12, using: &rng) {
            case 0, 1: known.append(tree.makeElement(.text))
            case 2: if let child = any() { tree.appendChild(child, to: any() ?? tree.rootID) }
            case 3:
                let parent = any() ?? tree.rootID
                tree.insertChildren(Array(live.shuffled(using: &rng).prefix(3)), into: parent, before: any())
            case 4:
                if let parent = any() { tree.setChildren(Array(live.shuffled(using: &rng).prefix(Int.random(in: 0...4, using: &rng))), of: parent) }
            case 5: if let element = any() { tree.detachElement(element) }
            case 6: if let parent = any() { tree.detachElements(tree.element(parent)?.children ?? []) }
            case 7: if let element = any() { tree.removeElement(element) }
            case 8: tree.removeAllChildren(of: any() ?? tree.rootID)
            case 9: if let element = any() { tree.moveChild(element, before: any()) }
            case 10: if let parent = any() { tree.removeElements(tree.element(parent)?.children ?? []) }
            default: if let element = any() { tree.discardDetached([element]) }
            }
            #expect(tree.unparentedElements == tree.unparentedElementsByWalking())
        }
    }

    @Test func discardingTheOnlyDetachedSubtreeLeavesNothingDetached() {
        let tree = HostTree()
        let row = tree.makeElement(.hstack)
        tree.appendChild(tree.makeElement(.text), to: row)
        tree.appendChild(row, to: tree.rootID)
        tree.detachElement(row)
        #expect(tree.unparentedElements == 1)
        #expect(tree.discardDetached([row]))
        #expect(tree.elementCount == 1)
    }

    @Test func anElementKeptDetachedElsewhereIsReported() {
        let tree = HostTree()
        let kept = tree.makeElement(.vstack)  // made, never placed: a screen kept aside
        let row = tree.makeElement(.hstack)
        tree.appendChild(row, to: tree.rootID)
        tree.detachElement(row)
        #expect(!tree.discardDetached([row]))
        #expect(tree.element(kept) != nil)
        #expect(tree.unparentedElements == 1)
    }
}
