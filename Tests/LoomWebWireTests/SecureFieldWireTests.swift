import Loom
import Testing

/// A secure field's value never leaves the server: not in the first render, not in patches,
/// not in resyncs. The page's own typing is its only copy.
@MainActor
struct SecureFieldWireTests {
    static let secret = "hunter2-very-secret"

    /// A login form whose password the app can read and clear.
    @MainActor
    final class Model: ObservableObject {
        @Published var password: String
        init(password: String = "") { self.password = password }
    }

    struct Login: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack {
                SecureField("Password", text: $model.password, prompt: Text("Your password"))
                Text("\(model.password.count) characters")
                Button("Clear") { model.password = "" }
            }
        }
    }

    /// A hosted login form, the encoder fed every batch it produces, and all the frames sent.
    @MainActor
    final class Page {
        let model: Model
        let host: ViewHost
        var encoder = WireEncoder()
        var frames: [String] = []

        init(password: String = "") {
            model = Model(password: password)
            host = ViewHost(Login(model: model))
            frames.append(encoder.reset(to: host.hostTree.snapshot()))
            _ = host.hostTree.takeMutations()
        }

        var field: HostElementID? { host.hostTree.snapshot().first(.secureField, labelled: "Your password")?.id }

        func type(_ text: String) throws {
            let field = try #require(self.field)
            try host.send(HostEvent(element: field, action: .textChange(text)))
            try flush()
        }

        func tap(_ title: String) throws {
            let button = try #require(host.hostTree.snapshot().first(.button, labelled: title))
            try host.send(HostEvent(element: button.id, action: .tap))
            try flush()
        }

        func flush() throws {
            host.update()
            if let patch = try encoder.patch(host.hostTree.takeMutations()) { frames.append(patch) }
        }

        func resync() {
            frames.append(encoder.reset(to: host.hostTree.snapshot()))
        }
    }

    @Test func typingReachesTheBindingButNoFrameCarriesTheSecret() throws {
        let page = Page()
        for end in Self.secret.indices.dropFirst() { try page.type(String(Self.secret[..<end])) }
        try page.type(Self.secret)
        page.resync()

        #expect(page.model.password == Self.secret)
        #expect(page.frames.count > 2, "typing changed the page (the character count)")
        for frame in page.frames {
            #expect(!frame.contains("hunter"), "a frame carried (part of) the secret: \(frame)")
        }
    }

    @Test func theFirstRenderIsAPasswordInputWithoutAValue() throws {
        let page = Page(password: Self.secret)
        let html = HTMLWriter.html(of: page.host.hostTree.snapshot())
        #expect(html.contains("type=\"password\""))
        #expect(html.contains("placeholder=\"Your password\""))
        #expect(!html.contains("value="))
        #expect(!html.contains(Self.secret))
        #expect(!(page.frames.first ?? "").contains(Self.secret))
    }

    @Test func theDOMFormOfASecureFieldIgnoresItsValue() {
        let empty = DOMElement(id: HostElementID(5), kind: .secureField, properties: [.placeholder("P"), .value("")], events: .textChange)
        let filled = DOMElement(id: HostElementID(5), kind: .secureField, properties: [.placeholder("P"), .value(Self.secret)], events: .textChange)
        #expect(empty == filled)
        #expect(filled[attribute: "value"] == nil)
        #expect(filled[attribute: "data-ev"] == nil, "a secure field reports text changes, as a text field does by default")
    }

    @Test func clearingTheBindingGivesThePageAFreshEmptyField() throws {
        let page = Page()
        try page.type(Self.secret)
        let before = try #require(page.field)
        try page.tap("Clear")

        #expect(page.model.password == "")
        let after = try #require(page.field)
        #expect(after != before, "the page cannot be told a value, so it gets a new, empty input")
        let clearing = try #require(page.frames.last)
        #expect(clearing.contains("[1,\(before.rawValue)]"))
        #expect(clearing.contains("type='password'"))
        #expect(!clearing.contains("hunter"))

        // Typing into the new field works as before.
        try page.type("x")
        #expect(page.model.password == "x")
        #expect(page.field == after)
    }
}
