import Testing

@testable import LoomViews

/// A container's shell is compared byte by byte before its plan (``Node/isSameShell(_:_:)``):
/// the same bits are the same shell even where the plan cannot tell (a closure), and different
/// bits still go to the plan, so equal values held apart stay the same and different ones differ.
@MainActor
struct ShellBitwiseComparisonTests {
    struct Shell {
        let name: String
        let action: () -> Void
    }

    final class Box {}

    @Test func theSameShellIsTheSameEvenWithAClosureInIt() {
        let box = Box()
        let shell = Shell(name: "a", action: { _ = box })
        // Field by field, a closure always differs: the plan alone called this shell changed.
        #expect(Node().isSameShell(shell, shell))
    }

    @Test func differentBitsStillGoToThePlan() {
        // Equal strings in two heap buffers: other bits, the same value. With a closure beside
        // them, the plan (a closure always differs) decides: not the same.
        let long = String(repeating: "x", count: 40)
        let other = String(decoding: Array(long.utf8), as: UTF8.self)
        let action = {}
        #expect(Node().isSameShell(Shell(name: long, action: action), Shell(name: other, action: action)) == false)
        #expect(Node().isSameShell(long, other))
        #expect(!Node().isSameShell(long, long + "y"))
    }

    @Test func differentClosuresDiffer() {
        let box = Box()
        let first = Shell(name: "a", action: { _ = box })
        let second = Shell(name: "a", action: { _ = box })
        #expect(!Node().isSameShell(first, second))
    }

    @Test func shellsLentWhereTheyLieCompareAsValuesDo() {
        // The comparison a container's update makes (``ContentContainer/hasShell(lent:at:)``):
        // the same verdicts as the borrowed form above, from the values' own addresses.
        let box = Box()
        var shell = Shell(name: "a", action: { _ = box })
        var same = shell
        var other = Shell(name: "a", action: { _ = box })
        #expect(Node().isSameShell(lent: &shell, &same))
        #expect(!Node().isSameShell(lent: &shell, &other))
        var long = String(repeating: "x", count: 40)
        var equal = String(decoding: Array(long.utf8), as: UTF8.self)
        var longer = long + "y"
        #expect(Node().isSameShell(lent: &long, &equal))
        #expect(!Node().isSameShell(lent: &long, &longer))
    }

    @Test func aModifiedViewsModifierIsComparedWhereItLies() {
        // A modifier holding a closure: the same bits are the same shell, another closure is not.
        let box = Box()
        let action = { _ = box }
        var view = ModifiedContent(content: EmptyView(), modifier: ClosureModifier(action: action))
        var sameModifier = ClosureModifier(action: action)
        var otherModifier = ClosureModifier(action: { _ = box })
        #expect(view.hasShell(lent: &sameModifier, at: Node()))
        #expect(!view.hasShell(lent: &otherModifier, at: Node()))
    }

    @Test func aStacksShellIsItsAlignmentAndSpacing() {
        var stack = HStack(alignment: .top, spacing: 4) { EmptyView() }
        var same = StackShell(alignment: VerticalAlignment.top, spacing: 4)
        var otherSpacing = StackShell(alignment: VerticalAlignment.top, spacing: nil)
        var otherAlignment = StackShell(alignment: VerticalAlignment.bottom, spacing: 4)
        #expect(stack.hasShell(lent: &same, at: Node()))
        #expect(!stack.hasShell(lent: &otherSpacing, at: Node()))
        #expect(!stack.hasShell(lent: &otherAlignment, at: Node()))
    }

    struct ClosureModifier: ViewModifier {
        let action: () -> Void
        func body(content: Content) -> some View { content }
    }
}
