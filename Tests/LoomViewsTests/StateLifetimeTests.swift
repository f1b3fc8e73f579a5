import Loom
import LoomTestSupport
import Testing

/// State lives exactly as long as its view's identity.
@MainActor
struct StateLifetimeTests {
    struct Clicker: View {
        let label: String
        @State private var clicks = 0
        var body: some View {
            Button("\(label) \(clicks)") { clicks += 1 }
        }
    }

    struct Parent: View {
        @State private var title = "A"
        @State private var showsClicker = true
        var body: some View {
            VStack {
                Button("Rename") { title += "!" }
                Button("Flip") { showsClicker.toggle() }
                Text(title)
                if showsClicker { Clicker(label: "clicks") } else { Text("hidden") }
            }
        }
    }

    @Test func nestedStateSurvivesParentRerender() throws {
        let ui = ViewHarness(Parent())
        try ui.tap("clicks 0")
        try ui.tap("clicks 1")
        try ui.tap("Rename")
        #expect(ui.text.contains("text \"A!\""))
        #expect(ui.text.contains("button \"clicks 2\""))
    }

    @Test func stateIsDiscardedWhenItsBranchFlipsAndStartsFreshWhenItReturns() throws {
        let ui = ViewHarness(Parent())
        try ui.tap("clicks 0")
        #expect(ui.text.contains("button \"clicks 1\""))
        try ui.tap("Flip")
        #expect(ui.text.contains("text \"hidden\""))
        #expect(!ui.text.contains("clicks"))
        try ui.tap("Flip")
        #expect(ui.text.contains("button \"clicks 0\""))
    }

    @Test func stateIsDiscardedWhenExplicitIdentityChanges() throws {
        struct Host: View {
            @State private var generation = 0
            var body: some View {
                VStack {
                    Button("Reset") { generation += 1 }
                    Clicker(label: "clicks").id(generation)
                }
            }
        }
        let ui = ViewHarness(Host())
        try ui.tap("clicks 0")
        try ui.tap("clicks 1")
        try ui.tap("Reset")
        #expect(ui.text.contains("button \"clicks 0\""))
    }

    @Test func stateObjectIsCreatedOncePerIdentity() throws {
        final class Tracker: ObservableObject {
            @MainActor static var made = 0
            @Published var value = 0
            @MainActor init() { Tracker.made += 1 }
        }
        struct Owner: View {
            @StateObject private var tracker = Tracker()
            var body: some View {
                Button("owned \(tracker.value)") { tracker.value += 1 }
            }
        }
        struct Screen: View {
            @State private var tick = 0
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Tick \(tick)") { tick += 1 }
                    Button("Toggle") { shows.toggle() }
                    if shows { Owner() }
                }
            }
        }
        Tracker.made = 0
        let ui = ViewHarness(Screen())
        try ui.tap("owned 0")
        try ui.tap("Tick 0")
        try ui.tap("Tick 1")
        #expect(Tracker.made == 1)
        #expect(ui.text.contains("button \"owned 1\""))
        try ui.tap("Toggle")
        try ui.tap("Toggle")
        #expect(Tracker.made == 2)
        #expect(ui.text.contains("button \"owned 0\""))
    }

    @Test func anyViewTypeChangeReplacesStateAndSameTypeKeepsIt() throws {
        struct Switcher: View {
            @State private var useText = false
            @State private var tick = 0
            var body: some View {
                VStack {
                    Button("Swap") { useText.toggle() }
                    Button("Tick") { tick += 1 }
                    useText ? AnyView(Text("plain")) : AnyView(Clicker(label: "any"))
                }
            }
        }
        let ui = ViewHarness(Switcher())
        try ui.tap("any 0")
        try ui.tap("Tick")
        #expect(ui.text.contains("button \"any 1\""))
        try ui.tap("Swap")
        try ui.tap("Swap")
        #expect(ui.text.contains("button \"any 0\""))
    }

    @Test func stateBindingIsStableSoAChildIsSkippedButStillShowsNewValues() throws {
        struct Display: View {
            @Binding var value: Int
            let counts: BodyCounts
            var body: some View {
                counts.hit("display")
                return Text("value \(value)")
            }
        }
        struct Screen: View {
            @State private var value = 0
            @State private var unrelated = 0
            let counts: BodyCounts
            var body: some View {
                VStack {
                    Button("Unrelated \(unrelated)") { unrelated += 1 }
                    Button("Bump") { value += 1 }
                    Display(value: $value, counts: counts)
                }
            }
        }
        let counts = BodyCounts()
        let ui = ViewHarness(Screen(counts: counts))
        try ui.tap("Unrelated 0")
        #expect(counts["display"] == 1)
        try ui.tap("Bump")
        #expect(counts["display"] == 2)
        #expect(ui.text.contains("text \"value 1\""))
    }
}
