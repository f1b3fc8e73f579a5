import Foundation
import Loom
import Testing

/// `@SceneStorage`, kept `@State` and `NavigationPath.codable` across two view trees standing
/// for two processes: the second is built from the first's ``SessionState/snapshot()``.
@MainActor
struct SessionStateRestoreTests {
    enum Tab: String, Codable { case inbox, archive }

    struct Draft: View {
        @SceneStorage("draft") var draft = ""
        @SceneStorage("tab") var tab: Tab = .inbox
        @SceneStorage("note") var note: String?
        @State var count = 0
        @State var handle = NonCodable()

        var body: some View {
            VStack {
                TextField("Message", text: $draft)
                Text("tab \(tab.rawValue) note \(note ?? "none")")
                Button("Count \(count)") { count += 1 }
                Button("Archive") { tab = .archive; note = "set" }
                Echo()
            }
        }
    }

    /// Reads the same scene-storage key elsewhere in the tree.
    struct Echo: View {
        @SceneStorage("draft") var draft = ""
        var body: some View { Text("echo \(draft)") }
    }

    struct NonCodable { var value = 1 }

    private func host(_ state: SessionState) -> ViewHost {
        SessionState.$current.withValue(state) { ViewHost(Draft()) }
    }

    private func labels(_ host: ViewHost) -> [String] { host.hostTree.snapshot().labels }

    private func tap(_ label: String, in host: ViewHost) throws {
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: label))
        try host.send(HostEvent(element: button.id, action: .tap))
    }

    private func type(_ text: String, in host: ViewHost) throws {
        let field = try #require(host.hostTree.snapshot().first(.textField, labelled: "Message"))
        try host.send(HostEvent(element: field.id, action: .textChange(text)))
    }

    @Test func sceneStorageComesBackInANewTree() throws {
        let first = SessionState()
        var changes = 0
        first.onChange = { changes += 1 }
        let original = host(first)
        try type("Half a sen", in: original)
        try tap("Archive", in: original)
        try tap("Count 0", in: original)
        #expect(labels(original).contains("echo Half a sen"))
        #expect(changes >= 2)
        let stored = first.snapshot()
        #expect(stored["scene:draft"] == "\"Half a sen\"")
        // The app did not opt in: @State stays in memory.
        #expect(!stored.keys.contains { $0.hasPrefix("view:") })

        let restored = host(SessionState(restoring: stored))
        #expect(labels(restored).contains("echo Half a sen"))
        #expect(labels(restored).contains("tab archive note set"))
        #expect(labels(restored).contains("Count 0"))
        original.tearDown()
        restored.tearDown()
    }

    @Test func codableStateIsKeptWhenTheAppOptsIn() throws {
        let first = SessionState(keepsViewState: true)
        let original = host(first)
        try tap("Count 0", in: original)
        try tap("Count 1", in: original)
        let stored = first.snapshot()
        let kept = stored.filter { $0.key.hasPrefix("view:") }
        // `count` is kept under its view's identity; `handle` (not Codable) is not.
        #expect(kept.count == 1)
        #expect(kept.values.first == "2")
        #expect(kept.keys.first?.contains("Draft") == true)

        let restored = host(SessionState(restoring: stored, keepsViewState: true))
        #expect(labels(restored).contains("Count 2"))
        try tap("Count 2", in: restored)
        #expect(labels(restored).contains("Count 3"))
        original.tearDown()
        restored.tearDown()
    }

    @Test func aValueOfAnotherTypeStartsFromTheDefault() {
        let restored = host(SessionState(restoring: ["scene:tab": "\"no such tab\"", "scene:draft": "42"]))
        #expect(labels(restored).contains("tab inbox note none"))
        #expect(labels(restored).contains("echo "))
        restored.tearDown()
    }

    @Test func aSnapshotStaysWithinItsBound() throws {
        let state = SessionState(keepsViewState: true, maximumBytes: 40)
        let original = host(state)
        try type(String(repeating: "x", count: 30), in: original)
        try tap("Count 0", in: original)
        let stored = state.snapshot()
        #expect(stored["scene:draft"] != nil)
        #expect(!stored.keys.contains { $0.hasPrefix("view:") })
        original.tearDown()
    }

    struct Screen: Codable, Hashable { var name: String }

    @Test func aNavigationPathRoundTripsThroughItsCodableForm() throws {
        var path = NavigationPath()
        path.append(Screen(name: "Settings"))
        path.append(7)
        let data = try JSONEncoder().encode(try #require(path.codable))
        let decoded = try NavigationPath(JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
        #expect(decoded == path)

        var opaque = NavigationPath()
        opaque.append(NonHashableBox())
        #expect(opaque.codable == nil)
    }

    struct NonHashableBox: Hashable { var id = 1 }
}

/// A `NavigationStack`'s own path (value links) comes back with kept view state.
@MainActor
struct NavigationRestoreTests {
    struct Library: View {
        var body: some View {
            NavigationStack {
                VStack {
                    NavigationLink("Open 3", value: 3)
                }
                .navigationDestination(for: Int.self) { number in
                    NavigationLink("Deeper \(number + 1)", value: number + 1)
                }
            }
        }
    }

    @Test func thePushedScreensComeBack() throws {
        let first = SessionState(keepsViewState: true)
        let original = SessionState.$current.withValue(first) { ViewHost(Library()) }
        let link = try #require(original.hostTree.snapshot().first(.button, labelled: "Open 3"))
        try original.send(HostEvent(element: link.id, action: .tap))
        let deeper = try #require(original.hostTree.snapshot().first(.button, labelled: "Deeper 4"))
        try original.send(HostEvent(element: deeper.id, action: .tap))
        #expect(original.hostTree.snapshot().labels.contains("Deeper 5"))

        let restored = SessionState.$current.withValue(SessionState(restoring: first.snapshot(), keepsViewState: true)) {
            ViewHost(Library())
        }
        #expect(restored.hostTree.snapshot().labels.contains("Deeper 5"))
        original.tearDown()
        restored.tearDown()
    }
}
