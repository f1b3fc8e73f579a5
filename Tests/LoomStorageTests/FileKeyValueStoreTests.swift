import Foundation
import LoomStorage
import Testing

struct FileKeyValueStoreTests {
    @Test func aMissingFileReadsAsZero() throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileKeyValueStore(directory: directory.appendingPathComponent("not-yet"))
        #expect(try store.integer(forKey: "counter") == 0)
    }

    @Test func writesKeepOtherKeysAndLeaveNoTemporaryFiles() throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileKeyValueStore(directory: directory)
        try store.set(1, forKey: "a")
        try store.set(2, forKey: "b")
        try store.set(3, forKey: "a")
        #expect(try store.integer(forKey: "a") == 3)
        #expect(try store.integer(forKey: "b") == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["app-storage.json"])
        #expect(try String(contentsOf: store.fileURL, encoding: .utf8) == #"{"a":3,"b":2}"#)
    }

    @Test func aCorruptFileThrowsAndIsMovedAsideUnderAFreeName() throws {
        let directory = try makeStorageDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = FileKeyValueStore(directory: directory)
        for round in 1...2 {
            try Data("not json \(round)".utf8).write(to: store.fileURL)
            #expect(throws: KeyValueStoreError.corrupt(file: store.fileURL.path, reason: "not a JSON object of numbers, booleans and strings")) {
                try store.integer(forKey: "counter")
            }
            let aside = try store.moveCorruptFileAside()
            #expect(aside.lastPathComponent == "app-storage.json.corrupt-\(round)")
            #expect(try String(contentsOf: aside, encoding: .utf8) == "not json \(round)")
            #expect(try store.integer(forKey: "counter") == 0)
        }
    }
}

/// A fresh folder for one test's store.
private func makeStorageDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("file-key-value-store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
