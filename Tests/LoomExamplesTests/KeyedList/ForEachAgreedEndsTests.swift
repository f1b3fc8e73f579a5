import Loom
import LoomTestSupport
import Testing

/// The rows `ForEach` keeps by position (the ids the old and new lists agree on at the front and
/// the back) behave exactly as the rows it finds by id: order, state and repeated ids.
@MainActor
struct ForEachAgreedEndsTests {
    @Observable
    final class Rows {
        var ids: [String]
        init(_ ids: [String]) { self.ids = ids }
    }

    struct List: View {
        let rows: Rows
        var body: some View {
            VStack {
                ForEach(rows.ids, id: \.self) { Row(name: $0) }
            }
        }
    }

    struct Row: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Button("\(name) \(taps)") { taps += 1 }
        }
    }

    private func labels(_ ui: ViewHarness) -> [String] {
        ui.host.update()
        return ui.host.hostTree.snapshot().children[0].children.compactMap { $0.labels.first }
    }

    @Test func aRepeatedIdBetweenTheAgreedEndsKeepsTheFirstAndReordersTheRest() throws {
        let rows = Rows(["a", "b", "c"])
        let ui = ViewHarness(List(rows: rows))
        try ui.tap("c 0")
        rows.ids = ["a", "c", "b", "c"]
        #expect(labels(ui) == ["a 0", "c 1", "b 0"])
        #expect(ui.issues.count == 1)
        try ui.verifyReplay()
    }

    @Test func rowsKeepTheirStateWhenRowsComeAndGoAtTheFrontTheMiddleAndTheBack() throws {
        let rows = Rows(["a", "b", "c", "d"])
        let ui = ViewHarness(List(rows: rows))
        for name in ["a", "b", "c", "d"] { try ui.tap("\(name) 0") }
        let steps: [[String]] = [
            ["a", "b", "c", "d", "e"],  // appended
            ["a", "b", "x", "c", "d", "e"],  // inserted in the middle
            ["a", "c", "d", "e"],  // removed from the middle
            ["z", "a", "c", "d", "e"],  // inserted at the front
            ["z", "a", "d", "c", "e"],  // two swapped between agreed ends
            ["a", "d", "c"],  // both ends removed
            [],
        ]
        for ids in steps {
            rows.ids = ids
            let tapped: Set = ["a", "b", "c", "d"]
            #expect(labels(ui) == ids.map { "\($0) \(tapped.contains($0) ? 1 : 0)" })
            try ui.verifyReplay()
        }
        #expect(ui.issues.isEmpty)
    }
}
