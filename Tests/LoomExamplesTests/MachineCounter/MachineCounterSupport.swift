import Dispatch
import Foundation
import Loom
import LoomExamples

/// Lines written by the counter, awaited without sleeping.
final class LineRecorder: Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private nonisolated(unsafe) var lines: [String] = []
    /// Guarded by `lock`.
    private nonisolated(unsafe) var waiters: [(count: Int, continuation: CheckedContinuation<[String], Never>)] = []

    /// Everything recorded so far.
    var all: [String] { lock.withLock { lines } }

    func record(_ line: String) {
        let ready = lock.withLock {
            lines.append(line)
            let done = waiters.filter { $0.count <= lines.count }
            waiters.removeAll { $0.count <= lines.count }
            return done.map { ($0.continuation, Array(lines.prefix($0.count))) }
        }
        for (continuation, prefix) in ready { continuation.resume(returning: prefix) }
    }

    /// The first `count` lines, once that many have been written.
    func first(_ count: Int) async -> [String] {
        await withCheckedContinuation { continuation in
            let prefix: [String]? = lock.withLock {
                if lines.count >= count { return Array(lines.prefix(count)) }
                waiters.append((count, continuation))
                return nil
            }
            if let prefix { continuation.resume(returning: prefix) }
        }
    }
}

/// A fresh, empty directory for one test's storage.
func makeStorageDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("machine-counter-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// A container for the counter's taps in a SQLite file of `directory`: containers made for the
/// same directory share the store, as a restarted server's does.
func makeCounterContainer(in directory: URL, allowsSave: Bool = true) throws -> ModelContainer {
    try ModelContainer(for: CounterTap.self, configurations: ModelConfiguration(
        url: directory.appendingPathComponent("counter.store"), allowsSave: allowsSave))
}

/// How many taps `container`'s store holds, read through a context of its own.
@MainActor
func storedTaps(in container: ModelContainer) throws -> Int {
    try ModelContext(container).fetchCount(FetchDescriptor<CounterTap>())
}

/// Waits until the main queue has run everything submitted to it before this call (the
/// counter's machines all process there, the screen last).
func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}
