import Loom
import LoomTestSupport
import Testing

/// Imperative views inside declarative ones, and declarative content inside imperative views.
@MainActor
struct NestingTests {
    struct Screen: View {
        let counter: CountView
        @State private var title = "Declarative"
        var body: some View {
            VStack {
                Text(title)
                Button("Rename") { title = "Renamed" }
                HostElementView(make: { counter.mount(in: $0) })
            }
        }
    }

    @Test func anImperativeViewLivesInADeclarativeTreeAndBothUpdate() throws {
        let counter = CountView()
        counter.model = CountViewModel(text: "count 0")
        var taps = 0
        counter.didTap = {
            taps += 1
            counter.model = CountViewModel(text: "count \(taps)")
        }
        let ui = ViewHarness(Screen(counter: counter))
        try ui.tap("Increment")
        try ui.tap("Rename")
        #expect(ui.text == """
            vstack
              text "Renamed"
              button "Rename" {tap}
              vstack
                text "count 1"
                button "Increment" {tap}

            """)
        try ui.verifyReplay()
    }

    struct Switch: View {
        @State private var isOn = false
        var body: some View {
            Toggle(isOn ? "On" : "Off", isOn: $isOn)
        }
    }

    @Test func declarativeContentLivesInAnImperativeViewAndKeepsItsState() throws {
        let panel = StackView(axis: .vertical)
        panel.addSubview(LabelView(text: "Imperative"))
        let hosting = HostingView(rootView: Switch())
        panel.addSubview(hosting)
        let probe = TreeProbe()
        probe.show(panel)
        #expect(try probe.text == "vstack\n  text \"Imperative\"\n  container\n    toggle \"Off\" off {toggle}\n")
        let toggle = try #require(probe.tree.snapshot().first(.toggle, labelled: "Off"))
        try hosting.host?.send(HostEvent(element: toggle.id, action: .toggleChange(true)))
        #expect(try probe.text == "vstack\n  text \"Imperative\"\n  container\n    toggle \"On\" on {toggle}\n")
        #expect(probe.commits >= 1)
    }

    struct Appearing: View {
        let log: RouteLog
        var body: some View {
            Text("declarative").onAppear { log.asked.append("appear") }.onDisappear { log.asked.append("disappear") }
        }
    }

    @Test func declarativeContentInAScreenUnderAPushedOneKeepsItsStateWhileCovered() throws {
        struct Tally: View {
            let log: RouteLog
            @State private var taps = 0
            var body: some View {
                Button("taps \(taps)") { taps += 1 }
                    .onAppear { log.asked.append("appear") }
                    .onDisappear { log.asked.append("disappear") }
            }
        }
        let log = RouteLog()
        let bottom = ScreenController(view: HostingView(rootView: Tally(log: log)))
        let navigation = NavigationController(rootViewController: bottom)
        let probe = TreeProbe()
        Navigator().start(root: navigation, in: probe.tree)
        let button = try #require(probe.tree.snapshot().first(.button, labelled: "taps 0"))
        try probe.tree.send(HostEvent(element: button.id, action: .tap))
        (bottom.view as? HostingView<Tally>)?.host?.update()
        #expect(try probe.text.contains("button \"taps 1\""))
        navigation.push(ScreenController(view: LabelView(text: "top")))
        #expect(try !probe.text.contains("taps"))
        navigation.popViewController()
        #expect(try probe.text.contains("button \"taps 1\""))
        #expect(log.asked == ["appear"])
    }
}
