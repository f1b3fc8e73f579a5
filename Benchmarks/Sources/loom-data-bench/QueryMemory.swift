import CHeapStats
import Foundation
import LoomCore
import LoomData

/// A session's screen over a long query: every todo in a lazy stack, which builds only the
/// rows it shows.
private struct LongList: View {
    @Query(sort: \BenchTodo.created) private var todos: [BenchTodo]
    let held: HeldCount

    var body: some View {
        held.read = { [todos] in todos.count }
        return ScrollView {
            LazyVStack {
                ForEach(todos) { todo in Text(todo.title) }
            }
        }
    }
}

/// The same screen with `@FetchRequest`, which reads the query a page at a time.
private struct PagedLongList: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\BenchTodo.created)]) private var todos: FetchedResults<BenchTodo>
    let held: HeldCount

    var body: some View {
        held.read = { [todos] in todos.heldModelCount }
        return ScrollView {
            LazyVStack {
                ForEach(todos) { todo in Text(todo.title) }
            }
        }
    }
}

/// What one more session showing a `rows`-row query in a `LazyVStack` costs in heap bytes in
/// use (glibc's count, exact where resident memory is not: memory freed by the setup's inserts
/// is reused first): `sessions` sessions opened after a first one (which pays for caches),
/// the growth divided among them. Also how many models each session holds.
struct QueryMemoryResult {
    let rows: Int
    let sessions: Int
    let kibPerSession: Int
    let modelsPerSession: Int
}

/// How many models a session's query holds, read after the session's update.
@MainActor
final class HeldCount {
    var read: @MainActor () -> Int = { 0 }
}

@MainActor
func measureQueryMemory(rows: Int, sessions: Int, paged: Bool) throws -> QueryMemoryResult {
    let file = try scratchFile("memory.store")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (container, _) = try seededContainer(file: file, rows: rows)
    let held = HeldCount()
    func session() -> ViewHost {
        paged ? ViewHost(PagedLongList(held: held).modelContainer(container)) : ViewHost(LongList(held: held).modelContainer(container))
    }
    var hosts = [session()]
    hosts[0].update()
    let before = loom_bench_heap_bytes_in_use()
    for _ in 0..<sessions {
        let host = session()
        host.update()
        hosts.append(host)
    }
    let after = loom_bench_heap_bytes_in_use()
    let models = held.read()
    for host in hosts { host.tearDown() }
    return QueryMemoryResult(rows: rows, sessions: sessions, kibPerSession: (Int(after) - Int(before)) / sessions / 1024, modelsPerSession: models)
}
