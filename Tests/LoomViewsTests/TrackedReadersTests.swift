import LoomHost
import LoomTestSupport
import Testing

@testable import LoomViews

/// A view that reads a value again in a new body replaces its own stale read rather than adding
/// one: re-rendering for other reasons does not grow the value's reader list.
@MainActor
struct TrackedReadersTests {
    /// Reads the source (twice, as a body may) and re-renders through its own state.
    struct Reader: View {
        let source: TrackedSource
        @State private var renders = 0
        var body: some View {
            VStack {
                Text("value \(source.read()) renders \(renders)")
                Text("again \(source.read())")
                Button("Again") { renders += 1 }
            }
        }
    }

    private func tap(_ title: String, in host: ViewHost) throws {
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: title)?.id)
        try host.send(HostEvent(element: button, action: .tap))
        host.update()
    }

    /// Appending each body's read made the list 1, 2, 3, … entries long until a sweep at 16.
    @Test func aSoleReaderRerenderingKeepsOneEntry() throws {
        let source = TrackedSource()
        let host = ViewHost(Reader(source: source))
        #expect(source.readers.count == 1)
        for render in 1...10 {
            try tap("Again", in: host)
            #expect(host.hostTree.snapshot().labels.contains("value 0 renders \(render)"))
            #expect(source.readers.count == 1)
        }
        // The entry that replaced the stale ones is the current read: the change reaches the view.
        source.value = 7
        source.readers.valueDidChange()
        host.update()
        #expect(host.hostTree.snapshot().labels.contains("value 7 renders 10"))
        #expect(source.readers.count == 1)
    }

    /// Two views reading in turn still each get their own entry, and both are told of a change.
    @Test func readersTakingTurnsAreEachTold() throws {
        let source = TrackedSource()
        let host = ViewHost(VStack {
            Reader(source: source)
            Reader(source: source)
        })
        #expect(source.readers.count == 2)
        source.value = 3
        source.readers.valueDidChange()
        host.update()
        #expect(host.hostTree.snapshot().labels.filter { $0.hasPrefix("value 3") }.count == 2)
        #expect(source.readers.count == 2)
    }
}
