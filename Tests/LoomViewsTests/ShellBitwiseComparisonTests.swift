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
}
