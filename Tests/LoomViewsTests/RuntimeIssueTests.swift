import Loom
import LoomTestSupport
import Testing

/// Misuse is reported clearly, never a crash or an endless loop.
@MainActor
struct RuntimeIssueTests {
    @Test func stateWriteDuringBodyIsReportedWithoutLooping() throws {
        struct Looping: View {
            @State private var renders = 0
            var body: some View {
                renders += 1
                return Button("renders \(renders)") { renders += 100 }
            }
        }
        let ui = ViewHarness(Looping())
        _ = ui.text
        #expect(ui.issues.count == 1)
        #expect(ui.issues.first?.message.contains("while the body of Looping was running") == true)
        let bodies = ui.host.statistics.bodies
        ui.host.update()
        #expect(ui.host.statistics.bodies == bodies)
    }

    @Test func missingEnvironmentObjectIsReportedAndShowsNothing() {
        final class Settings: ObservableObject { @Published var name = "x" }
        struct Reader: View {
            @EnvironmentObject var settings: Settings
            var body: some View { Text(settings.name) }
        }
        struct Screen: View {
            var body: some View { VStack { Text("before"); Reader() } }
        }
        let ui = ViewHarness(Screen())
        #expect(ui.text == "vstack\n  text \"before\"\n")
        #expect(ui.issues.first?.message.contains("No environment object of type Settings") == true)
    }

    @Test func eventsForUnknownOrDisabledElementsAreRefusedAndChangeNothing() throws {
        struct Screen: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("count \(count)")
                    Button("Add") { count += 1 }.disabled(true)
                }
            }
        }
        let ui = ViewHarness(Screen())
        let before = ui.text
        #expect(throws: HostEventError.unknownElement(HostElementID(9999))) {
            try ui.send(.tap, to: HostElementID(9999))
        }
        let button = try ui.element(.button, labelled: "Add")
        #expect(throws: HostEventError.disabled(button)) { try ui.send(.tap, to: button) }
        let text = try ui.element(.text, labelled: "count 0")
        #expect(throws: HostEventError.unsupportedEvent(text, kind: .text)) { try ui.send(.tap, to: text) }
        #expect(ui.text == before)
    }
}
