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
    /// Where the engine's bytes go (nil where the allocator cannot be asked).
    let breakdown: MemoryBreakdown?
}

/// The engine app's bytes per row split into what can be counted from outside the engine: its
/// nodes and its host elements, each with the block the allocator gave it. The rest is what
/// the nodes hold (each node's stored view, environment, children arrays, host properties) and
/// the app's own (row models, Observation's bookkeeping, the buttons' closures).
struct MemoryBreakdown {
    let nodesPerRow: Double
    let bytesPerNode: Int
    let elementsPerRow: Double
    let bytesPerElement: Int

    /// One line, printed under the memory figure.
    func summary(totalPerRow: Double) -> String {
        let nodes = nodesPerRow * Double(bytesPerNode)
        let elements = elementsPerRow * Double(bytesPerElement)
        return "engine app per row: \(fixed(nodesPerRow, 1)) nodes × \(bytesPerNode) B = \(Int(nodes)) B, "
            + "\(fixed(elementsPerRow, 1)) host elements × \(bytesPerElement) B = \(Int(elements)) B, "
            + "the rest \(Int(totalPerRow - nodes - elements)) B (stored views, environment, children arrays, "
            + "properties, row models, Observation)"
    }
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
    var breakdown: MemoryBreakdown?
    func perRow(_ make: () -> any TableApp) -> (total: Double, log: Double)? {
        let app = make()
        _ = app.hostTree.takeMutations()
        let empty = EngineCounts(app)
        guard let before = heapBytesInUse() else { return nil }
        app.run(rows)
        let withBatch = heapBytesInUse() ?? 0
        let count = app.hostTree.takeMutations().count
        guard let after = heapBytesInUse() else { return nil }
        let logBytes = Double(max(0, count * MemoryLayout<HostMutation>.stride - (withBatch - after)))
        // Counted after the heap was read: the walk allocates.
        if let empty, let full = EngineCounts(app) { breakdown = full.breakdown(since: empty, rows: rows) }
        _ = withExtendedLifetime(app) {}
        return (Double(after - before) / Double(rows), logBytes / Double(rows))
    }
    guard let engine = perRow({ EngineTable() }), let vanilla = perRow({ VanillaTable() }) else { return nil }
    return MemoryResult(
        method: "glibc mallinfo2() uordblks + hblkhd (bytes in use, mmapped chunks included) before and after building \(rows) rows in a "
            + "fresh app (after a warm-up app), mutation batch taken and released, divided by \(rows)",
        engineBytesPerRow: engine.total, vanillaBytesPerRow: vanilla.total, retainedLogBytesPerRow: engine.log,
        breakdown: breakdown)
}

/// The engine app's nodes and host elements, with the allocator's block for the last row's
/// deepest node and element (every node is one `Node`; row elements are all the same class).
@MainActor
private struct EngineCounts {
    let nodes: Int
    let elements: Int
    let nodeBytes: Int
    let elementBytes: Int

    /// Nil for the hand-written app, or where glibc cannot tell block sizes.
    init?(_ app: any TableApp) {
        guard let engine = app as? EngineTable else { return nil }
        func count(_ node: Node) -> Int { node.children.reduce(1) { $0 + count($1) } }
        var deepest = engine.host.rootNode
        while let last = deepest.children.last { deepest = last }
        var leaf = engine.hostTree.snapshot()
        while let last = leaf.children.last { leaf = last }
        guard let node = Self.blockSize(of: deepest), let element = engine.hostTree.element(leaf.id).flatMap(Self.blockSize(of:))
        else { return nil }
        nodes = count(engine.host.rootNode)
        elements = engine.hostTree.elementCount
        nodeBytes = node
        elementBytes = element
    }

    func breakdown(since empty: EngineCounts, rows: Int) -> MemoryBreakdown {
        MemoryBreakdown(
            nodesPerRow: Double(nodes - empty.nodes) / Double(rows), bytesPerNode: nodeBytes,
            elementsPerRow: Double(elements - empty.elements) / Double(rows), bytesPerElement: elementBytes)
    }

    /// The allocator's block for `object`, its header included.
    private static func blockSize(of object: AnyObject) -> Int? {
        let size = withExtendedLifetime(object) { Int(loom_bench_block_size(Unmanaged.passUnretained(object).toOpaque())) }
        return size > 0 ? size : nil
    }
}
