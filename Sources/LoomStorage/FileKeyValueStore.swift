import Foundation

/// A small key-value store kept in one JSON object in one file: Loom's stand-in for
/// `UserDefaults` on disk, behind ``KeyValueStore`` and `@AppStorage`.
///
/// ```swift
/// let store = FileKeyValueStore(directory: appSupport)
/// try store.set(3, forKey: "count")
/// try store.integer(forKey: "count") // 3
/// ```
///
/// A missing file reads as empty. Writes go to a temporary file that is then renamed over the
/// old one, so a crash mid-write leaves either the old file or the new one, never half of each.
/// A file that cannot be decoded is reported as ``KeyValueStoreError/corrupt(file:reason:)``;
/// ``moveCorruptFileAside()`` keeps it for inspection and lets the store start afresh.
public final class FileKeyValueStore: Sendable {
    /// Where the values live.
    public let fileURL: URL
    /// Serialises read-modify-write cycles of this instance.
    private let lock = NSLock()

    /// A store in `directory` (created on first write), in a file named `fileName`.
    public init(directory: URL, fileName: String = "app-storage.json") {
        fileURL = directory.appendingPathComponent(fileName)
    }

    /// The value for `key`, or 0 when the file or the key does not exist yet.
    public func integer(forKey key: String) throws(KeyValueStoreError) -> Int {
        try locked { () throws(KeyValueStoreError) -> Int in
            try load()[key]?.integer ?? 0
        }
    }

    /// The value for `key`, or nil when the file or the key does not exist yet.
    public func value(forKey key: String) throws(KeyValueStoreError) -> StoredValue? {
        try locked { () throws(KeyValueStoreError) -> StoredValue? in try load()[key] }
    }

    /// Every key and value in the file (empty when there is no file yet).
    public func values() throws(KeyValueStoreError) -> [String: StoredValue] {
        try locked { () throws(KeyValueStoreError) -> [String: StoredValue] in try load() }
    }

    /// Stores `value` for `key` (nil removes it), keeping the other keys; replaces the file atomically.
    public func set(_ value: StoredValue?, forKey key: String) throws(KeyValueStoreError) {
        try locked { () throws(KeyValueStoreError) in
            var entries = try load()
            entries[key] = value
            try save(entries)
        }
    }

    /// Stores `value` for `key`, keeping the other keys; replaces the file atomically.
    public func set(_ value: Int, forKey key: String) throws(KeyValueStoreError) {
        try locked { () throws(KeyValueStoreError) in
            var entries = try load()
            entries[key] = .int(value)
            try save(entries)
        }
    }

    /// Replaces the value for `key` (0 when absent) with `change` applied to it, as one
    /// read-modify-write under the store's lock, and returns the new value. Concurrent updates
    /// through this instance never lose each other's changes.
    @discardableResult
    public func update(_ key: String, _ change: (Int) -> Int) throws(KeyValueStoreError) -> Int {
        try locked { () throws(KeyValueStoreError) -> Int in
            var entries = try load()
            let value = change(entries[key]?.integer ?? 0)
            entries[key] = .int(value)
            try save(entries)
            return value
        }
    }

    /// Renames a corrupt file to `<name>.corrupt-<n>` (the first free `n`) so nothing is lost
    /// and the store reads as empty again. Returns the new location.
    @discardableResult
    public func moveCorruptFileAside() throws(KeyValueStoreError) -> URL {
        try locked { () throws(KeyValueStoreError) -> URL in
            let files = FileManager.default
            var number = 1
            var aside = fileURL.appendingPathExtension("corrupt-\(number)")
            while files.fileExists(atPath: aside.path) {
                number += 1
                aside = fileURL.appendingPathExtension("corrupt-\(number)")
            }
            do {
                try files.moveItem(at: fileURL, to: aside)
            } catch {
                throw .unwritable(file: fileURL.path, reason: "could not move it aside: \(error.localizedDescription)")
            }
            return aside
        }
    }

    /// `NSLock.withLock` loses the typed error, hence this.
    private func locked<Result>(_ body: () throws(KeyValueStoreError) -> Result) throws(KeyValueStoreError) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private func load() throws(KeyValueStoreError) -> [String: StoredValue] {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return [:] }
            throw .unreadable(file: fileURL.path, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode([String: StoredValue].self, from: data)
        } catch {
            throw .corrupt(file: fileURL.path, reason: "not a JSON object of numbers, booleans and strings")
        }
    }

    private func save(_ entries: [String: StoredValue]) throws(KeyValueStoreError) {
        let directory = fileURL.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(fileURL.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(entries).write(to: temporary)
        } catch {
            throw .unwritable(file: fileURL.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, fileURL.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .unwritable(file: fileURL.path, reason: "rename failed: \(reason)")
        }
    }
}
