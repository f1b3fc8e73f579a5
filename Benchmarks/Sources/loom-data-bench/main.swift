import Foundation
import LoomCore

// LoomData against GRDB used directly, on the same kind of SQLite file (WAL, a temp folder),
// and a save reaching many sessions' queries. Times are medians of alternating rounds, reported
// as ratios; `--smoke` runs tiny sizes once and checks the counts (the test command's check).
//
//   swift run -c release --package-path Benchmarks loom-data-bench [--rounds N] [--smoke]

let arguments = CommandLine.arguments
let smoke = arguments.contains("--smoke")
let rounds = arguments.firstIndex(of: "--rounds").flatMap { Int(arguments[$0 + 1]) } ?? 5
let scale = smoke ? 100 : 1

print("LoomData beside GRDB (the limit): median of \(smoke ? 1 : rounds) alternating rounds, each on a new file")
print("| operation | LoomData ms | GRDB ms | ratio |")
print("| --- | ---: | ---: | ---: |")
var failed = false
for operation in DataOperation.all(scale: scale) {
    do {
        let result = try measure(operation, rounds: smoke ? 1 : rounds)
        print("| \(operation.name) | \(milliseconds(result.loomNanoseconds)) | \(milliseconds(result.grdbNanoseconds)) | \(String(format: "%.2f", result.ratio)) |")
    } catch {
        print("| \(operation.name) | failed: \(error) | | |")
        failed = true
    }
}

let counts = try MainActor.assumeIsolated { () throws -> (Int, Int) in
    let loom = try LoomDataSide(file: try scratchFile("count.store"), rows: 0)
    try loom.insertBatch(1_000 / scale * 10)
    let grdb = try GRDBSide(file: try scratchFile("count.store"), rows: 0)
    try grdb.insertBatch(1_000 / scale * 10)
    return (try loom.fetchSorted(), try grdb.fetchSorted())
}
print("fetch check: LoomData \(counts.0) rows, GRDB \(counts.1) rows")
if counts.0 != counts.1 { failed = true }

let fanOut = try MainActor.assumeIsolated {
    try measureFanOut(sessions: smoke ? 4 : 100, rows: smoke ? 100 : 1_000, saves: smoke ? 3 : 50)
}
print("""
    a save reaching \(fanOut.sessions) sessions' @Query (\(fanOut.rows) rows, 1 in 5 shown): \
    save → every session updated median \(milliseconds(fanOut.medianNanoseconds)) ms, \
    p99 \(milliseconds(fanOut.p99Nanoseconds)) ms; \
    \(String(format: "%.1f", fanOut.mutationsPerSession)) host mutations per session per save
    """)
if fanOut.mutationsPerSession > 5 { failed = true }

// The paged side first: memory the other side freed would be reused and hide its growth.
for paged in [true, false] {
    let memory = try MainActor.assumeIsolated {
        try measureQueryMemory(rows: smoke ? 1_000 : 100_000, sessions: smoke ? 2 : (paged ? 20 : 4), paged: paged)
    }
    print("""
        \(paged ? "@FetchRequest" : "@Query") over \(memory.rows) rows in a LazyVStack: \(memory.kibPerSession) KiB of heap \
        per session, \(memory.modelsPerSession) models held by each
        """)
    if paged && memory.modelsPerSession > 600 { failed = true }
}
if failed {
    print("FAIL")
    exit(1)
}
