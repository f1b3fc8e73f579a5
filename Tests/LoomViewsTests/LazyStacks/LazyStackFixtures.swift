import Loom

/// Views and probes shared by the lazy stack tests.
@MainActor
final class RowLog {
    var bodies = 0
    var disappeared: [Int] = []
}

/// A row that counts its body runs and keeps a tap count in `@State`.
struct LazyProbeRow: View {
    let index: Int
    let log: RowLog
    @State private var taps = 0

    var body: some View {
        log.bodies += 1
        return HStack {
            Text("Row \(index): \(taps)")
            Button("Tap \(index)") { taps += 1 }
        }
        .onDisappear { log.disappeared.append(index) }
    }
}

/// `ScrollView { LazyVStack { ForEach(0..<count) { LazyProbeRow } } }`.
struct LazyProbeList: View {
    let count: Int
    let log: RowLog

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<count) { LazyProbeRow(index: $0, log: log) }
            }
        }
    }
}

extension HostElementSnapshot {
    /// The first element of the subtree that carries a lazy stack's rows.
    var lazyStack: HostElementSnapshot? {
        if properties[.lazyRows] != nil { return self }
        for child in children {
            if let found = child.lazyStack { return found }
        }
        return nil
    }

    /// The rows this lazy stack says it built.
    var lazyRows: HostLazyRows? {
        if case .lazyRows(let rows)? = properties[.lazyRows] { return rows }
        return nil
    }
}

extension ViewHost {
    /// Tells the lazy stack that rows `first ..< first + count` are visible, as a renderer does.
    func showRows(_ first: Int, count: Int, extent: Double? = nil) throws {
        guard let stack = hostTree.snapshot().lazyStack else { throw LazyTestError.noLazyStack }
        try send(HostEvent(element: stack.id, action: .valueChange(HostLazyRows.visibleRangeValue(first: first, count: count, extent: extent))))
        update()
    }

    /// The rows inserted into and removed from the lazy stack since the last call.
    func takeRowInsertsAndRemoves() throws -> (inserts: Int, removes: Int) {
        guard let stack = hostTree.snapshot().lazyStack else { throw LazyTestError.noLazyStack }
        let rows = Set(stack.children.map(\.id))
        var inserts = 0
        var removes = 0
        for mutation in hostTree.takeMutations() {
            switch mutation {
            case .insert(let insertion) where insertion.parent == stack.id: inserts += 1
            case .remove(let id) where !rows.contains(id): removes += 1
            default: break
            }
        }
        return (inserts, removes)
    }
}

enum LazyTestError: Error { case noLazyStack }
