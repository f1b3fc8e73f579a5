import Foundation
import LoomCore
import LoomData

/// A session's screen: every todo of a priority, newest first.
private struct TodoColumn: View {
    @Query(filter: #Predicate<BenchTodo> { $0.priority == 1 }, sort: \BenchTodo.created, order: .reverse)
    private var todos: [BenchTodo]

    var body: some View {
        VStack {
            Text("\(todos.count) todos")
            ForEach(todos) { todo in Text(todo.title) }
        }
    }
}

/// What one save costs until every session's screen has its patch: `sessions` sessions each
/// showing a query over `rows` rows, `saves` saves of one new matching row from another
/// context. Reports the median and p99 of save → every session updated, and the host
/// mutations each session's update made (an insert into the query should be about one row).
struct FanOutResult {
    let sessions: Int
    let rows: Int
    let medianNanoseconds: Int
    let p99Nanoseconds: Int
    let mutationsPerSession: Double
}

@MainActor
func measureFanOut(sessions: Int, rows: Int, saves: Int) throws -> FanOutResult {
    let file = try scratchFile("fanout.store")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let (container, writer) = try seededContainer(file: file, rows: rows)
    let hosts = (0..<sessions).map { _ in ViewHost(TodoColumn().modelContainer(container)) }
    for host in hosts {
        host.update()
        _ = host.hostTree.takeMutations()
    }
    var times: [Int] = []
    var mutations = 0
    for save in 0..<saves {
        let start = DispatchTime.now().uptimeNanoseconds
        writer.insert(BenchTodo(title: "new \(save)", created: Date(timeIntervalSince1970: Double(rows + save)), priority: 1))
        try writer.save()
        for host in hosts { host.update() }
        times.append(Int(DispatchTime.now().uptimeNanoseconds - start))
        for host in hosts { mutations += host.hostTree.takeMutations().count }
    }
    for host in hosts { host.tearDown() }
    let sorted = times.sorted()
    return FanOutResult(
        sessions: sessions, rows: rows, medianNanoseconds: median(times),
        p99Nanoseconds: sorted[min(sorted.count - 1, sorted.count * 99 / 100)],
        mutationsPerSession: Double(mutations) / Double(saves * sessions))
}
