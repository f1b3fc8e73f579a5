import Foundation
import Observation

/// The app's persistent key-value store, shared by every session of a process: what
/// `@AppStorage` reads and writes, in place of `UserDefaults`.
///
/// ```swift
/// let store = KeyValueStore(file: storageFolder.appendingPathComponent("app-storage.json"))
/// ContentView().defaultAppStorage(store)   // `App.main()` does this for every window
/// ```
/// Values are read from the file once, then kept in memory; each write goes through to the file
/// atomically (a temporary file renamed over the old one), so a crash never leaves half a file.
/// A file that cannot be decoded is moved aside (`<name>.corrupt-<n>`, never deleted), reported
/// through `report`, and the store starts empty. Each key is observed on its own: a write
/// re-renders every view, in every session, that read that key, and no other.
///
/// Main-actor bound, as every session's views run there: one store per process is safe for
/// any number of sessions. Two processes writing the same file are not coordinated.
@MainActor
public final class KeyValueStore {
    /// The file behind the store, or nil for a store that lives in memory only.
    public nonisolated let fileURL: URL?
    private let file: FileKeyValueStore?
    private let report: @Sendable (String) -> Void
    private var entries: [String: Entry]

    /// A store kept in `file`. `report` receives storage problems, described for a person.
    public nonisolated init(
        file: URL,
        report: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(("Loom storage: " + $0 + "\n").utf8)) }
    ) {
        let store = FileKeyValueStore(directory: file.deletingLastPathComponent(), fileName: file.lastPathComponent)
        let loaded = Self.load(store, report: report).mapValues { Entry($0) }
        fileURL = file
        self.file = store
        self.report = report
        entries = loaded
    }

    /// A store that keeps its values in memory only (previews, tests, the default environment).
    public nonisolated init(values: [String: StoredValue] = [:]) {
        let loaded = values.mapValues { Entry($0) }
        fileURL = nil
        file = nil
        report = { _ in }
        entries = loaded
    }

    /// The value for `key`, or nil. Reading inside a view's body subscribes that view to the key.
    public func value(forKey key: String) -> StoredValue? {
        entry(key).value
    }

    /// Stores `value` for `key` (nil removes it), writes the file, and re-renders the views that
    /// read the key. A failed write is reported; the value still changes for this process.
    public func set(_ value: StoredValue?, forKey key: String) {
        let entry = entry(key)
        guard entry.value != value else { return }
        entry.value = value
        guard let file else { return }
        do {
            try file.set(value, forKey: key)
        } catch {
            report("\(error) (the new value of \"\(key)\" is kept in memory only)")
        }
    }

    private func entry(_ key: String) -> Entry {
        if let existing = entries[key] { return existing }
        let made = Entry(nil)
        entries[key] = made
        return made
    }

    /// Reads every value; a corrupt file is moved aside and reported, and reads as empty.
    private nonisolated static func load(_ store: FileKeyValueStore, report: (String) -> Void) -> [String: StoredValue] {
        do {
            return try store.values()
        } catch .corrupt(let file, let reason) {
            do {
                let aside = try store.moveCorruptFileAside()
                report("\(file) is corrupt (\(reason)); moved it to \(aside.path) and started empty.")
            } catch {
                report("\(file) is corrupt (\(reason)) and could not be moved aside: \(error)")
            }
            return [:]
        } catch {
            report("\(error); starting empty.")
            return [:]
        }
    }

    /// One key's value, observed on its own so a write re-renders only that key's readers.
    /// (Written out rather than `@Observable`, whose macro cannot initialise a main-actor
    /// property from the nonisolated initialiser the default environment store needs.)
    @MainActor
    final class Entry: Observable {
        private let registrar = ObservationRegistrar()
        private var stored: StoredValue?

        nonisolated init(_ value: StoredValue?) { stored = value }

        var value: StoredValue? {
            get {
                registrar.access(self, keyPath: \.value)
                return stored
            }
            set {
                registrar.withMutation(of: self, keyPath: \.value) { stored = newValue }
            }
        }
    }
}
