import LoomCore

extension AnyViewSnapshot {
    /// Compares the text rendering of every snapshot with `__Snapshots__/<prefix>-<name>.txt`,
    /// checking them all before throwing the first difference: the Tempura-style gallery of
    /// named view models at several sizes, kept as text files beside the tests.
    ///
    /// ```swift
    /// let gallery = ViewSnapshot<ProfileView>(type: ProfileView.self, models: ["empty": .init(), "full": .sample])
    /// try gallery.expectSnapshots(prefix: "profile")   // LOOM_RECORD_SNAPSHOTS=1 re-records
    /// ```
    @MainActor
    public func expectSnapshots(prefix: String, testFile: StaticString = #filePath) throws {
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
