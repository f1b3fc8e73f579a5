import Loom
import LoomTestSupport
import Testing

/// A `TabView` tab you leave gets `onDisappear` and keeps its state; the tab you choose gets
/// `onAppear`, each time it becomes visible; the old one disappears before the new one appears.
@MainActor
struct TabAppearanceTests {
    @MainActor
    final class Journal {
        var entries: [String] = []
        func count(_ entry: String) -> Int { entries.filter { $0 == entry }.count }
    }

    /// A tab's content: a counter in `@State`, with a nested view that has its own appearance
    /// actions (every view of a hidden tab disappears, not only the tab's root).
    struct Page: View {
        let name: String
        let journal: Journal
        @State private var count = 0

        var body: some View {
            VStack {
                Button("\(name) \(count)") { count += 1 }
                Text("inner \(name)")
                    .onAppear { journal.entries.append("appear inner \(name)") }
                    .onDisappear { journal.entries.append("disappear inner \(name)") }
            }
            .onAppear { journal.entries.append("appear \(name)") }
            .onDisappear { journal.entries.append("disappear \(name)") }
        }
    }

    struct Tabs: View {
        let journal: Journal
        @State private var selection = "a"

        var body: some View {
            VStack {
                Button("Go C") { selection = "c" }
                TabView(selection: $selection) {
                    Page(name: "A", journal: journal).tabItem { Text("Tab A") }.tag("a")
                    Page(name: "B", journal: journal).tabItem { Text("Tab B") }.tag("b")
                    Page(name: "C", journal: journal).tabItem { Text("Tab C") }.tag("c")
                }
            }
        }
    }

