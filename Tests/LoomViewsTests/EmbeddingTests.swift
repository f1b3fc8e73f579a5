import Loom
import LoomTestSupport
import Testing

/// Imperatively built elements inside declarative views, and declarative views inside
/// imperatively built elements, in one host tree.
@MainActor
struct EmbeddingTests {
    /// A tiny imperative view: a container with a label it updates by hand.
    @MainActor
    final class Badge {
        var label: HostElementID?
        var updates = 0
        func make(in tree: HostTree) -> HostElementID {
            let container = tree.makeElement(.container)
            let label = tree.makeElement(.text, properties: [.text("badge")])
            tree.appendChild(label, to: container)
            self.label = label
            return container
        }
        func refresh(_ text: String, in tree: HostTree) {
            updates += 1
            if let label { tree.setProperties([.text(text)], of: label) }
        }
    }

    struct Screen: View {
        let badge: Badge
        @State private var count = 0
        var body: some View {
            VStack {
                Button("Bump") { count += 1 }
                HostElementView(make: { badge.make(in: $0) }, update: { tree, _ in badge.refresh("count \(count)", in: tree) })
            }
        }
    }

    @Test func anImperativeElementSitsInADeclarativeTreeAndIsUpdatedOnRebuild() throws {
        let badge = Badge()
        let ui = ViewHarness(Screen(badge: badge))
        try ui.tap("Bump")
        #expect(ui.text == "vstack\n  button \"Bump\" {tap}\n  container\n    text \"count 1\"\n")
        try ui.verifyReplay()
    }

    @Test func aDeclarativeTreeCanLiveUnderAnImperativeElement() throws {
        let tree = HostTree()
        let panel = tree.makeElement(.container)
        tree.appendChild(panel, to: tree.rootID)
        var commits = 0
        tree.onCommit = { commits += 1 }
        struct Inner: View {
            @State private var on = false
            var body: some View { Toggle("Inner", isOn: $on) }
        }
        let inner = ViewHost(Inner(), hostTree: tree, under: panel)
        #expect(TextRenderer.render(tree.snapshot()) == "container\n  toggle \"Inner\" off {toggle}\n")
        let toggle = try #require(tree.snapshot().first(.toggle, labelled: "Inner"))
        try inner.send(HostEvent(element: toggle.id, action: .toggleChange(true)))
        #expect(TextRenderer.render(tree.snapshot()) == "container\n  toggle \"Inner\" on {toggle}\n")
        #expect(commits == 2)
    }
}
