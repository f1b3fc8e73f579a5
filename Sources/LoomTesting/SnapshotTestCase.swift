import LoomCore
import XCTest

/// Tempura's snapshot test case: a test class lists its views' snapshots (each view with named
/// models) and they are compared with text files in `__Snapshots__` beside the tests.
///
/// ```swift
/// final class ProfileSnapshots: SnapshotTestCase {
///     override var viewSnapshots: [AnyViewSnapshot] {
///         [ViewSnapshot<ProfileView>(type: ProfileView.self, container: .none,
///                                    models: ["empty": .init(), "full": .sample])]
///     }
///     func testViewSnapshots() throws { try verifyViewSnapshots() }
/// }
/// ```
/// The one test method is written in the subclass: on Linux, XCTest runs only the test methods
/// a test class declares itself, not inherited ones, so the base class cannot supply it. Its
/// `#filePath` also tells where the test target's `__Snapshots__` folder is.
/// Run with `LOOM_RECORD_SNAPSHOTS=1` to record; files are named `<Class>-<View>-<model>-<size>.txt`.
@MainActor
open class SnapshotTestCase: XCTestCase {
    /// The snapshots to check: override to list them.
    open var viewSnapshots: [AnyViewSnapshot] { [] }

    /// Checks every snapshot of ``viewSnapshots``, all of them before throwing the first difference.
    public func verifyViewSnapshots(testFile: StaticString = #filePath) throws {
        let prefix = String(describing: type(of: self))
        var failures: [any Error] = []
        for snapshots in viewSnapshots {
            do {
                try snapshots.expectSnapshots(prefix: prefix, testFile: testFile)
            } catch {
                failures.append(error)
            }
        }
        if let first = failures.first { throw first }
    }
}
