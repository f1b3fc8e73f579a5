import Foundation
import Loom
import LoomTestSupport
import Testing

/// Forms and their controls: SwiftUI's shapes, bound values both ways, and a host tree that
/// replays exactly.
@MainActor
struct FormsTests {
    enum Flavor: String, CaseIterable, Hashable { case chocolate, vanilla, strawberry }

    struct Settings: View {
        @State var flavor = Flavor.vanilla
        @State var notify = true
        @State var guests = 2
        @State var volume = 0.5
        @State var notes = ""
        @State var showsAdvanced = false
        var body: some View {
            Form {
                Section(header: Text("Order"), footer: Text("Delivered daily")) {
                    Picker("Flavor", selection: $flavor) {
                        ForEach(Flavor.allCases, id: \.self) { flavor in
                            Text(flavor.rawValue.capitalized).tag(flavor)
                        }
                    }
                    Stepper("Guests: \(guests)", value: $guests, in: 1...3)
                    Toggle(isOn: $notify) { Text("Notify") }
                }
                Section("More") {
                    Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
                    TextEditor(text: $notes)
                    LabeledContent("Chosen", value: flavor.rawValue)
                    DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                        Text("Debug menu")
                    }
                }
            }
        }
    }

    @Test func aPickerShowsItsTaggedOptionsAndAChosenOptionWritesTheSelection() throws {
        let ui = ViewHarness(Settings())
        let text = ui.text
        #expect(text.contains("form"))
        #expect(text.contains("section"))
        #expect(text.contains("container style=header"))
        #expect(text.contains("picker value=\"0\" \"Flavor\" style=menu {value}") || text.contains("picker \"Flavor\" value=\"0\""))
        #expect(text.contains("option \"Vanilla\" value=\"0\" on style=menu"))
        #expect(text.contains("option \"Chocolate\" value=\"1\" off style=menu"))

        try ui.send(.valueChange("2"), to: try ui.element(.picker, labelled: "Flavor"))

        #expect(ui.text.contains("text \"strawberry\""), "the selection binding got the third option's tag")
        #expect(ui.text.contains("option \"Strawberry\" value=\"2\" on"))
        #expect(ui.text.contains("option \"Vanilla\" value=\"0\" off"))
        try ui.verifyReplay()
    }

    @Test func theOlderPickerFormTakesItsLabelAsAView() throws {
        struct Old: View {
            @State var flavor = Flavor.chocolate
            var body: some View {
                Picker(selection: $flavor, label: Text("Old flavor"), content: {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                })
            }
        }
        let ui = ViewHarness(Old())
        #expect(ui.text.contains("picker \"Old flavor\""))
        try ui.send(.valueChange("1"), to: try ui.element(.picker, labelled: "Old flavor"))
        #expect(ui.text.contains("option \"Vanilla\" value=\"1\" on"))
    }

    @Test func aPickerIgnoresAValueThatNamesNoOption() throws {
        let ui = ViewHarness(Settings())
        try ui.send(.valueChange("99"), to: try ui.element(.picker, labelled: "Flavor"))
        try ui.send(.valueChange("not a number"), to: try ui.element(.picker, labelled: "Flavor"))
        #expect(ui.text.contains("text \"vanilla\""))
    }

    @Test func aTestPicksAnOptionByWhatItShows() throws {
        let ui = ViewHarness(Settings())
        try ui.select("Strawberry", in: "Flavor")
        #expect(ui.text.contains("text \"strawberry\""))
        #expect(throws: HarnessError.self) { try ui.select("Pistachio", in: "Flavor") }
        #expect(ui.text.contains("text \"strawberry\""), "a missing option changes nothing")
    }

    @Test func aSegmentedPickerMakesEachOptionATappableRadio() throws {
        struct Segmented: View {
            @State var size = 1
            var body: some View {
                VStack {
                    Picker("Size", selection: $size) {
                        Text("Small").tag(0)
                        Text("Large").tag(1)
                    }
                    .pickerStyle(.segmented)
                    Text("size \(size)")
                }
            }
        }
        let ui = ViewHarness(Segmented())
        #expect(ui.text.contains("style=segmented"))
        try ui.send(.tap, to: try ui.element(.option, labelled: "Small"))
        #expect(ui.text.contains("text \"size 0\""))
        try ui.verifyReplay()
    }

    @Test func aStepperStepsWithinItsBoundsAndDisablesTheButtonAtEachEnd() throws {
        let ui = ViewHarness(Settings())
        try ui.tap("+")
        #expect(ui.text.contains("\"Guests: 3\""))
        #expect(ui.text.contains("button \"+\" disabled"))
        try ui.tap("−")
        try ui.tap("−")
        #expect(ui.text.contains("\"Guests: 1\""))
        #expect(ui.text.contains("button \"−\" disabled"))
        #expect(throws: HostEventError.self) { try ui.tap("−") }
        try ui.verifyReplay()
    }

    @Test func aSliderClampsAndSnapsTheValueItIsSent() throws {
        let ui = ViewHarness(Settings())
        #expect(ui.text.contains("slider \"Volume\" number=0.5 min=0 max=1 step=0.25"))
        let slider = try ui.element(.slider, labelled: "Volume")
        try ui.send(.valueChange("0.8"), to: slider)
        #expect(ui.text.contains("number=0.75"))
        try ui.send(.valueChange("7"), to: slider)
        #expect(ui.text.contains("number=1 "))
        try ui.verifyReplay()
    }

    @Test func aToggleWithALabelViewAndATextEditorWriteTheirBindings() throws {
        let ui = ViewHarness(Settings())
        try ui.toggle("Notify")
        #expect(ui.text.contains("toggle \"Notify\" off"))
        let editor = try #require(firstElement(.textEditor, in: ui.host.hostTree.snapshot()))
        try ui.send(.textChange("line one\nline two"), to: editor)
        #expect(ui.text.contains("textEditor value=\"line one\\nline two\""))
        try ui.verifyReplay()
    }

    @Test func aDisclosureGroupBuildsItsContentOnlyWhileExpanded() throws {
        let ui = ViewHarness(Settings())
        #expect(!ui.text.contains("Debug menu"))
        let summary = try #require(ui.host.hostTree.snapshot().first(.container, labelled: "Advanced")?.id)
        try ui.send(.tap, to: summary)
        #expect(ui.text.contains("Debug menu"))
        #expect(ui.text.contains("disclosure on"))
        try ui.send(.tap, to: summary)
        #expect(!ui.text.contains("Debug menu"))
        try ui.verifyReplay()
    }

    @Test func aMenuClosesBeforeTheChosenActionRuns() throws {
        struct Sorting: View {
            @State var order = "none"
            var body: some View {
                VStack {
                    Menu("Sort") {
                        Button("By name") { order = "name" }
                    }
                    Text("order \(order)")
                }
            }
        }
        let ui = ViewHarness(Sorting())
        let summary = try #require(ui.host.hostTree.snapshot().first(.container, labelled: "Sort")?.id)
        try ui.send(.tap, to: summary)
        #expect(ui.text.contains("disclosure on style=menu"))
        try ui.tap("By name")
        #expect(ui.text.contains("text \"order name\""))
        #expect(ui.text.contains("disclosure off style=menu"))
        #expect(!ui.text.contains("By name"))
    }

    @Test func aFormattedTextFieldWritesTheParsedValueAndShowsItFormattedAfterEnter() throws {
        struct Amount: View {
            @State var amount = 12
            var body: some View {
                VStack {
                    TextField("Amount", value: $amount, format: .number)
                    Text("amount \(amount)")
                }
            }
        }
        let ui = ViewHarness(Amount())
        #expect(ui.text.contains("value=\"12\""))
        let field = try ui.element(.textField, labelled: "Amount")
        try ui.send(.textChange("345"), to: field)
        #expect(ui.text.contains("text \"amount 345\""))
        try ui.send(.textChange("abc"), to: field)
        #expect(ui.text.contains("value=\"abc\""), "the draft stays while it does not parse")
        #expect(ui.text.contains("text \"amount 345\""))
        try ui.send(.submit, to: field)
        #expect(ui.text.contains("value=\"345\""), "Enter shows the value formatted again")
        try ui.verifyReplay()
    }

    @Test func aDatePickerShowsTheDateAsISOTextAndParsesTheChosenOne() throws {
        struct Due: View {
            @State var due: Date
            var body: some View {
                VStack {
                    DatePicker("Due", selection: $due, displayedComponents: .date)
                    Text("day \(Calendar.current.component(.day, from: due))")
                }
            }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 3, day: 5, hour: 9, minute: 30)))
        let ui = ViewHarness(Due(due: start))
        #expect(ui.text.contains("datePicker \"Due\" value=\"2026-03-05\" style=date"))
        try ui.send(.valueChange("2026-03-17"), to: try ui.element(.datePicker, labelled: "Due"))
        #expect(ui.text.contains("value=\"2026-03-17\""))
        #expect(ui.text.contains("text \"day 17\""))
        try ui.verifyReplay()
    }

    @Test func labelsProgressAndLinksCarryWhatRenderersNeed() throws {
        struct Extras: View {
            var body: some View {
                VStack {
                    Label("Favorites", systemImage: "star")
                    Label("Hidden title", systemImage: "gear").labelStyle(.iconOnly)
                    ProgressView("Loading", value: 0.25)
                    ProgressView()
                    Link("Docs", destination: URL(string: "https://example.com/docs")!)
                    EditButton()
                }
            }
        }
        let ui = ViewHarness(Extras())
        let text = ui.text
        #expect(text.contains("container style=label"))
        #expect(text.contains("text \"Favorites\""))
        #expect(!text.contains("Hidden title"))
        #expect(text.contains("progress \"Loading\" number=0.25 max=1"))
        #expect(text.contains("progress max=1"))
        #expect(text.contains("link \"Docs\" url=\"https://example.com/docs\""))
        #expect(text.contains("button \"Edit\""))
    }
}

/// The first element of `kind` in tree order, for controls without a label of their own.
func firstElement(_ kind: HostElementKind, in snapshot: HostElementSnapshot) -> HostElementID? {
    if snapshot.kind == kind { return snapshot.id }
    for child in snapshot.children {
        if let found = firstElement(kind, in: child) { return found }
    }
    return nil
}
