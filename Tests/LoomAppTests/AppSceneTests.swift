@testable import LoomApp
import Loom
import LoomTesting
import Testing

private struct Hello: View {
    var body: some View { Text("Hello") }
}

private struct OneWindow: App {
    var body: some Scene { WindowGroup("My Todo") { Hello() } }
}

private struct TwoWindows: App {
    var body: some Scene {
        WindowGroup("First") { Hello() }
        WindowGroup("Second", id: "two") { Text("Two") }
    }
}

private struct Untitled: App {
    var body: some Scene { WindowGroup { Hello() } }
}

@MainActor
struct AppSceneTests {
    @Test func aWindowGroupIsOneWindowWithItsTitleAndAnIdFromIt() {
        let windows = OneWindow().body.windows
        #expect(windows.map(\.title) == ["My Todo"])
        #expect(windows.map(\.id) == ["my-todo"])
    }

    @Test func severalWindowGroupsAreSeveralWindowsInOrder() {
        let windows = TwoWindows().body.windows
        #expect(windows.map(\.id) == ["first", "two"])
        let host = windows[1].makeView(KeyValueStore())
        host.update()
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("Two"))
        host.tearDown()
    }

    @Test func aWindowMadeByTheRunnerReadsTheProcesssStorage() {
        struct Reads: View {
            @AppStorage("name") var name = "nobody"
            var body: some View { Text("name: \(name)") }
        }
        let store = KeyValueStore(values: ["name": .string("Ada")])
        let window = WindowGroup("Reads") { Reads() }.windows[0]
        let host = window.makeView(store)
        host.update()
        #expect(TextRenderer.render(host.hostTree.snapshot()).contains("name: Ada"))
        host.tearDown()
    }

    @Test func eachWindowIsAWebAppWithItsIdTitleAndSummary() {
        struct Described: App {
            var body: some Scene {
                WindowGroup("First") { Hello() }.summary("The first one")
                WindowGroup("Second", id: "two") { Text("Two") }
            }
        }
        let apps = AppRunner.webApps(Described().body.windows, storage: KeyValueStore())
        #expect(apps.map(\.path) == ["first", "two"])
        #expect(apps.map(\.title) == ["First", "Second"])
        #expect(apps.map(\.summary) == ["The first one", ""])
    }

    @Test func theTerminalMenuOfAnAppWithSeveralWindowsOpensTheChosenOne() throws {
        var opened: [Int] = []
        let menu = WindowMenu(
            title: "My suite", entries: [.init(title: "First", summary: "The first one"), .init(title: "Second", summary: "")],
            open: { opened.append($0) })
        let ui = ViewHarness(menu)
        try ui.expectText("My suite")
        try ui.expectText("The first one")
        try ui.tap("Second")
        #expect(opened == [1])
    }

    @Test func theStorageFileFollowsTheCommandLineThenTheEnvironment() throws {
        let given = try AppArguments(["--storage", "/data/x.json"])
        #expect(AppRunner.storageFile(arguments: given, appName: "Todo", environment: [:]).path == "/data/x.json")
        let none = try AppArguments([])
        #expect(AppRunner.storageFile(arguments: none, appName: "Todo", environment: ["LOOM_STORAGE_DIR": "/s"]).path == "/s/Todo.json")
        #expect(AppRunner.storageFile(arguments: none, appName: "Todo", environment: ["XDG_DATA_HOME": "/d"]).path == "/d/Todo/app-storage.json")
        _ = Untitled()
    }
}

@MainActor
struct HarnessExpectTextTests {
    @Test func expectTextThrowsWithTheScreenWhenTheTextIsMissing() throws {
        let ui = ViewHarness(Hello())
        try ui.expectText("Hello")
        #expect(throws: HarnessError.self) { try ui.expectText("Goodbye") }
    }
}
