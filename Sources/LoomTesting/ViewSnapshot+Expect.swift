import Loom
import LoomTestSupport

extension AnyViewSnapshot {
    /// Compares the text rendering of every snapshot with `__Snapshots__/<prefix>-<name>.txt`,
    /// checking them all before throwing the first difference.
    @MainActor
    func expectSnapshots(prefix: String, testFile: StaticString = #filePath) throws {
        var failures: [any Error] = []
        for snapshot in render() {
            do {
                try TextSnapshot.expect(
                    TextRenderer.render(snapshot.tree.snapshot()), named: "\(prefix)-\(snapshot.name)", testFile: testFile)
            } catch {
                failures.append(error)
            }
        }
        if let first = failures.first { throw first }
    }
}
