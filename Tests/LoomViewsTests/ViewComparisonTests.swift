import Loom
import Testing

/// How view values are compared to decide whether `body` must run again.
@MainActor
struct ViewComparisonTests {
    final class Reference {}

    struct Plain: View {
        var number: Int
        var name: String
        var reference: Reference
        var body: some View { EmptyView() }
    }

    struct WithClosure: View {
        var number: Int
        var action: () -> Void
        var body: some View { EmptyView() }
    }

    struct WithBinding: View {
        @Binding var value: Int
        var body: some View { EmptyView() }
    }

    struct Outer: View {
        @State private var value = 0
        let counts: BodyCounts
        var body: some View {
            counts.hit("outer")
            return VStack {
                Plain(number: 1, name: "a", reference: shared)
                WithClosure(number: 1) {}
                Button("bump \(value)") { value += 1 }
            }
        }
        let shared: Reference
    }

    @Test func fieldsCompareByValueObjectsByIdentityAndClosuresAlwaysDiffer() throws {
        let counts = BodyCounts()
        let host = ViewHost(Outer(counts: counts, shared: Reference()))
        let builds = host.statistics.builds
        let button = try #require(host.rootNode.children[0].children[2].view as? Button)
        button.action()
        host.update()
        // Outer, WithClosure (its closure differs), Button: Plain is skipped, and the VStack,
        // unchanged itself, only hands its tuple's children their values.
        #expect(host.statistics.builds - builds == 3)
    }
}
