import Foundation
import LoomStorage
import Observation

/// The machine counter's number, kept in a file and shared by every session of a process.
///
/// ```swift
/// let counter = SharedCounter(directory: storage)        // once per server process
/// let app = MachineCounterApp(counter: counter)          // in each session's factory
/// ```
///
/// Every increment is a read-modify-write of the file in one place (``increment()``, under the
/// store's lock), so two tabs tapping at once never overwrite each other's taps, and ``value``
/// changes for everyone: each session's view observes it and re-renders. Main-actor bound, as
/// the counter's machines (on the main queue) and every session's views run there.
@MainActor
@Observable
public final class SharedCounter {
    /// The file-backed store the number lives in.
    public let store: FileKeyValueStore
    /// The latest number read or written; `nil` until the first read.
    public private(set) var value: Int?
    @ObservationIgnored private let report: @Sendable (String) -> Void

    /// A counter kept in `machine-counter.json` in `directory`. `report` receives storage
    /// problems, described for a person to act on.
    public init(
        directory: URL,
        report: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        store = FileKeyValueStore(directory: directory, fileName: "machine-counter.json")
        self.report = report
    }

    /// Reads the stored number (a corrupt file is reported, moved aside and read as 0).
    @discardableResult
    public func load() -> Int {
        let number = recovering { () throws(KeyValueStoreError) in try store.integer(forKey: MachineCounter.storageKey) } ?? 0
        value = number
        return number
    }

    /// Adds one to the stored number as one read-modify-write of the file and returns the new
    /// number, which every observer of ``value`` then sees.
    @discardableResult
    public func increment() -> Int {
        let key = MachineCounter.storageKey
        let number = recovering { () throws(KeyValueStoreError) in try store.update(key) { $0 + 1 } }
            // The file could not be written: show the number the tap meant, and say so (above).
            ?? ((value ?? 0) + 1)
        value = number
        return number
    }

    /// Runs a store operation; a corrupt file is reported, moved aside (never deleted) and the
    /// operation retried on the fresh store. Other failures are reported and give `nil`.
    private func recovering(_ operation: () throws(KeyValueStoreError) -> Int) -> Int? {
        do {
            return try operation()
        } catch .corrupt(let file, let reason) {
            do {
                let aside = try store.moveCorruptFileAside()
                report("storage: \(file) is corrupt (\(reason)); moved it to \(aside.path); starting from 0")
            } catch {
                report("storage: \(file) is corrupt (\(reason)) and could not be moved aside: \(error); starting from 0")
                return nil
            }
            return try? operation()
        } catch {
            report("storage: \(error)")
            return nil
        }
    }
}
