import Loom
import LoomTestSupport
import Testing

/// Views that read `@Observable` models, `@State`, `ObservableObject`s and store fields come and
/// go at random (if/else, `ForEach` insert/remove/reorder, screens pushed and popped, roots
/// replaced) while those values are written before, during and after each removal, from the
/// main actor and from other threads. After every step nothing has crashed, the replica built
/// from the mutation log equals the host tree, every view shows the current value of what it
/// reads, and only writes made from a body were reported.
@MainActor
struct LifecyclePropertyTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func viewsComingAndGoingUnderWritesFromEverywhereNeverCrashOrLoseAChange(seed: UInt64) async throws {
        var rig = LifecycleRig()
        var rng = SeededGenerator(state: seed)
        for step in 0..<60 {
            let issuesBefore = rig.ui.issues.count
            let action = try await rig.randomStep(using: &rng)
            try await rig.settle()
            try rig.verify(context: "seed \(seed), step \(step): \(action)")
            if action == "mischief on" {
                #expect(rig.ui.issues.count > issuesBefore, "a write from a body was not reported (seed \(seed), step \(step))")
                #expect(rig.ui.issues.allSatisfy { $0.message.contains("body of LifecycleMischief") })
            } else if action == "root replaced" {
                #expect(rig.ui.issues.isEmpty)
            } else if !rig.world.mischief {
                #expect(rig.ui.issues.count == issuesBefore, "seed \(seed), step \(step): \(action): \(rig.ui.issues.last?.message ?? "")")
            }
        }
    }
}

/// The state of one run: the hosted root, the navigation stack, and what each view should show.
@MainActor
struct LifecycleRig {
    let world = LifecycleWorld()
    let models = LifecycleModels()
    private(set) var ui: ViewHarness
    /// The taps of each `StateLeaf` alive, by label (state starts at 0 with each identity).
    private var taps: [String: Int] = [:]
    let screens: LifecycleScreens

    init() {
        ui = ViewHarness(LifecycleRoot(world: world, models: models))
        screens = LifecycleScreens(models: models)
    }

    /// Makes one random change and returns what it was, for failure messages.
    mutating func randomStep(using rng: inout SeededGenerator) async throws -> String {
        switch Int.random(in: 0..<16, using: &rng) {
        case 0, 1:
            world.nextID += 1
            let row = LifecycleWorld.Row(
                id: world.nextID, kind: LifecycleWorld.Kind.allCases.randomElement(using: &rng) ?? .cell,
                source: Int.random(in: 0..<4, using: &rng))
            world.rows.insert(row, at: Int.random(in: 0...world.rows.count, using: &rng))
            return "insert \(row.label) (\(row.kind))"
        case 2 where !world.rows.isEmpty:
            return "remove \(removeRow(at: Int.random(in: 0..<world.rows.count, using: &rng)).label)"
        case 3 where world.rows.count > 1:
            let row = world.rows.remove(at: Int.random(in: 0..<world.rows.count, using: &rng))
            world.rows.insert(row, at: Int.random(in: 0...world.rows.count, using: &rng))
            return "move \(row.label)"
        case 4:
            world.rows.shuffle(using: &rng)
            return "shuffle"
        case 5:
            world.showsBranch.toggle()
            if !world.showsBranch { taps["b-state"] = nil }
            return "branch \(world.showsBranch)"
        case 6:
            let cell = Int.random(in: 0..<models.cells.count, using: &rng)
            if Bool.random(using: &rng) {
                models.cells[cell].value += 1
                return "write cell \(cell)"
            }
            await writeOffMain(models.cells[cell])
            return "write cell \(cell) off the main actor"
        case 7:
            let index = Int.random(in: 0..<models.objects.count, using: &rng)
            models.objects[index].counter += 1
            return "write object \(index)"
        case 8:
            start(Bool.random(using: &rng) ? .bumpFirst : .bumpSecond, on: models.store)
            return "dispatch"
        case 9:
            let labels = (world.showsBranch ? ["b-state"] : []) + world.rows.filter { $0.kind == .state }.map(\.label)
            guard let label = labels.randomElement(using: &rng) else { return "no state to tap" }
            try ui.tap("tap \(label)")
            taps[label, default: 0] += 1
            return "tap \(label)"
        case 10 where !world.rows.isEmpty:
            // A write just before the removal, applied in the same update.
            let index = Int.random(in: 0..<world.rows.count, using: &rng)
            try await write(world.rows[index], offMain: false)
            return "write then remove \(removeRow(at: index).label)"
        case 11 where !world.rows.isEmpty:
            // A write after the removal has been applied.
            let row = removeRow(at: Int.random(in: 0..<world.rows.count, using: &rng))
            ui.host.update()
            let offMain = Bool.random(using: &rng)
            try await write(row, offMain: offMain)
            return "remove then write \(row.label)\(offMain ? " off the main actor" : "")"
        case 12:
            world.mischief.toggle()
            return world.mischief ? "mischief on" : "mischief off"
        case 13:
            // The root replaced: the old tree is torn down and dropped, its models live on.
            ui.host.tearDown()
            world.mischief = false
            ui = ViewHarness(LifecycleRoot(world: world, models: models))
            taps = [:]
            return "root replaced"
        case 14:
            return screens.push(cell: Int.random(in: 0..<models.cells.count, using: &rng))
        default:
            return screens.pop()
        }
    }

