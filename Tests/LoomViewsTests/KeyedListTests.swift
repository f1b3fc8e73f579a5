import Loom
import LoomTestSupport
import Testing

/// Keyed children keep their state and move with their data, with minimal host mutations.
@MainActor
struct KeyedListTests {
    final class Rows: ObservableObject {
        @Published var ids: [Int]
        init(count: Int) { ids = Array(0..<count) }
    }

    struct Row: View {
        let id: Int
        @State private var taps = 0
        var body: some View {
            Button("row \(id) taps \(taps)") { taps += 1 }
        }
    }

    struct Table: View {
        @ObservedObject var rows: Rows
        var body: some View {
            VStack {
                ForEach(rows.ids, id: \.self) { Row(id: $0) }
            }
        }
    }

    private func counts(_ mutations: [HostMutation]) -> (inserts: Int, removes: Int, moves: Int, updates: Int) {
        var result = (inserts: 0, removes: 0, moves: 0, updates: 0)
        for mutation in mutations {
            switch mutation {
            case .insert: result.inserts += 1
            case .remove, .removeChildren: result.removes += 1
            case .move: result.moves += 1
            case .update, .events: result.updates += 1
            }
        }
        return result
    }

    @Test func swappingTwoOf1000KeyedRowsProducesOnlyMovesAndKeepsEachRowsState() throws {
        let rows = Rows(count: 1000)
        let ui = ViewHarness(Table(rows: rows))
        try ui.tap("row 1 taps 0")
        try ui.tap("row 998 taps 0")
        try ui.tap("row 998 taps 1")
        _ = ui.host.hostTree.takeMutations()
        rows.ids.swapAt(1, 998)
        ui.host.update()
        let swap = counts(ui.host.hostTree.takeMutations())
        #expect(swap.moves <= 2 && swap.moves >= 1)
        #expect(swap.inserts == 0 && swap.removes == 0 && swap.updates == 0)
        let labels = ui.host.hostTree.snapshot().children[0].children.map { $0.properties[.text] }
        #expect(labels[1] == .text("row 998 taps 2"))
        #expect(labels[998] == .text("row 1 taps 1"))
    }

    @Test func removingOneRowProducesOneRemove() {
        let rows = Rows(count: 1000)
        let host = ViewHost(Table(rows: rows))
        _ = host.hostTree.takeMutations()
        rows.ids.remove(at: 500)
        host.update()
        let removal = counts(host.hostTree.takeMutations())
        #expect(removal.removes == 1)
        #expect(removal.inserts == 0 && removal.moves == 0 && removal.updates == 0)
    }

    @Test func repeatedIDsArrivingInAnUpdateKeepTheFirstRowAndTheListRecoversWhenTheyGo() throws {
        let rows = Rows(count: 3)
        let ui = ViewHarness(Table(rows: rows))
        try ui.tap("row 1 taps 0")
        rows.ids = [1, 7, 1, 7, 2]
        ui.host.update()
        #expect(ui.text.components(separatedBy: "\n").filter { $0.contains("button") }.count == 3)
        #expect(ui.text.contains("row 1 taps 1"))
        #expect(ui.issues.count == 1)
        rows.ids = [2, 1, 0]
        ui.host.update()
        #expect(ui.issues.count == 1)
        let labels = ui.host.hostTree.snapshot().children[0].children.map { $0.properties[.text] }
        #expect(labels == [.text("row 2 taps 0"), .text("row 1 taps 1"), .text("row 0 taps 0")])
        try ui.verifyReplay()
    }

    @Test func duplicateForEachIDsAreReportedAndTheFirstIsShown() {
        struct Duplicates: View {
            var body: some View {
                VStack {
                    ForEach(["a", "b", "a"], id: \.self) { Text($0) }
                }
            }
        }
        let ui = ViewHarness(Duplicates())
        #expect(ui.text == "vstack\n  text \"a\"\n  text \"b\"\n")
        #expect(ui.issues.count == 1)
        #expect(ui.issues.first?.message.contains("occurs more than once") == true)
    }

    @Test func forLoopsIfLetAndSwitchBuildContent() {
        enum Mode { case compact, detailed }
        struct Content: View {
            let names: [String]
            let subtitle: String?
            let mode: Mode
            var body: some View {
                VStack {
                    for name in names { Text(name) }
                    if let subtitle { Text(subtitle) }
                    switch mode {
                    case .compact: Text("compact")
                    case .detailed:
                        Text("detailed")
                        Divider()
                    }
                    Group {
                        Spacer()
                        Image(systemName: "star")
                    }
                }
            }
        }
        let ui = ViewHarness(Content(names: ["x", "y"], subtitle: "sub", mode: .detailed))
        #expect(ui.text == """
            vstack
              text "x"
              text "y"
              text "sub"
              text "detailed"
              divider
              spacer
              image symbol="star" ☆

            """)
        let other = ViewHarness(Content(names: [], subtitle: nil, mode: .compact))
        #expect(other.text == "vstack\n  text \"compact\"\n  spacer\n  image symbol=\"star\" ☆\n")
    }
}
