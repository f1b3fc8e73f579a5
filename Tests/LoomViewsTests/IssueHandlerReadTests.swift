import Loom
import LoomTestSupport
import Testing

/// An issue handler may read the state whose write (during a body) it is reporting.
@MainActor
struct IssueHandlerReadTests {
    @MainActor
    final class Shared {
        var binding: Binding<Int>?
        var seenByHandler: [Int] = []
    }

    /// Owns the state (in the first host) and hands out a binding to it.
    struct Owner: View {
        let shared: Shared
        @State private var value = 0
        var body: some View {
            shared.binding = $value
            return Text("owner \(value)")
        }
    }

    /// In a second host: reads the binding, then (misuse) writes it during its body.
    struct Writer: View {
        let shared: Shared
        var body: some View {
            let value = shared.binding!.wrappedValue
            if value == 0 { shared.binding!.wrappedValue = 1 }
            return Text("writer \(value)")
        }
    }

    @Test func anIssueHandlerMayReadTheStateWhoseWriteItReports() {
        let shared = Shared()
        let owner = ViewHost(Owner(shared: shared))
        let writer = ViewHost(Writer(shared: shared), issueHandler: { _ in
            shared.seenByHandler.append(shared.binding!.wrappedValue)
        })
        #expect(shared.seenByHandler.allSatisfy { $0 == 1 })  // no trap; the handler sees the kept value
        owner.update()
        _ = writer
    }
}
