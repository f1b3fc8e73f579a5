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

    @Test func theDepthSaturatesInsteadOfOverflowing() {
        let root = Node()
        root.depth = 65_533
        VStack { HStack { Text("a").padding() } }.buildNodeTree(root)
        // Every node one deeper than its parent, up to 65,535; the tree is deeper than that.
        var saturatedParents = 0
        func check(_ node: Node) {
            for child in node.children {
                #expect(child.depth == min(node.depth + 1, 65_535))
                if node.depth == 65_535 { saturatedParents += 1 }
                check(child)
            }
        }
        check(root)
        #expect(saturatedParents > 0)
        root.depth = 70_000
        #expect(root.depth == 65_535)
    }

    /// Ids up to `Int32.max` stay in the node; a wider one goes to its storage and back.
    @Test func theHostElementKeepsEveryIdAndNone() {
        let root = Node()
        #expect(root.hostElement == nil)
        root.hostElement = .root
        #expect(root.hostElement == .root)
        root.hostElement = HostElementID(Int(Int32.max))
        #expect(root.hostElement == HostElementID(Int(Int32.max)) && root.storage == nil)
        root.hostElement = HostElementID(Int(Int32.max) + 1)
        #expect(root.hostElement == HostElementID(Int(Int32.max) + 1) && root.storage != nil)
        root.hostElement = HostElementID(Int.max)
        #expect(root.hostElement == HostElementID(Int.max))
        root.hostElement = nil
        #expect(root.hostElement == nil)
        root.hostElement = HostElementID(7)
        #expect(root.hostElement == HostElementID(7))
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

    /// The context is one word (a node's 96-byte block depends on it); the environment and the
    /// pending modifiers are kept apart in it: writing one keeps the other.
    @Test func theContextIsOneWordAndKeepsEnvironmentAndModifiersApart() {
        #expect(MemoryLayout<NodeContext>.size == MemoryLayout<Int>.size)
        var environment = EnvironmentValues()
        environment.isEnabled = false
        let plain = NodeContext(environment: EnvironmentValues())
        var disabled = plain
        disabled.environment = environment
        #expect(!disabled.isSame(as: plain) && disabled.environment.isSameStorage(as: environment))
        #expect(disabled.isSame(as: NodeContext(environment: environment)))

        var padded = disabled
        padded.boxModifiers = [.padding(HostEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))]
        #expect(padded.environment.isSameStorage(as: environment))
        var paddedElsewhere = plain
        paddedElsewhere.boxModifiers = padded.boxModifiers
        // The same modifiers in another environment are another context.
        #expect(!padded.isSame(as: paddedElsewhere))
        paddedElsewhere.environment = environment
        #expect(padded.isSame(as: paddedElsewhere) && paddedElsewhere.boxModifiers == padded.boxModifiers)
        #expect(padded.forHostContent.isSame(as: disabled))
        #expect(!plain.isSame(as: disabled.forHostContent) && plain.isSame(as: plain.forHostContent))
    }
}
