import Loom
import Testing

/// A `TabView` keeps a left tab's content built; the terminal neither draws it nor lets focus
/// rest in it, and shows it again, with its state, when the tab is chosen.
@MainActor
struct TerminalKeptTabTests {
    struct Tally: View {
        let name: String
        @State private var count = 0
        var body: some View { Button("\(name) \(count)") { count += 1 } }
    }

    struct Screen: View {
        var body: some View {
            TabView {
                Tally(name: "Apples").tabItem { Text("Orchard") }
                Tally(name: "Carrots").tabItem { Text("Garden") }
            }
        }
    }

    private func tap(_ ui: TerminalHarness, _ title: String) throws {
        let button = try #require(ui.host.hostTree.snapshot().withoutKeptContent.first(.button, labelled: title))
        try ui.host.hostTree.send(HostEvent(element: button.id, action: .tap))
    }

    @Test func aLeftTabIsNeitherDrawnNorFocusableAndComesBackWithItsState() throws {
        let ui = TerminalHarness(Screen(), width: 40, height: 8)
        try tap(ui, "Apples 0")
        try tap(ui, "Garden")
        let screen = ui.lines.joined(separator: "\n")
        #expect(screen.contains("Carrots 0"))
        #expect(!screen.contains("Apples"), Comment(rawValue: screen))
        #expect(ui.host.hostTree.snapshot().first(.button, labelled: "Apples 1") != nil, "kept in the tree")
        for _ in 0..<4 {
            ui.keys(.tab)
            #expect(!ui.lines.joined().contains("Apples"))
        }
        try tap(ui, "Orchard")
        #expect(ui.lines.joined(separator: "\n").contains("Apples 1"))
    }
}
