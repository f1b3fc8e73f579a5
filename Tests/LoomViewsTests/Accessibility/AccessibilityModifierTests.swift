import Loom
import LoomTestSupport
import Testing

/// `accessibilityLabel`, `Hint`, `Identifier` and `Hidden` become the `accessibility` property of
/// the next host element down, as padding does, and the text renderer prints them.
@MainActor
struct AccessibilityModifierTests {
    private func accessibility(_ ui: ViewHarness, _ kind: HostElementKind) -> [HostAccessibility?] {
        ui.host.hostTree.snapshot().allElements.filter { $0.kind == kind }.map { element in
            if case .accessibility(let value)? = element.properties[.accessibility] { return value }
            return nil
        }
    }

    @Test func theModifiersLandOnTheElementTheyWrapAndAddUp() {
        struct Screen: View {
            var body: some View {
                Button("✕") {}
                    .accessibilityLabel("Close")
                    .accessibilityHint("Closes the window")
                    .accessibilityIdentifier("close")
            }
        }
        let ui = ViewHarness(Screen())
        #expect(accessibility(ui, .button) == [HostAccessibility(label: "Close", hint: "Closes the window", identifier: "close")])
        #expect(ui.text.contains(#"button "✕" a11y=(label:"Close" hint:"Closes the window" id:"close")"#), Comment(rawValue: ui.text))
    }

    @Test func theModifierNearerTheViewWinsAField() {
        struct Screen: View {
            var body: some View {
                Text("3").accessibilityLabel("Three").accessibilityLabel("Outer").accessibilityIdentifier("count")
            }
        }
        #expect(accessibility(ViewHarness(Screen()), .text) == [HostAccessibility(label: "Three", identifier: "count")])
    }

    @Test func aStackTakesItAndItsContentDoesNot() {
        struct Screen: View {
            var body: some View {
                VStack { Text("A"); Text("B") }.accessibilityIdentifier("pair")
            }
        }
        let ui = ViewHarness(Screen())
        #expect(accessibility(ui, .vstack) == [HostAccessibility(identifier: "pair")])
        #expect(accessibility(ui, .text) == [nil, nil])
    }

    @Test func aGroupHandsItToEachChild() {
        struct Screen: View {
            var body: some View {
                VStack { Group { Text("A"); Text("B") }.accessibilityHidden(true) }
            }
        }
        let ui = ViewHarness(Screen())
        #expect(accessibility(ui, .text) == [HostAccessibility(isHidden: true), HostAccessibility(isHidden: true)])
        #expect(accessibility(ui, .vstack) == [nil])
    }

    @Test func aChangedLabelUpdatesTheElementAndAFalseHiddenSetsNothing() throws {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("+") { count += 1 }.accessibilityLabel("Add one, now \(count)")
                    Text("decoration").accessibilityHidden(false)
                }
            }
        }
        let ui = ViewHarness(Screen())
        try ui.tap("+")
        #expect(accessibility(ui, .button) == [HostAccessibility(label: "Add one, now 1")])
        #expect(accessibility(ui, .text) == [nil])
        try ui.verifyReplay()
    }

    @Test func textAndTheOlderSpellingsSetTheSameFields() {
        struct Screen: View {
            var body: some View {
                VStack {
                    Image(systemName: "trash").accessibilityLabel(Text("Delete")).accessibilityHint(Text("Removes it"))
                    Image(systemName: "star").accessibility(label: Text("Favourite")).accessibility(hint: Text("Keeps it"))
                        .accessibility(identifier: "fav")
                    Image(systemName: "gear").accessibility(hidden: true)
                }
            }
        }
        #expect(accessibility(ViewHarness(Screen()), .image) == [
            HostAccessibility(label: "Delete", hint: "Removes it"),
            HostAccessibility(label: "Favourite", hint: "Keeps it", identifier: "fav"),
            HostAccessibility(isHidden: true),
        ])
    }
}
