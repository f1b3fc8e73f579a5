import CHeapStats
import LoomCore

/// Heap bytes per row at 10,000 rows, by the allocator's own count of bytes in use.
struct MemoryResult {
    /// How the numbers were taken, printed with them.
    let method: String
    let engineBytesPerRow: Double
    let vanillaBytesPerRow: Double
    /// Of the engine's bytes, what taking the 10,000-row batch did not give back: the host
    /// tree's emptied log keeping the batch's capacity (batch count × stride − bytes freed).
    let retainedLogBytesPerRow: Double
}

/// Bytes allocated and in use now (glibc's `mallinfo2()`: `uordblks + hblkhd`), or nil where unavailable.
func heapBytesInUse() -> Int? {
    let bytes = Int(loom_bench_heap_bytes_in_use())
    return bytes > 0 ? bytes : nil
}

/// Builds 10,000 rows in a fresh app of each kind and divides the growth of the heap by 10,000.
/// The mutation batch is taken and dropped first, so only what the app retains is counted.
/// Run it before the timed operations, on a quiet heap; a first, unmeasured build of 1,000 rows
/// fills the runtime's one-time caches (type metadata, comparators) so they are not counted.
@MainActor
func measureMemory() -> MemoryResult? {
    let rows = 10_000
    for warmUp in [EngineTable() as any TableApp, VanillaTable()] {
        warmUp.run(1_000)
        _ = warmUp.hostTree.takeMutations()
    }
    func perRow(_ make: () -> any TableApp) -> (total: Double, log: Double)? {
        let app = make()
        _ = app.hostTree.takeMutations()
        guard let before = heapBytesInUse() else { return nil }
        app.run(rows)
        let withBatch = heapBytesInUse() ?? 0
        let count = app.hostTree.takeMutations().count
        guard let after = heapBytesInUse() else { return nil }
        let logBytes = Double(max(0, count * MemoryLayout<HostMutation>.stride - (withBatch - after)))
        _ = withExtendedLifetime(app) {}
        return (Double(after - before) / Double(rows), logBytes / Double(rows))
    }
    guard let engine = perRow({ EngineTable() }), let vanilla = perRow({ VanillaTable() }) else { return nil }
    return MemoryResult(
        method: "glibc mallinfo2() uordblks + hblkhd (bytes in use, mmapped chunks included) before and after building \(rows) rows in a "
            + "fresh app (after a warm-up app), mutation batch taken and released, divided by \(rows)",
        engineBytesPerRow: engine.total, vanillaBytesPerRow: vanilla.total, retainedLogBytesPerRow: engine.log)
}
