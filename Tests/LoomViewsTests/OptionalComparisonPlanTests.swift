import LoomReactive
import Testing

@testable import LoomViews

/// An optional whose wrapped type is `Equatable` (a row's `.foregroundColor(isSelected ? .red :
/// nil)`, compared every time the row re-runs) is compared by reading the two tags in place and
/// then the wrapped values with their own plan, not by `Optional`'s generic `==`, which copies
/// both into a tuple whose metadata it looks up at every call.
@MainActor
struct OptionalComparisonPlanTests {
    private func isEqual<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
        let plan = ComparatorCache.comparator(for: Value.self)
        return withAddresses(of: lhs, rhs) { plan.isEqual($0, $1) }
    }

    @Test func anOptionalOfAnEquatableTypeGetsTheInPlacePlan() {
        #expect(ComparatorCache.comparator(for: Color?.self) is OptionalComparator<Color>)
        #expect(ComparatorCache.comparator(for: String?.self) is OptionalComparator<String>)
        // The wrapped values are compared with their own `==`.
        let wrapped = (ComparatorCache.comparator(for: Color?.self) as? OptionalComparator<Color>)?.wrapped
        #expect(wrapped is EquatableComparator<Color>)
    }

    @Test func theInPlacePlanComparesLikeOptionalsEquals() {
        #expect(isEqual(nil as Color?, nil))
        #expect(!isEqual(nil as Color?, .red))
        #expect(!isEqual(Color.red as Color?, nil))
        #expect(isEqual(Color.red as Color?, .red))
        #expect(!isEqual(Color.red as Color?, .blue))
        #expect(isEqual(Color.red.opacity(0.5) as Color?, Color.red.opacity(0.5)))
        #expect(!isEqual(Color.red.opacity(0.5) as Color?, Color.red))
        // Values with references inside, and an optional of an optional.
        #expect(isEqual(String(repeating: "x", count: 40) as String?, String(repeating: "x", count: 40)))
        #expect(!isEqual(String(repeating: "x", count: 40) as String?, String(repeating: "y", count: 40)))
        #expect(isEqual(Int??.some(nil), .some(nil)))
        #expect(!isEqual(Int??.some(nil), nil))
        #expect(!isEqual(Int??.some(3), .some(nil)))
        #expect(isEqual(Int??.some(3), .some(3)))
    }

    /// A view whose fields include an optional: equal inputs skip the body, changed ones run it.
    @Test func aViewWithAnOptionalColourIsSkippedOnlyWhenItIsEqual() {
        final class Counter { var bodies = 0 }
        struct Swatch: View {
            let color: Color?
            let counter: Counter
            var body: some View {
                counter.bodies += 1
                return Text("swatch").foregroundColor(color)
            }
        }
        let counter = Counter()
        let node = Node()
        for (color, bodies) in [(nil, 1), (nil, 1), (Color.red, 2), (.red, 2), (.blue, 3), (nil, 4)] as [(Color?, Int)] {
            Swatch(color: color, counter: counter).buildNodeTree(node)
            #expect(counter.bodies == bodies)
        }
    }
}
