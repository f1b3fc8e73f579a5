import Loom
import LoomTestSupport
import Testing

private struct ThemeNameKey: EnvironmentKey { static let defaultValue = "light" }

extension EnvironmentValues {
    fileprivate var themeName: String {
        get { self[ThemeNameKey.self] }
        set { self[ThemeNameKey.self] = newValue }
    }
}

/// Values flow down the environment; only readers of a changed value re-render.
@MainActor
struct EnvironmentTests {
    struct ThemeLabel: View {
        @Environment(\.themeName) private var theme
        let counts: BodyCounts
        var body: some View {
            counts.hit("theme")
            return Text("theme \(theme)")
        }
    }

    struct Plain: View {
        let counts: BodyCounts
        var body: some View {
            counts.hit("plain")
            return Text("plain")
        }
    }

    struct Screen: View {
        @State private var theme = "dark"
        @State private var color: Color? = nil
        let counts: BodyCounts
        var body: some View {
            VStack {
                Button("Theme") { theme = theme == "dark" ? "sepia" : "dark" }
                Button("Color") { color = .red }
                ThemeLabel(counts: counts)
                Plain(counts: counts)
            }
            .environment(\.themeName, theme)
            .foregroundColor(color)
        }
    }

    @Test func environmentValueReachesReadersAndOnlyTheyRerunWhenItChanges() throws {
        let counts = BodyCounts()
        let ui = ViewHarness(Screen(counts: counts))
        #expect(ui.text.contains("text \"theme dark\""))
        try ui.tap("Theme")
        #expect(ui.text.contains("text \"theme sepia\""))
        #expect(counts["theme"] == 2)
        #expect(counts["plain"] == 1)
        try ui.tap("Color")
        #expect(ui.text.contains("text \"plain\" foreground=red"))
        #expect(counts["theme"] == 2)
        #expect(counts["plain"] == 1)
    }

    @Test func readerOutsideAnyModifierSeesTheDefault() {
        let ui = ViewHarness(ThemeLabel(counts: BodyCounts()))
        #expect(ui.text == "text \"theme light\"\n")
    }

    @Test func environmentObjectIsFoundAndObserved() throws {
        final class Session: ObservableObject { @Published var user = "guest" }
        struct Badge: View {
            @EnvironmentObject var session: Session
            var body: some View { Button("user \(session.user)") { session.user = "ada" } }
        }
        let session = Session()
        let ui = ViewHarness(VStack { Badge() }.environmentObject(session))
        try ui.tap("user guest")
        #expect(session.user == "ada")
        #expect(ui.text.contains("button \"user ada\""))
    }

    @Test func aReaderOfAnEnvironmentObjectRerunsWhenAnotherObjectIsProvided() throws {
        final class Session: ObservableObject {
            let user: String
            init(user: String) { self.user = user }
        }
        struct Badge: View {
            @EnvironmentObject var session: Session
            var body: some View { Text("user \(session.user)") }
        }
        struct Screen: View {
            let guest = Session(user: "guest")
            let admin = Session(user: "admin")
            @State private var signedIn = false
            var body: some View {
                VStack {
                    Button("Sign in") { signedIn = true }
                    // `Badge` has no inputs: only the provided object's identity can re-run it.
                    Badge()
                }
                .environmentObject(signedIn ? admin : guest)
            }
        }
        let ui = ViewHarness(Screen())
        #expect(ui.text.contains("text \"user guest\""))
        try ui.tap("Sign in")
        #expect(ui.text.contains("text \"user admin\""))
    }

    @Test func disabledPropagatesToControlsBelowAndCannotBeReenabledInside() throws {
        struct Form: View {
            var body: some View {
                VStack {
                    Button("Save") {}
                    Toggle("Sync", isOn: .constant(true)).disabled(false)
                }
                .disabled(true)
            }
        }
        let ui = ViewHarness(Form())
        #expect(ui.text == """
            vstack
              button "Save" disabled {tap}
              toggle "Sync" on disabled {toggle}

            """)
    }
}
