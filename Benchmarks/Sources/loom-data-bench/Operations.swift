import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One operation both sides run on a table seeded with `seeded` rows (seeding is not timed).
struct DataOperation {
    let name: String
    let seeded: Int
    let run: (any DataSide) throws -> Void

    static func all(scale: Int) -> [DataOperation] {
        let rows = 10_000 / scale
        return [
            DataOperation(name: "save \(200 / scale) inserts, one save each", seeded: 0) { try $0.saveOneAtATime(200 / scale) },
            DataOperation(name: "insert \(rows) rows in one save", seeded: 0) { try $0.insertBatch(rows) },
            DataOperation(name: "update every 10th of \(rows) rows", seeded: rows) { try $0.updateEvery10th() },
            DataOperation(name: "fetch 4 in 5 of \(rows) rows, sorted", seeded: rows) { _ = try $0.fetchSorted() },
            DataOperation(name: "delete every 10th of \(rows) rows", seeded: rows) { try $0.deleteEvery10th() },
        ]
    }
}

/// The medians of one operation's timed runs on each side.
struct DataResult {
    let operation: DataOperation
    let loomNanoseconds: Int
    let grdbNanoseconds: Int
    var ratio: Double { Double(loomNanoseconds) / Double(max(grdbNanoseconds, 1)) }
}

/// Runs `operation` `rounds` times on each side, alternating, each run on a fresh file.
func measure(_ operation: DataOperation, rounds: Int) throws -> DataResult {
    var loom: [Int] = []
    var grdb: [Int] = []
    for _ in 0..<rounds {
        loom.append(try time(operation, on: LoomDataSide.self))
        grdb.append(try time(operation, on: GRDBSide.self))
    }
    return DataResult(operation: operation, loomNanoseconds: median(loom), grdbNanoseconds: median(grdb))
}

private func time<Side: DataSide>(_ operation: DataOperation, on side: Side.Type) throws -> Int {
    let file = try scratchFile("bench.store")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let instance = try Side(file: file, rows: operation.seeded)
    if operation.seeded > 0 { try instance.insertBatch(operation.seeded) }
    let start = DispatchTime.now().uptimeNanoseconds
    try operation.run(instance)
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

func median(_ values: [Int]) -> Int {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func milliseconds(_ nanoseconds: Int) -> String {
    String(format: "%.2f", Double(nanoseconds) / 1_000_000)
}