    /// Removes a row, forgetting its state.
    private mutating func removeRow(at index: Int) -> LifecycleWorld.Row {
        let row = world.rows.remove(at: index)
        taps[row.label] = nil
        return row
    }

    /// Writes what `row` reads (its cell possibly from another thread).
    private func write(_ row: LifecycleWorld.Row, offMain: Bool) async throws {
        switch row.kind {
        case .cell:
            let cell = models.cells[row.source % models.cells.count]
            if offMain { await writeOffMain(cell) } else { cell.value += 1 }
        case .state:
            // Its button is gone once the removal is applied; tapping it is for before.
            if (try? ui.tap("tap \(row.label)")) == nil { return }
        case .object:
            models.objects[row.source % models.objects.count].counter += 1
        case .store:
            start(row.source.isMultiple(of: 2) ? .bumpFirst : .bumpSecond, on: models.store)
        }
    }

    /// Writes `cell` on another thread, then lets the main actor run what the write queued.
    private func writeOffMain(_ cell: Cell) async {
        await Task.detached { cell.value += 1 }.value
        for _ in 0..<5 { await Task.yield() }
    }

    /// Lets queued hops run, then applies pending updates everywhere.
    func settle() async throws {
        for _ in 0..<3 { await Task.yield() }
        ui.host.update()
        screens.update()
    }

    /// Checks both trees against their replicas and every view against its value.
    func verify(context: String) throws {
        try ui.verifyReplay()
        let text = ui.text
        for (label, value) in expectedValues() {
            #expect(text.contains("text \"\(label) \(value)\""), "\(context): \(label) should show \(value) in\n\(text)")
        }
        try screens.verify(context: context)
    }

    /// What each visible view of the root should show, by label.
    private func expectedValues() -> [(String, Int)] {
        var expected: [(String, Int)] = []
        if world.showsBranch {
            expected.append(("b-cell", models.cells[0].value))
            expected.append(("b-state", taps["b-state"] ?? 0))
        } else {
            expected.append(("b-store", models.store.first))
            expected.append(("b-object", models.objects[0].counter))
        }
        for row in world.rows {
            switch row.kind {
            case .cell: expected.append((row.label, models.cells[row.source % models.cells.count].value))
            case .state: expected.append((row.label, taps[row.label] ?? 0))
            case .object: expected.append((row.label, models.objects[row.source % models.objects.count].counter))
            case .store:
                expected.append((row.label, row.source.isMultiple(of: 2) ? models.store.first : models.store.second))
            }
        }
        return expected
    }
}
