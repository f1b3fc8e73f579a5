import Foundation
import LoomHost
@testable import LoomWebServer
import Testing

struct RootAppPageTests {
    private func app(assets: WebAssets? = nil) -> WebApp {
        WebApp(path: "todo", title: "Todo <3", assets: assets) { fatalSessionForPageTests() }
    }

    @Test func anAppAtTheRootHasItsOwnTitleAndNoShowcaseHeader() {
        let page = Pages.app(app(), html: "<p>hi</p>", isRoot: true)
        #expect(page.contains("<title>Todo &lt;3</title>"))
        #expect(!page.contains("All examples"))
        #expect(!page.contains("<header"))
        #expect(page.contains("<main class=\"lm-app\">"))
        // The showcase's pages keep their header.
        #expect(Pages.app(app(), html: "", isRoot: false).contains("All examples"))
    }

    @Test func anAppsFaviconAndStylesheetsAreLinkedAfterLoomsOwn() throws {
        let assets = WebAssets(directory: URL(fileURLWithPath: "/tmp"), favicon: "icon.svg", stylesheets: ["todo.css"])
        let page = Pages.app(app(assets: assets), html: "", isRoot: true)
        let loom = try #require(page.range(of: "href=\"/loom.css\""))
        let own = try #require(page.range(of: "<link rel=\"stylesheet\" href=\"/static/todo.css\">"))
        #expect(loom.upperBound < own.lowerBound)
        #expect(page.contains("<link rel=\"icon\" type=\"image/svg+xml\" href=\"/static/icon.svg\">"))
    }

    @Test func staticFilesAreServedOnlyFromInsideTheFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loom-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("a".utf8).write(to: folder.appendingPathComponent("img/a.png"))
        try Data("s".utf8).write(to: folder.appendingPathComponent(".secret"))
        let assets = WebAssets(directory: folder)
        #expect(assets.file(at: ["img", "a.png"])?.lastPathComponent == "a.png")
        #expect(assets.file(at: ["..", "etc", "passwd"]) == nil)
        #expect(assets.file(at: [".secret"]) == nil)
        #expect(assets.file(at: ["img"]) == nil)
        #expect(assets.file(at: []) == nil)
        #expect(WebAssets.contentType(of: "a.PNG") == "image/png")
    }
}

/// The page tests never open a session.
@MainActor private func fatalSessionForPageTests() -> any HostSession {
    preconditionFailure("no session in page tests")
}
