import Loom
import LoomExamples
import Synchronization
import Testing

/// What one "Add" costs must not grow with the rows already there (issue 12: 3,000 adds in the
/// KeyedList example took 38 s, 1,500 took 10.6 s). Over a plain array the host mutations, the
/// bytes on the wire, the bodies run and the ids hashed are the same at 500 rows and at 2,000,
/// while the `ForEach` still compares every row (a parent body that rebuilds the list gives
/// every row a new value, as in SwiftUI). The example keeps its rows in a `ListModel`, so there
/// it compares none either: everything an add costs is the same at 300 rows and at 3,000.
@MainActor
struct KeyedListAddCostTests {
    /// Everything one added row costs, counted.
    struct AddCost: Equatable {
        var bodies = 0
        var builds = 0
        var mutations = 0
        var bytes = 0
        var hashes = 0
        var comparisons = 0
    }

    /// A hosted view fed to a wire encoder, as a live session is, with one "Add" button.
    @MainActor
    final class Session {
        let host: ViewHost
        var encoder = WireEncoder()
        let add: HostElementID

        init<Root: View>(_ root: Root) throws {
            host = ViewHost(root)
            _ = encoder.reset(to: host.hostTree.snapshot())
            _ = host.hostTree.takeMutations()
            add = try #require(host.hostTree.snapshot().first(.button, labelled: "Add")).id
        }

        func tapAdd(hashes: HashCounter? = nil) throws -> AddCost {
            let before = host.statistics
            let hashesBefore = hashes?.count ?? 0
            try host.send(HostEvent(element: add, action: .tap))
            host.update()
            let batch = host.hostTree.takeMutations()
            let patch = try encoder.patch(batch) ?? ""
            let after = host.statistics
            return AddCost(
                bodies: after.bodies - before.bodies, builds: after.builds - before.builds, mutations: batch.count,
                bytes: patch.utf8.count, hashes: (hashes?.count ?? 0) - hashesBefore, comparisons: after.comparisons - before.comparisons)
        }

        /// Adds rows until there are `rows`, then returns what the next add costs.
        func costOfAdding(at rows: Int, from start: Int, hashes: HashCounter? = nil) throws -> AddCost {
            for _ in start..<rows { _ = try tapAdd(hashes: hashes) }
            return try tapAdd(hashes: hashes)
        }
    }

    @Test func addingARowHashesTheSameFewIdsAt500And2000Rows() throws {
        let counter = HashCounter()
        let session = try Session(CountedRows(counter: counter))
        let at500 = try session.costOfAdding(at: 500, from: 0, hashes: counter)
        let at2000 = try session.costOfAdding(at: 2_000, from: 501, hashes: counter)

        #expect(at500.hashes == at2000.hashes, "ids hashed per add: \(at500.hashes) at 500 rows, \(at2000.hashes) at 2,000")
        #expect(at500.hashes <= 4)
        #expect(at500.mutations == at2000.mutations)
        #expect(at500.bodies == at2000.bodies)
    }

    @Test func theKeyedListExamplesAddCostsTheSameAt300And3000Rows() throws {
        let session = try Session(KeyedListApp())
        let at300 = try session.costOfAdding(at: 300, from: 3)
        let at3000 = try session.costOfAdding(at: 3_000, from: 301)

        #expect(at300.comparisons == at3000.comparisons, "comparisons per add: \(at300.comparisons) at 300 rows, \(at3000.comparisons) at 3,000")
        #expect(at300.mutations == at3000.mutations)
        #expect(at300.bodies == at3000.bodies)
        #expect(at300.builds == at3000.builds)
        #expect(abs(at300.bytes - at3000.bytes) <= 4, "only the row's number grows a digit: \(at300.bytes) vs \(at3000.bytes)")
        // The new row's body and nothing else: the app's own body does not run again (it would
        // hand the `ForEach` a new closure, and every row would be compared).
        #expect(at3000.bodies == 1)
        #expect(at3000.comparisons == 0)
    }
}

/// A list whose ids count how often they are hashed.
struct CountedRows: View {
    let counter: HashCounter
    @State private var rows: [CountingID] = []

    var body: some View {
        VStack {
            Button("Add") { rows.append(CountingID(value: rows.count, counter: counter)) }
            ForEach(rows, id: \.self) { row in Text("Row \(row.value)") }
        }
    }
}

/// An id that counts its hashing (equality compares the value only).
struct CountingID: Hashable {
    let value: Int
    let counter: HashCounter

    static func == (lhs: CountingID, rhs: CountingID) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        counter.increment()
        hasher.combine(value)
    }
}

/// How many times ids were hashed.
final class HashCounter: Sendable {
    private let storage = Mutex(0)
    var count: Int { storage.withLock { $0 } }
    func increment() { storage.withLock { $0 += 1 } }
}
