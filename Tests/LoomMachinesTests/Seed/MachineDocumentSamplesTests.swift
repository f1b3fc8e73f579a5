import Foundation
import Loom
import Testing

/// The machines document's counter app, its samples compiled as written (see the other
/// `MachineDocumentSamples+…` files), run the way UIKit would launch it.
///
/// Serialized: the samples share UIKit's one `UIApplication` and the one `UserDefaults` key.
@MainActor
@Suite(.serialized) struct MachineDocumentSamplesTests {
    /// Launches the document's app as UIKit does: the delegate is the application's, then
    /// `application(_:didFinishLaunchingWithOptions:)` runs.
    private func launch() -> AppDelegate {
        let appDelegate = AppDelegate()
        UIApplication.shared.delegate = appDelegate
        _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
        return appDelegate
    }

    private func controller(of appDelegate: AppDelegate) throws -> MainViewController {
        try #require(appDelegate.window?.rootViewController as? MainViewController)
    }

    @Test func theCounterShowsTheStoredNumberCountsOnEachTapAndStoresIt() async throws {
        UserDefaults.standard.removeObject(forKey: calculator_storage_name)
        defer { UserDefaults.standard.removeObject(forKey: calculator_storage_name) }
        let app = launch()
        defer { app.stop() }
        let screen = try controller(of: app)

        try await waitUntil { screen.label.text == "0" }
        screen.listener?()
        try await waitUntil { screen.label.text == "1" }
        screen.listener?()
        try await waitUntil { screen.label.text == "2" }

        #expect(app.window?.isKeyWindow == true)
        try await waitUntil { UserDefaults.standard.integer(forKey: calculator_storage_name) == 2 }
    }

    @Test func aRelaunchedAppShowsTheNumberItStoredBefore() async throws {
        UserDefaults.standard.set(41, forKey: calculator_storage_name)
        defer { UserDefaults.standard.removeObject(forKey: calculator_storage_name) }
        let first = launch()
        let firstScreen = try controller(of: first)
        try await waitUntil { firstScreen.label.text == "41" }
        firstScreen.listener?()
        try await waitUntil { UserDefaults.standard.integer(forKey: calculator_storage_name) == 42 }
        first.stop()

        let second = launch()
        defer { second.stop() }
        let secondScreen = try controller(of: second)
        try await waitUntil { secondScreen.label.text == "42" }
    }

    @Test func stepSevensDisplayShowsEachNumberAndTurnsTapsIntoRequests() async throws {
        let app = AppDelegate()
        UIApplication.shared.delegate = app
        app.window = UIWindow()
        let screen = MainViewController()
        app.window?.rootViewController = screen
        // The root answers each request with the number 7.
        let root = SampleRoot(
            (~Step7.Display()).redirect { event in
                if case .willChangeState = event { return .back(.didChangeState(7)) }
                return .prop
            })

        root.start()
        defer { root.stop() }
        try await waitUntil { screen.label.text == "loading" }
        screen.listener?()
        try await waitUntil { screen.label.text == "7" }
    }
}

/// A root over a given flow.
private final class SampleRoot: RootMachine {
    typealias Input = AppEvent
    typealias Output = AppEvent
    let child: Machine<AppEvent, AppEvent>

    init(_ child: Machine<AppEvent, AppEvent>) {
        self.child = child
    }
}

/// Waits, letting the main queue run, until `condition` holds; fails after about a second.
@MainActor
func waitUntil(
    _ condition: () -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    for _ in 0..<1_000 {
        if condition() { return }
        await drainMainQueue()
        try await Task.sleep(for: .milliseconds(1))
    }
    Issue.record("the condition never held", sourceLocation: sourceLocation)
    throw CancellationError()
}
