import Loom
import LoomTestSupport
import Testing

@MainActor
struct HarnessSmokeTests {
    struct Counter: View {
        @State private var count = 0
        @State private var name = ""
        var body: some View {
            VStack(spacing: 8) {
                Text("Count: \(count)").font(.title).bold()
                Button("Increment") { count += 1 }
                TextField("Name", text: $name)
                if !name.isEmpty { Text("Hello, \(name)!").foregroundColor(.blue).padding(4).background(.yellow) }
            }
            .padding()
        }
    }

    @Test func harnessTapsTypesAndRendersText() throws {
        let ui = ViewHarness(Counter())
        try ui.tap("Increment")
        try ui.type("Ada", into: "Name")
        #expect(ui.text == """
            vstack spacing=8 padding=16
              text "Count: 1" font=title bold
              button "Increment" {tap}
              textField value="Ada" placeholder="Name" {text}
              text "Hello, Ada!" foreground=blue padding=4 background=yellow

            """)
        try ui.verifyReplay()
        #expect(ui.issues.isEmpty)
    }
}
