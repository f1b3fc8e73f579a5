import Foundation

/// Compares text with a snapshot file committed beside the tests, in
/// `Tests/<TestTarget>/__Snapshots__/<name>.txt`.
///
/// A missing file is written and the check fails once, so a new snapshot is always looked at.
/// To re-record changed snapshots run the tests with `LOOM_RECORD_SNAPSHOTS=1`, then review the
/// diff with `git diff` before committing.
public enum TextSnapshot {
    /// Throws ``SnapshotError`` when `text` differs from the recorded snapshot.
    public static func expect(_ text: String, named name: String, testFile: StaticString = #filePath) throws {
        let url = try snapshotURL(named: name, testFile: "\(testFile)")
        let recording = ProcessInfo.processInfo.environment["LOOM_RECORD_SNAPSHOTS"] == "1"
        let existing = try? String(contentsOf: url, encoding: .utf8)
        if recording || existing == nil {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            if !recording { throw SnapshotError.recorded(url.path) }
            return
        }
        if existing != text {
            throw SnapshotError.mismatch(path: url.path, diff: lineDiff(expected: existing ?? "", actual: text))
        }
    }

    static func snapshotURL(named name: String, testFile: String) throws -> URL {
        var directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while directory.pathComponents.count > 1 {
            if directory.deletingLastPathComponent().lastPathComponent == "Tests" {
                return directory.appendingPathComponent("__Snapshots__").appendingPathComponent(name + ".txt")
            }
            directory = directory.deletingLastPathComponent()
        }
        throw SnapshotError.noTestsDirectory(testFile)
    }

    /// A readable line diff: `-` expected, `+` actual, for the lines that differ.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            if left == right { continue }
            if let left { lines.append("- \(left)") }
            if let right { lines.append("+ \(right)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// Why a snapshot check failed.
public enum SnapshotError: Error, CustomStringConvertible {
    case mismatch(path: String, diff: String)
    case recorded(String)
    case noTestsDirectory(String)

    public var description: String {
        switch self {
        case .mismatch(let path, let diff):
            "Snapshot \(path) differs (- recorded, + now):\n\(diff)\nIf the change is intended, re-record with LOOM_RECORD_SNAPSHOTS=1 swift test, and review the diff."
        case .recorded(let path):
            "No snapshot existed; recorded \(path). Review it and run the test again."
        case .noTestsDirectory(let file):
            "Cannot find the Tests/<target> folder above \(file)."
        }
    }
}

extension ViewHarness {
    /// Compares ``text`` with the snapshot file `name`.
    public func expectSnapshot(named name: String, testFile: StaticString = #filePath) throws {
        try TextSnapshot.expect(text, named: name, testFile: testFile)
    }
}
