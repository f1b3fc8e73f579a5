import Loom
import LoomTestSupport
import Testing

/// The host tree is the single contract with renderers: after any sequence of view updates, a
/// replica built only from the mutation log equals the host tree.
@MainActor
struct ReplayPropertyTests {
    @Observable
    final class Entry: Identifiable {
        let id: Int
        var label: String
        var expanded = false
        init(id: Int, label: String) {
            self.id = id
            self.label = label
        }
    }

    @Observable
    final class Board {
        var entries: [Entry] = []
        var showsHeader = true
        var accent: Color? = nil
        var spacing: Double? = nil
        var nextID = 0
    }

    struct EntryRow: View {
        let entry: Entry
        @State private var taps = 0
        var body: some View {
            HStack {
                Button("\(entry.label) \(taps)") { taps += 1 }
                if entry.expanded {
                    VStack { Text("details of \(entry.id)"); Divider() }.padding(2)
                } else {
                    Text("collapsed")
                }
            }
        }
    }

    struct BoardView: View {
        let board: Board
        var body: some View {
            VStack(spacing: board.spacing) {
                if board.showsHeader { Text("Header").bold() }
                ForEach(board.entries) { EntryRow(entry: $0) }
                Group {
                    Text("footer")
                    if board.entries.count % 2 == 0 { Spacer() }
                }
            }
            .foregroundColor(board.accent)
        }
    }

    private func randomChange(_ board: Board, ui: ViewHarness, using rng: inout SeededGenerator) throws {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1:
            board.nextID += 1
            let index = Int.random(in: 0...board.entries.count, using: &rng)
            board.entries.insert(Entry(id: board.nextID, label: "e\(board.nextID)"), at: index)
        case 2 where !board.entries.isEmpty:
            board.entries.remove(at: Int.random(in: 0..<board.entries.count, using: &rng))
        case 3 where board.entries.count > 1:
            let from = Int.random(in: 0..<board.entries.count, using: &rng)
            let entry = board.entries.remove(at: from)
            board.entries.insert(entry, at: Int.random(in: 0...board.entries.count, using: &rng))
        case 4:
            board.entries.shuffle(using: &rng)
        case 5 where !board.entries.isEmpty:
            board.entries.randomElement(using: &rng)?.expanded.toggle()
        case 6 where !board.entries.isEmpty:
            board.entries.randomElement(using: &rng)?.label += "'"
        case 7:
            board.showsHeader.toggle()
        case 8:
            board.accent = [nil, .red, .blue].randomElement(using: &rng) ?? nil
            board.spacing = [nil, 4, 8].randomElement(using: &rng) ?? nil
        default:
            if let entry = board.entries.randomElement(using: &rng) {
                try ui.tap("\(entry.label) \(0)")
            }
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func replicaEqualsHostTreeAfterRandomUpdates(seed: UInt64) throws {
        var rng = SeededGenerator(state: seed)
        let board = Board()
        let ui = ViewHarness(BoardView(board: board))
        for _ in 0..<150 {
            // A tap only finds rows that were never tapped; a miss is fine, the change still counts.
            try? randomChange(board, ui: ui, using: &rng)
            if Bool.random(using: &rng) { try ui.verifyReplay() }
        }
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }
}
