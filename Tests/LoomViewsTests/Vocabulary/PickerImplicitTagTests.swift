import Foundation
import Loom
import LoomTestSupport
import Testing

/// A picker whose rows come from a `ForEach` is tagged with the `ForEach`'s ids when the rows
/// carry no `.tag`, as SwiftUI does; an explicit `.tag` wins.
@MainActor
struct PickerImplicitTagTests {
    struct Flavors: View {
        let flavors = ["Vanilla", "Chocolate", "Lemon"]
        @State var flavor = "Chocolate"
        var body: some View {
            VStack {
                Picker("Flavor", selection: $flavor) {
                    ForEach(flavors, id: \.self) { Text($0) }
                }
                Text("chosen \(flavor)")
            }
        }
    }

    @Test func rowsOfAForEachOverStringsAreOptionsTaggedWithThemselves() throws {
        let ui = ViewHarness(Flavors())
        let picker = try #require(ui.host.hostTree.snapshot().first(.picker, labelled: "Flavor"))
        let options = picker.allElements.filter { $0.kind == .option }
        #expect(options.count == 3)
        #expect(options.map { $0.properties[.isOn] } == [.isOn(false), .isOn(true), .isOn(false)], "the selection's row is chosen")
        let lemon = try #require(options.last { $0.labels == ["Lemon"] })
        guard case .value(let index)? = lemon.properties[.value] else {
            Issue.record("an option has its index")
            return
        }
        try ui.send(.valueChange(index), to: picker.id)
        try ui.expectText("chosen Lemon")
        try ui.verifyReplay()
    }

    struct Person: Identifiable {
        let id: Int
        let name: String
    }

    struct People: View {
        let people = [Person(id: 7, name: "Ada"), Person(id: 9, name: "Grace")]
        @State var chosen = 7
        var body: some View {
            VStack {
                Picker("Person", selection: $chosen) {
                    ForEach(people) { person in Text(person.name) }
                }
                .pickerStyle(.segmented)
                Text("chosen id \(chosen)")
            }
        }
    }

    @Test func identifiableRowsAreTaggedWithTheirIds() throws {
        let ui = ViewHarness(People())
        let grace = try #require(ui.host.hostTree.snapshot().first(.option, labelled: "Grace"))
        #expect(grace.properties[.isOn] == .isOn(false))
        try ui.send(.tap, to: grace.id)
        try ui.expectText("chosen id 9")
        let ada = try #require(ui.host.hostTree.snapshot().first(.option, labelled: "Ada"))
        #expect(ada.properties[.isOn] == .isOn(false))
        try ui.verifyReplay()
    }

    enum Size: String, CaseIterable { case small, large }

    struct Sizes: View {
        @State var size: Size = .large
        var body: some View {
            VStack {
                Picker("Size", selection: $size) {
                    // The ids are the names; the tags, given explicitly, are the cases.
                    ForEach(Size.allCases.map(\.rawValue), id: \.self) { name in
                        Text(name.capitalized).tag(Size(rawValue: name) ?? .small).bold()
                    }
                }
                Text("size \(size.rawValue)")
            }
        }
    }

    @Test func anExplicitTagAnywhereInTheRowsModifiersWins() throws {
        let ui = ViewHarness(Sizes())
        let picker = try #require(ui.host.hostTree.snapshot().first(.picker, labelled: "Size"))
        let options = picker.allElements.filter { $0.kind == .option }
        #expect(options.count == 2, "one option per row, not one inside another")
        #expect(options.map { $0.properties[.isOn] } == [.isOn(false), .isOn(true)])
        let small = try #require(options.first)
        guard case .value(let index)? = small.properties[.value] else {
            Issue.record("an option has its index")
            return
        }
        try ui.send(.valueChange(index), to: picker.id)
        try ui.expectText("size small")
    }

    @Test func aForEachOutsideAPickerIsUntouched() throws {
        let ui = ViewHarness(VStack { ForEach(["a", "b"], id: \.self) { Text($0) } })
        #expect(!ui.text.contains("option"))
    }
}
