import Loom
import LoomTestSupport
import Testing

/// `List(selection:)` with `.tag` rows, single and set, and a `TabView` that keeps the state of
/// the tabs the user left, as SwiftUI does.
@MainActor
struct SelectionAndTabStateTests {
    enum Flavor: Hashable { case vanilla, chocolate, mint }

    struct Single: View {
        @State var flavor: Flavor?
        var body: some View {
            VStack {
                Text("Chosen: \(flavor.map { "\($0)" } ?? "none")")
                List(selection: $flavor) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Mint").tag(Flavor.mint)
                }
            }
        }
    }

    private func rows(_ ui: ViewHarness) -> [HostElementSnapshot] {
        ui.host.hostTree.snapshot().allElements.filter { $0.kind == .container && $0.properties[.isOn] != nil }
    }

    @Test func taggedRowsOfASingleSelectionListAreSelectedByTapAndShowIt() throws {
        let ui = ViewHarness(Single())
        #expect(rows(ui).count == 3)
        #expect(ui.text.contains(#"list value="select-one""#), Comment(rawValue: ui.text))
        try ui.send(.tap, to: rows(ui)[1].id)
        try ui.expectText("Chosen: chocolate")
        #expect(rows(ui).map { $0.properties[.isOn] == .isOn(true) } == [false, true, false])
        try ui.send(.tap, to: rows(ui)[2].id)
        try ui.expectText("Chosen: mint")
        #expect(rows(ui).map { $0.properties[.isOn] == .isOn(true) } == [false, false, true])
        #expect(ui.text.contains("container on style=row selected {tap}"))
        try ui.verifyReplay()
    }

    @Test func aRowShowsItsSelectionEvenWhenNoOtherViewReadsIt() throws {
        struct Quiet: View {
            @State var flavor: Flavor?
            var body: some View {
                List(selection: $flavor) {
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Mint").tag(Flavor.mint)
                }
            }
        }
        let ui = ViewHarness(Quiet())
        try ui.send(.tap, to: rows(ui)[1].id)
        #expect(rows(ui).map { $0.properties[.isOn] == .isOn(true) } == [false, true])
        try ui.verifyReplay()
    }

    @Test func taggedRowsOfASetSelectionListToggle() throws {
        struct Several: View {
            @State var chosen: Set<String> = ["b"]
            var body: some View {
                VStack {
                    Text("Chosen: \(chosen.sorted().joined(separator: ","))")
                    List(selection: $chosen) {
                        ForEach(["a", "b", "c"], id: \.self) { name in Text(name.uppercased()).tag(name) }
                    }
                }
            }
        }
        let ui = ViewHarness(Several())
        #expect(ui.text.contains(#"list value="select-many""#))
        try ui.send(.tap, to: rows(ui)[0].id)
        try ui.expectText("Chosen: a,b")
        try ui.send(.tap, to: rows(ui)[1].id)
        try ui.expectText("Chosen: a\"")
        #expect(rows(ui).map { $0.properties[.isOn] == .isOn(true) } == [true, false, false])
        try ui.verifyReplay()
    }

    @Test func rowsOfAForEachAreTaggedWithTheirIdsAndDataRowsAreNotWrappedTwice() throws {
        struct Item: Identifiable { let id: Int; let name: String }
        struct Screen: View {
            let items = [Item(id: 7, name: "Seven"), Item(id: 9, name: "Nine")]
            @State var chosen: Int?
            var body: some View {
                VStack {
                    Text("Chosen: \(chosen.map(String.init) ?? "none")")
                    List(selection: $chosen) { ForEach(items) { Text($0.name) } }
                    List(items, selection: $chosen) { Text($0.name) }
                }
            }
        }
        let ui = ViewHarness(Screen())
        #expect(rows(ui).count == 4, "two rows per list, none inside another")
        try ui.send(.tap, to: rows(ui)[1].id)
        try ui.expectText("Chosen: 9")
        #expect(rows(ui).map { $0.properties[.isOn] == .isOn(true) } == [false, true, false, true])
    }

    @Test func aTagInsideARowOrInAListWithoutSelectionMakesNoRow() throws {
        struct Screen: View {
            @State var flavor: Flavor?
            @State var picked = 0
            var body: some View {
                VStack {
                    List { Text("Plain").tag(Flavor.vanilla) }
                    List(selection: $flavor) {
                        Picker("Size", selection: $picked) { Text("S").tag(0); Text("L").tag(1) }.tag(Flavor.mint)
                    }
                }
            }
        }
        let ui = ViewHarness(Screen())
        #expect(rows(ui).count == 1, "only the picker's row; its options stay options and the plain list has none")
        #expect(ui.host.hostTree.snapshot().allElements.filter { $0.kind == .option }.count == 2)
    }

    struct Counter: View {
        let name: String
        @State var count = 0
        var body: some View {
            Button("\(name) \(count)") { count += 1 }
        }
    }

    @Test func aTabLeftAndChosenAgainKeepsItsState() throws {
        struct Screen: View {
            var body: some View {
                TabView {
                    Counter(name: "Apples").tabItem { Text("Fruit") }
                    Counter(name: "Carrots").tabItem { Text("Vegetables") }
                }
            }
        }
        let ui = ViewHarness(Screen())
        try ui.tap("Apples 0")
        try ui.tap("Apples 1")
        try ui.tap("Vegetables")
        try ui.tap("Carrots 0")
        try ui.expectText("Carrots 1")
        #expect(!ui.text.contains("Apples"), "a left tab's content is not on screen")
        #expect(ui.text.contains("… 1 element kept, not shown"), Comment(rawValue: ui.text))
        #expect(throws: HarnessError.self, "nor can it be tapped") { try ui.tap("Apples 2") }
        try ui.tap("Fruit")
        try ui.expectText("Apples 2")
        try ui.tap("Vegetables")
        try ui.expectText("Carrots 1")
        try ui.verifyReplay()
    }

    @Test func aTabNeverChosenIsNotBuilt() throws {
        final class Builds { var count = 0 }
        struct Counted: View {
            let builds: Builds
            var body: some View {
                builds.count += 1
                return Text("Later")
            }
        }
        let builds = Builds()
        let ui = ViewHarness(TabView {
            Text("Now").tabItem { Text("One") }
            Counted(builds: builds).tabItem { Text("Two") }
        })
        #expect(ui.text.contains("\"Now\""))
        #expect(builds.count == 0)
        try ui.tap("Two")
        #expect(builds.count == 1)
    }
}
