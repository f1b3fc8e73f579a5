import Foundation
import Loom
import LoomTestSupport
import Testing

/// `TextField(_:value:formatter:)`, `List(_:id:selection:)` with a set, `.foregroundStyle(.background)`
/// and a `ButtonStyle` that reads the environment.
@MainActor
struct FormatterFieldAndStyleTests {
    private struct Money: View {
        @State private var money = 12
        @State private var distance = 2.5

        var body: some View {
            VStack {
                TextField("Money", value: $money, formatter: NumberFormatter())
                TextField("Distance", value: $distance, formatter: NumberFormatter())
                Text("money \(money) distance \(distance)")
            }
        }
    }

    @Test func aNumberFormatterFieldShowsTheValueAndWritesWhatReadsAsANumber() throws {
        let ui = ViewHarness(Money())
        #expect(ui.text.contains("value=\"12\""), Comment(rawValue: ui.text))
        try ui.send(.textChange("345"), to: try ui.element(.textField, labelled: "Money"))
        try ui.expectText("money 345 distance 2.5")
        try ui.send(.textChange("4.75"), to: try ui.element(.textField, labelled: "Distance"))
        try ui.expectText("money 345 distance 4.75")
        try ui.send(.textChange("lots"), to: try ui.element(.textField, labelled: "Money"))
        #expect(ui.text.contains("value=\"lots\""), "the draft stays while it does not read as a number")
        try ui.expectText("money 345 distance 4.75")
        try ui.verifyReplay()
    }

    private struct Day: View {
        @State private var day = Date(timeIntervalSince1970: 0)
        let formatter: DateFormatter = {
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter
        }()

        var body: some View {
            VStack {
                TextField("Day", value: $day, formatter: formatter)
                Text("day \(formatter.string(from: day))")
            }
        }
    }

    @Test func aDateFormatterFieldWritesWhatReadsAsADate() throws {
        let ui = ViewHarness(Day())
        #expect(ui.text.contains("value=\"1970-01-01\""), Comment(rawValue: ui.text))
        let field = try ui.element(.textField, labelled: "Day")
        try ui.send(.textChange("2026-12-07"), to: field)
        try ui.expectText("day 2026-12-07")
        try ui.send(.textChange("Monday"), to: field)
        try ui.expectText("day 2026-12-07")
    }

    private struct Exercises: View {
        @State private var chosen: Set<String> = []
        var body: some View {
            VStack {
                Text("Chosen: \(chosen.sorted().joined(separator: ","))")
                List(["squat", "press", "row"], id: \.self, selection: $chosen) { Text($0) }
            }
        }
    }

    @Test func aDataListWithASetSelectionByIdTogglesRows() throws {
        let ui = ViewHarness(Exercises())
        #expect(ui.text.contains(#"list value="select-many""#), Comment(rawValue: ui.text))
        let rows = ui.host.hostTree.snapshot().allElements.filter { $0.kind == .container && $0.properties[.isOn] != nil }
        #expect(rows.count == 3)
        try ui.send(.tap, to: rows[0].id)
        try ui.send(.tap, to: rows[2].id)
        try ui.expectText("Chosen: row,squat")
        try ui.verifyReplay()
    }

    private struct Primary: ButtonStyle {
        @Environment(\.isEnabled) var isEnabled
        func makeBody(configuration: Configuration) -> some View {
            configuration.label.padding(4).background(isEnabled ? Color.accentColor : .gray).foregroundStyle(.background)
        }
    }

    @Test func theThemeBackgroundIsAStyleTheRenderersFollow() throws {
        let text = ViewHarness(Button("Go") {}.buttonStyle(Primary())).text
        #expect(text.contains("button \"Go\""), Comment(rawValue: text))
        #expect(text.contains("foreground=background"), "the text's colour is the theme's background, by name")
        let theme = HostColor(red: 1, green: 1, blue: 1, name: "background")
        let css = try #require(DOMElement(
            id: HostElementID(1), kind: .text, properties: [.text("Go"), .foreground(theme)], events: [])[attribute: "style"])
        #expect(css.contains("var(--lm-surface)"), Comment(rawValue: css))
    }
}
