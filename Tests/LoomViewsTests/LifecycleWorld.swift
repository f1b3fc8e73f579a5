import Loom

/// What the lifecycle property test shows: which views exist, decided by random steps.
@MainActor
@Observable
final class LifecycleWorld {
    /// One row of the `ForEach`; ids are never reused, so a row's label names one identity.
    struct Row: Identifiable, Equatable {
        let id: Int
        let kind: Kind
        /// Which cell, object or store field the row reads.
        let source: Int
        var label: String { "r\(id)" }
    }

    enum Kind: CaseIterable {
        case cell, state, object, store
    }

    var showsBranch = true
    var rows: [Row] = []
    /// Shows a view whose body writes state (misuse the engine must report, not crash on).
    var mischief = false
    var nextID = 0
}

/// The models the views read: `@Observable` cells, `ObservableObject`s and a store. The last
/// cell is written only by the mischievous body, and read only by ``LifecycleVictim``.
@MainActor
final class LifecycleModels {
    let cells = (0..<4).map { _ in Cell() }
    let victim = Cell()
    let objects = (0..<2).map { _ in CounterModel() }
    let store = makeTallyStore()
}

/// One row's view, by kind.
struct LifecycleLeaf: View {
    let row: LifecycleWorld.Row
    let models: LifecycleModels
    var body: some View {
        switch row.kind {
        case .cell: CellLeaf(label: row.label, cell: models.cells[row.source % models.cells.count])
        case .state: StateLeaf(label: row.label)
        case .object: ObjectLeaf(label: row.label, object: models.objects[row.source % models.objects.count])
        case .store: StoreLeaf(label: row.label, store: models.store, readsFirst: row.source.isMultiple(of: 2))
        }
    }
}

/// Writes its own state and a model another view reads, from its body.
struct LifecycleMischief: View {
    let models: LifecycleModels
    @State private var renders = 0
    var body: some View {
        renders += 1
        models.victim.value += 1
        return Text("mischief")
    }
}

/// Reads the cell the mischievous body writes.
struct LifecycleVictim: View {
    let models: LifecycleModels
    var body: some View { Text("victim \(models.victim.value)") }
}

/// The root: an if/else of leaves, a `ForEach` of rows, and the mischief when it is on.
struct LifecycleRoot: View {
    let world: LifecycleWorld
    let models: LifecycleModels
    var body: some View {
        VStack {
            if world.showsBranch {
                CellLeaf(label: "b-cell", cell: models.cells[0])
                StateLeaf(label: "b-state")
            } else {
                StoreLeaf(label: "b-store", store: models.store, readsFirst: true)
                ObjectLeaf(label: "b-object", object: models.objects[0])
            }
            ForEach(world.rows) { LifecycleLeaf(row: $0, models: models) }
            LifecycleVictim(models: models)
            if world.mischief { LifecycleMischief(models: models) }
        }
    }
}

/// A screen of the navigation stack: shows a cell and a store field.
struct LifecycleScreen: View {
    let label: String
    let cell: Cell
    let store: Store<Tally, TallyAction>
    var body: some View {
        VStack {
            CellLeaf(label: label, cell: cell)
            StoreLeaf(label: "\(label)-store", store: store, readsFirst: false)
        }
    }
}
