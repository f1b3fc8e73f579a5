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

    @Test func declarativeContentInAScreenUnderAPushedOneIsEndedAndRebuiltWhenItComesBack() throws {
        let log = RouteLog()
        let bottom = ScreenController(view: HostingView(rootView: Appearing(log: log)))
        let navigation = NavigationController(rootViewController: bottom)
        let probe = TreeProbe()
        Navigator().start(root: navigation, in: probe.tree)
        navigation.push(ScreenController(view: LabelView(text: "top")))
        #expect(try !probe.text.contains("declarative"))
        #expect(log.asked == ["appear", "disappear"])
        navigation.popViewController()
        #expect(try probe.text.contains("text \"declarative\""))
        #expect(log.asked == ["appear", "disappear", "appear"])
    }
}
