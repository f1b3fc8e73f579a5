import Loom
import LoomTestSupport
import Testing

/// Every primitive view and modifier maps to the host tree as its description says.
@MainActor
struct PrimitivesTests {
    struct Gallery: View {
        @State private var notify = false
        @State private var shares = 0
        var body: some View {
            ScrollView {
                ZStack(alignment: .topLeading) {
                    Text("back")
                    Text("front").font(.system(size: 12, weight: .semibold, design: .monospaced))
                }
                HStack(alignment: .top, spacing: 2) {
                    Image(systemName: "star.fill").foregroundColor(Color(red: 0.5, green: 0, blue: 1))
                    Spacer(minLength: 4)
                    Divider()
                }
                Toggle("Notify", isOn: $notify)
                Button(action: { shares += 1 }) {
                    HStack { Image(systemName: "square.and.arrow.up"); Text("Share \(shares)") }
                }
                List(["a", "b"], id: \.self) { Text($0) }
                    .frame(minWidth: 10, maxWidth: .infinity, alignment: .leading)
            }
        }
    }

    @Test func galleryRendersEveryPrimitive() throws {
        let ui = ViewHarness(Gallery())
        try ui.toggle("Notify")
        try ui.tap("Share 0")
        #expect(ui.text == """
            scrollView
              zstack alignment=topLeading
                text "back"
                text "front" font=12,semibold,monospaced
              hstack spacing=2 alignment=top
                image symbol="star.fill" ★ foreground=#8000ff
                spacer spacing=4
                divider
              toggle "Notify" on {toggle}
              button {tap}
                hstack
                  image symbol="square.and.arrow.up" ⇧
                  text "Share 1"
              list frame=(minW:10 maxW:inf leading)
                text "a"
                text "b"

            """)
        try ui.verifyReplay()
    }

    @Test func combineAPIComesWithImportLoom() {
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<String, Never>("a")
        var received: [Int] = []
        var cancellables = Set<AnyCancellable>()
        subject.sink { received.append($0) }.store(in: &cancellables)
        subject.send(1)
        subject.send(2)
        current.value = "b"
        #expect(received == [1, 2])
        #expect(current.value == "b")
    }
}

@MainActor
struct ScreenContainerTests {
    struct Flow: View {
        @State private var showsDetail = true
        var body: some View {
            VStack {
                Text("home")
                if showsDetail {
                    ScreenContainer(presentation: .modal, onDismiss: { showsDetail = false }) { Text("detail") }
                }
            }
        }
    }

    @Test func aDismissEventReachesTheTopScreenAndOnlyDismissibleElementsAcceptIt() throws {
        let ui = ViewHarness(Flow())
        #expect(ui.text == "vstack\n  text \"home\"\n  container presentation=modal {dismiss}\n    text \"detail\"\n")
        let home = try ui.element(.text, labelled: "home")
        #expect(throws: HostEventError.unsupportedEvent(home, kind: .text)) { try ui.send(.dismiss, to: home) }
        let screen = try #require(ui.host.hostTree.snapshot().children[0].children.last?.id)
        try ui.send(.dismiss, to: screen)
        #expect(ui.text == "vstack\n  text \"home\"\n")
    }
}