    @Test func aTabYouLeaveDisappearsAndTheOneYouChooseAppearsEachTime() throws {
        let journal = Journal()
        let ui = ViewHarness(Tabs(journal: journal))
        #expect(journal.entries == ["appear A", "appear inner A"])
        journal.entries = []

        try ui.tap("Tab B")
        #expect(journal.entries == ["disappear A", "disappear inner A", "appear B", "appear inner B"])
        journal.entries = []

        try ui.tap("Tab A")
        #expect(journal.entries == ["disappear B", "disappear inner B", "appear A", "appear inner A"],
                "the old tab first, although it comes after the new one")
        try ui.tap("Tab B")
        try ui.tap("Tab A")
        #expect(journal.count("appear A") == 2 && journal.count("disappear A") == 1)
        #expect(journal.count("appear B") == 1 && journal.count("disappear B") == 2)
        #expect(journal.count("appear C") == 0, "a tab never chosen is not built")
        #expect(ui.issues.isEmpty, "\(ui.issues)")
    }

    @Test func choosingTheTabAlreadyShownFiresNothing() throws {
        let journal = Journal()
        let ui = ViewHarness(Tabs(journal: journal))
        journal.entries = []
        try ui.tap("Tab A")
        try ui.tap("A 0")
        #expect(journal.entries.isEmpty)
    }

    @Test func aLeftTabKeepsItsStateAcrossAppearances() throws {
        let journal = Journal()
        let ui = ViewHarness(Tabs(journal: journal))
        try ui.tap("A 0")
        try ui.tap("A 1")
        try ui.tap("Tab B")
        try ui.tap("Tab A")
        try ui.expectText("A 2")
        #expect(journal.count("appear A") == 2)
        try ui.verifyReplay()
    }

    @Test func aSelectionChangedByTheAppFiresTheSameEvents() throws {
        let journal = Journal()
        let ui = ViewHarness(Tabs(journal: journal))
        journal.entries = []
        try ui.tap("Go C")
        #expect(journal.entries == ["disappear A", "disappear inner A", "appear C", "appear inner C"])
    }

    @Test func aViewAddedInsideALeftTabDoesNotAppearUntilItsTabIsShown() throws {
        @MainActor final class Switch { var flip: (() -> Void)? }
        struct Growing: View {
            let journal: Journal
            let control: Switch
            @State private var extra = false
            var body: some View {
                control.flip = { extra = true }
                return VStack {
                    Text("Base")
                    if extra { Text("Extra").onAppear { journal.entries.append("appear extra") } }
                }
            }
        }
        let journal = Journal()
        let control = Switch()
        let ui = ViewHarness(TabView {
            Growing(journal: journal, control: control).tabItem { Text("One") }
            Text("Other").tabItem { Text("Two") }
        })
        try ui.tap("Two")
        control.flip?()
        _ = ui.text
        #expect(journal.entries.isEmpty, "built while its tab is hidden: not on screen")
        try ui.tap("One")
        #expect(journal.entries == ["appear extra"])
    }

    @Test func tabsInsideALeftTabDisappearAndComeBackWithIt() throws {
        let journal = Journal()
        let ui = ViewHarness(TabView {
            TabView {
                Page(name: "Inner 1", journal: journal).tabItem { Text("First") }
                Page(name: "Inner 2", journal: journal).tabItem { Text("Second") }
            }
            .tabItem { Text("Outer") }
            Page(name: "Elsewhere", journal: journal).tabItem { Text("Away") }
        })
        try ui.tap("Second")
        journal.entries = []
        try ui.tap("Away")
        #expect(journal.entries == ["disappear Inner 2", "disappear inner Inner 2", "appear Elsewhere", "appear inner Elsewhere"],
                "the inner tab left earlier stays gone")
        journal.entries = []
        try ui.tap("Outer")
        #expect(journal.entries == ["disappear Elsewhere", "disappear inner Elsewhere", "appear Inner 2", "appear inner Inner 2"])
    }

    @Test func aTabRemovedWhileHiddenDoesNotDisappearTwice() throws {
        struct Removable: View {
            let journal: Journal
            @State private var showsSecond = true
            var body: some View {
                VStack {
                    Button("Remove") { showsSecond = false }
                    TabView {
                        Text("Main").tabItem { Text("Main tab") }
                        if showsSecond {
                            Page(name: "Second", journal: journal).tabItem { Text("Second tab") }
                        }
                    }
                }
            }
        }
        let journal = Journal()
        let ui = ViewHarness(Removable(journal: journal))
        try ui.tap("Second tab")
        try ui.tap("Main tab")
        #expect(journal.count("disappear Second") == 1)
        try ui.tap("Remove")
        #expect(journal.count("disappear Second") == 1)
    }

    /// Yields to other tasks until `condition` holds (at most 1,000 times); whether it held.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1_000 {
            if condition() { return true }
            await Task.yield()
        }
        return condition()
    }

    @Test func aLeftTabsTaskIsCancelledAndStartsAgainWhenItIsChosen() async throws {
        struct Worker: View {
            let journal: Journal
            var body: some View {
                Text("working").task {
                    journal.entries.append("start")
                    // Suspends until cancelled: a stream that never yields.
                    let (stream, _) = AsyncStream<Int>.makeStream()
                    for await _ in stream {}
                    journal.entries.append(Task.isCancelled ? "cancelled" : "ended")
                }
            }
        }
        let journal = Journal()
        let ui = ViewHarness(TabView {
            Worker(journal: journal).tabItem { Text("Work") }
            Text("Rest").tabItem { Text("Pause") }
        })
        #expect(await eventually { journal.entries == ["start"] })
        try ui.tap("Pause")
        #expect(await eventually { journal.entries == ["start", "cancelled"] }, "\(journal.entries)")
        try ui.tap("Work")
        #expect(await eventually { journal.entries == ["start", "cancelled", "start"] }, "\(journal.entries)")
    }

    /// Written after `.tabItem`, as SwiftUI code often does, `onAppear`, `onDisappear` and
    /// `task` still belong to the tab: they follow it as its content does, in the same order.
    @Test func modifiersWrittenAfterTabItemFollowTheirTab() throws {
        let journal = Journal()
        let ui = ViewHarness(TabView {
            Text("First page").tabItem { Text("One") }
                .onAppear { journal.entries.append("appear one") }
                .onDisappear { journal.entries.append("disappear one") }
            Text("Second page").tabItem { Text("Two") }
                .onAppear { journal.entries.append("appear two") }
                .onDisappear { journal.entries.append("disappear two") }
        })
        #expect(journal.entries == ["appear one"], "a tab never chosen does not appear")
        try ui.tap("Two")
        try ui.tap("One")
        try ui.tap("Two")
        #expect(journal.entries == [
            "appear one", "disappear one", "appear two", "disappear two", "appear one", "disappear one", "appear two",
        ])
        try ui.tap("Two")
        #expect(journal.count("appear two") == 2, "choosing the tab shown fires nothing")
        #expect(ui.issues.isEmpty, "\(ui.issues)")
    }

    /// Around a `ForEach` of tabs (no `tabItem` in its type), `onAppear` is the `ForEach`'s own:
    /// it appears once, with the tab view, whichever tab is chosen.
    @Test func anOnAppearAroundTabsThatAreNotOneTabIsItsOwn() throws {
        let journal = Journal()
        let ui = ViewHarness(TabView {
            ForEach(["One", "Two"], id: \.self) { name in Text("\(name) page").tabItem { Text(name) } }
                .onAppear { journal.entries.append("appear tabs") }
        })
        try ui.tap("Two")
        try ui.tap("One")
        #expect(journal.entries == ["appear tabs"])
    }

    @Test func aTaskWrittenAfterTabItemIsCancelledWithItsTab() async throws {
        let journal = Journal()
        let ui = ViewHarness(TabView {
            Text("working").tabItem { Text("Work") }
                .task {
                    journal.entries.append("start")
                    let (stream, _) = AsyncStream<Int>.makeStream()
                    for await _ in stream {}
                    journal.entries.append(Task.isCancelled ? "cancelled" : "ended")
                }
            Text("Rest").tabItem { Text("Pause") }
        })
        #expect(await eventually { journal.entries == ["start"] })
        try ui.tap("Pause")
        #expect(await eventually { journal.entries == ["start", "cancelled"] }, "\(journal.entries)")
        try ui.tap("Work")
        #expect(await eventually { journal.entries == ["start", "cancelled", "start"] }, "\(journal.entries)")
    }
}
