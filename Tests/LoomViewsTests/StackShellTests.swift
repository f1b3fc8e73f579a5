import LoomHost
import Testing

@testable import LoomViews

/// Each stack compares its alignment and spacing in its own `isSameShell`: a stack whose shell is
/// unchanged is not built again (its content is still updated), a changed one is.
@MainActor
struct StackShellTests {
    struct Screen: View {
        @State private var spacing: Double? = nil
        @State private var leading = false
        @State private var taps = 0
        var body: some View {
            VStack {
                Button("spacing") { spacing = 8 }
                Button("leading") { leading = true }
                Button("tap") { taps += 1 }
                VStack(alignment: leading ? .leading : .center, spacing: spacing) { Text("v \(taps)") }
                HStack(alignment: leading ? .top : .center, spacing: spacing) { Text("h \(taps)") }
                ZStack(alignment: leading ? .topLeading : .center) { Text("z \(taps)") }
            }
        }
    }

    private func tap(_ title: String, in host: ViewHost) throws {
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: title)?.id)
        try host.send(HostEvent(element: button, action: .tap))
        host.update()
    }

    /// The three stacks inside the screen's own stack, in order.
    private func stacks(of host: ViewHost) -> [HostElementSnapshot] {
        Array(host.hostTree.snapshot().children.first?.children.suffix(3) ?? [])
    }

    @Test func anUnchangedShellPassesItsContentOnAndAChangedOneRebuilds() throws {
        let host = ViewHost(Screen())
        let builds = host.statistics.builds
        try tap("tap", in: host)
        #expect(stacks(of: host).map(\.labels) == [["v 1"], ["h 1"], ["z 1"]])
        // The screen, and each stack's text: no stack is built again.
        #expect(host.statistics.builds - builds == 4)
        #expect(stacks(of: host).allSatisfy { $0.properties.isEmpty })

        try tap("spacing", in: host)
        #expect(stacks(of: host)[0].properties.contains(.spacing(8)))
        #expect(stacks(of: host)[1].properties.contains(.spacing(8)))
        try tap("leading", in: host)
        #expect(stacks(of: host)[0].properties.contains(.alignment(.leading)))
        #expect(stacks(of: host)[1].properties.contains(.alignment(.top)))
        #expect(stacks(of: host)[2].properties.contains(.alignment(.topLeading)))
    }
}
