import LoomHost
import Testing

@testable import LoomViews

/// An optional view input is compared in place by its wrapped type's plan (see
/// `OptionalComparator`), with the result `Optional`'s `==` gives.
@MainActor
struct OptionalComparisonTests {
    private func isEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
        var left = lhs
        var right = rhs
        let comparator = ComparatorCache.comparator(for: T.self)
        return withUnsafeBytes(of: &left) { l in
            withUnsafeBytes(of: &right) { r in comparator.isEqual(l.baseAddress!, r.baseAddress!) }
        }
    }

    /// `Color?` (a `.foregroundColor`'s input) took `Optional`'s generic `==` before.
    @Test func anOptionalOfAnEquatableTypeIsComparedThroughItsWrappedPlan() {
        #expect(ComparatorCache.comparator(for: Color?.self) is OptionalComparator<Color>)
        #expect(ComparatorCache.comparator(for: String?.self) is OptionalComparator<String>)
    }

    @Test func nilsPresentValuesAndNestedOptionalsCompareAsWithEquals() {
        let colors: [Color?] = [nil, .red, .blue, Color.red.opacity(0.5)]
        for lhs in colors {
            for rhs in colors { #expect(isEqual(lhs, rhs) == (lhs == rhs)) }
        }
        let names: [String?] = [nil, "", "a", String(repeating: "long ", count: 8)]
        for lhs in names {
            for rhs in names { #expect(isEqual(lhs, rhs) == (lhs == rhs)) }
        }
        let nested: [Int??] = [nil, .some(nil), 0, 7]
        for lhs in nested {
            for rhs in nested { #expect(isEqual(lhs, rhs) == (lhs == rhs)) }
        }
    }

    struct Tinted: View {
        let color: Color?
        let counts: BodyCounts
        var body: some View {
            counts.hit("tinted")
            return Text("tinted").foregroundColor(color)
        }
    }

    struct Screen: View {
        @State private var color: Color? = nil
        @State private var taps = 0
        let counts: BodyCounts
        var body: some View {
            VStack {
                Button("red") { color = .red }
                Button("none") { color = nil }
                Button("tap \(taps)") { taps += 1 }
                Tinted(color: color, counts: counts)
            }
        }
    }

    /// A view with an equal optional input is not run again; a changed one is, both ways.
    @Test func aViewIsRerunOnlyWhenItsOptionalInputChanges() throws {
        let counts = BodyCounts()
        let host = ViewHost(Screen(counts: counts))
        func tap(_ title: String) throws {
            let button = try #require(host.hostTree.snapshot().first(.button, labelled: title)?.id)
            try host.send(HostEvent(element: button, action: .tap))
            host.update()
        }
        try tap("tap 0")
        #expect(counts["tinted"] == 1)
        try tap("red")
        #expect(counts["tinted"] == 2)
        try tap("tap 1")
        #expect(counts["tinted"] == 2)
        try tap("none")
        #expect(counts["tinted"] == 3)
    }
}
