import Testing

@testable import LoomWebServer

/// The page's script and stylesheet come from the module's resources, and a missing file is an
/// error that names it (the server throws it at start) rather than a crash.
struct PageResourceTests {
    @Test func scriptAndStylesheetAreReadFromTheBundle() throws {
        #expect(ClientScript.source.contains("function createLoomClient(env)"))
        #expect(Stylesheet.source.contains("#loom-status"))
        try PageResource.verify()
    }

    @Test func aMissingPageFileIsAnErrorThatNamesIt() {
        let result = PageResource.text("missing.js")
        guard case .failure(let error) = result else {
            Issue.record("expected an error for a missing file, got \(result)")
            return
        }
        #expect(error.description.contains("missing.js"))
        #expect(error.description.contains("Loom_LoomWebServer.resources"))
    }
}
