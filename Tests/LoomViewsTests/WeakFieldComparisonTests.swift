import Loom
import LoomTestSupport
import Testing

/// A view holding an object in a `weak var` (the Poet login's form holds its evaluator so) is
/// compared by identity like any object field, without loading the weak reference as a strong
/// one: reflection reports such a field as `Optional<Object>`, and a strong load of its storage
/// retained a bad pointer (AddressSanitizer: SEGV in the comparator). Run under ASan in CI.
@MainActor
struct WeakFieldComparisonTests {
    final class Model {}

    struct HoldsWeakly: View {
        weak var model: Model?
        let counts: BodyCounts
        var body: some View {
            counts.hit("weak")
            return EmptyView()
        }
    }

    struct Parent: View {
        @State private var generation = 0
        @State private var swapped = false
        let first: Model
        let second: Model
        let counts: BodyCounts
        var body: some View {
            VStack {
                HoldsWeakly(model: swapped ? second : first, counts: counts)
                Button("again \(generation)") { generation += 1 }
                Button("swap") { swapped.toggle() }
            }
        }
    }

    @Test func theSameObjectSkipsTheBodyAndAnotherObjectRunsIt() throws {
        let counts = BodyCounts()
        let first = Model(), second = Model()
        let ui = ViewHarness(Parent(first: first, second: second, counts: counts))
        #expect(counts["weak"] == 1)

        try ui.tap("again 0")
        #expect(counts["weak"] == 1, "the same object in a weak field compares equal")

        try ui.tap("swap")
        #expect(counts["weak"] == 2, "another object in a weak field compares different")
        withExtendedLifetime((first, second)) {}
    }

    /// An `Equatable` class is still compared by identity, so its `weak` or `unowned` storage is
    /// never loaded as a strong reference by its `==` (the comparator checked `Equatable` first).
    final class EquatableModel: Equatable {
        let name: String
        init(name: String) { self.name = name }
        static func == (lhs: EquatableModel, rhs: EquatableModel) -> Bool { lhs.name == rhs.name }
    }

    struct HoldsEquatableWeakly: View {
        weak var model: EquatableModel?
        unowned let owner: EquatableModel
        let counts: BodyCounts
        var body: some View {
            counts.hit("equatable")
            return Text(model?.name ?? "none")
        }
    }

    struct EquatableParent: View {
        @State private var generation = 0
        @State private var swapped = false
        let first: EquatableModel
        let second: EquatableModel
        let counts: BodyCounts
        var body: some View {
            VStack {
                HoldsEquatableWeakly(
                    model: swapped ? second : first, owner: swapped ? second : first, counts: counts)
                Button("again \(generation)") { generation += 1 }
                Button("swap") { swapped.toggle() }
            }
        }
    }

    @Test func weakAndUnownedFieldsOfAnEquatableClassCompareByIdentity() throws {
        let counts = BodyCounts()
        // Equal by `==`, different objects: identity decides, as for any object input.
        let first = EquatableModel(name: "same"), second = EquatableModel(name: "same")
        let ui = ViewHarness(EquatableParent(first: first, second: second, counts: counts))
        #expect(counts["equatable"] == 1)

        try ui.tap("again 0")
        #expect(counts["equatable"] == 1, "the same objects compare equal")

        try ui.tap("swap")
        #expect(counts["equatable"] == 2, "other objects compare different, even when ==")
        withExtendedLifetime((first, second)) {}
    }
}
