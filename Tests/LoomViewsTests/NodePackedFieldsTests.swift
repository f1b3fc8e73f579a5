import LoomHost
import Testing

@testable import LoomViews

/// A node's one-bit fields share a byte, its host element is a raw id and its context keeps the
/// modifiers pending for the next host element in one optional reference (memory per row,
/// issue 18: the node fell from a 128-byte to a 112-byte block, `loom-bench --memory` prints the
/// block). These pin that the packed fields behave as the separate ones did.
@MainActor
struct NodePackedFieldsTests {
    @Test func eachFlagChangesAlone() {
        let root = Node()
        #expect(root.isRoot && root.isMounted && root.needsRebuild)
        #expect(!root.isPendingHostSync && !root.isClaimed && !root.isRebuildingInPlace && !root.keepsContentInChildren)
        root.isClaimed = true
        root.keepsContentInChildren = true
        root.needsRebuild = false
        #expect(root.isClaimed && root.keepsContentInChildren && !root.needsRebuild)
        #expect(root.isRoot && root.isMounted && !root.isPendingHostSync && !root.isRebuildingInPlace)
        root.isClaimed = false
        #expect(!root.isClaimed && root.keepsContentInChildren)
    }

    @Test func aChildIsNoRootAndOneDeeper() {
        let root = Node()
        Text("a").padding().buildNodeTree(root)
        let child = root.children[0]
        #expect(!child.isRoot && child.depth == root.depth + 1 && child.isMounted)
    }

    @Test func theHostElementKeepsEveryIdAndNone() {
        let root = Node()
        #expect(root.hostElement == nil)
        root.hostElement = .root
        #expect(root.hostElement == .root)
        root.hostElement = HostElementID(Int.max)
        #expect(root.hostElement == HostElementID(Int.max))
        root.hostElement = nil
        #expect(root.hostElement == nil)
    }

    @Test func pendingModifiersCompareByContentAndLeaveAtTheHostElement() {
        let plain = NodeContext(environment: EnvironmentValues())
        var padded = plain
        padded.boxModifiers.insert(.padding(HostEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), at: 0)
        var paddedAgain = plain
        paddedAgain.boxModifiers = padded.boxModifiers
        #expect(!plain.isSame(as: padded))
        #expect(padded.isSame(as: paddedAgain))
        var labelled = padded
        labelled.accessibility = PendingAccessibility(HostAccessibility(label: "x"))
        #expect(!labelled.isSame(as: padded))
        #expect(labelled.boxModifiers == padded.boxModifiers)
        labelled.boxModifiers = []
        #expect(labelled.accessibility?.value.label == "x")
        #expect(padded.forHostContent.isSame(as: plain) && labelled.forHostContent.isSame(as: plain))
        #expect(plain.boxModifiers.isEmpty && plain.accessibility == nil)
    }
}
