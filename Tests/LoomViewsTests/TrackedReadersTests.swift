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

    /// Reads the source only while `reads` is on (a toggle flips it).
    struct SometimesReader: View {
        let source: TrackedSource
        @State private var reads = true
        var body: some View {
            VStack {
                Text(reads ? "value \(source.read())" : "not reading")
                Button("Toggle") { reads.toggle() }
            }
        }
    }

    /// Views re-rendered by a change of the value they read, reading it again, register nothing
    /// anew: the change disarmed their entries and the new reads re-arm them in place. Removing
    /// and re-adding each reader at every change registered two more per change.
    @Test func rerunsAfterAChangeThatReadTheSameValuesRegisterNothing() throws {
        let source = TrackedSource()
        let host = ViewHost(VStack {
            Reader(source: source)
            Reader(source: source)
        })
        #expect(source.readers.registrations == 2)
        for value in 1...5 {
            source.value = value
            source.readers.valueDidChange()
            host.update()
            #expect(host.hostTree.snapshot().labels.filter { $0.hasPrefix("value \(value)") }.count == 2)
            #expect(source.readers.registrations == 2)
            #expect(source.readers.count == 2)
        }
    }

    /// A view told of a change that no longer reads the value in its next body is not told
    /// again: its disarmed entry is dropped at the next change.
    @Test func aToldViewThatStopsReadingIsNotToldAgain() throws {
        let source = TrackedSource()
        let host = ViewHost(SometimesReader(source: source))
        source.value = 1
        source.readers.valueDidChange()
        try tap("Toggle", in: host)
        #expect(host.hostTree.snapshot().labels.contains("not reading"))
        let bodies = host.statistics.bodies
        source.value = 2
        source.readers.valueDidChange()
        host.update()
        #expect(host.statistics.bodies == bodies)
        #expect(source.readers.isEmpty)
    }

    /// A second change before the told view re-rendered finds its entry disarmed and drops it
    /// (it cannot tell a view about to re-render from one that will not read again): the view
    /// re-renders once, reads the newest value and is recorded anew, once.
    @Test func twoChangesBeforeAnUpdateReRenderOnceAndKeepOneEntry() throws {
        let source = TrackedSource()
        let host = ViewHost(Reader(source: source))
        let bodies = host.statistics.bodies
        source.value = 1
        source.readers.valueDidChange()
        source.value = 2
        source.readers.valueDidChange()
        host.update()
        #expect(host.hostTree.snapshot().labels.contains("value 2 renders 0"))
        #expect(host.statistics.bodies == bodies + 1)
        #expect(source.readers.count == 1)
        #expect(source.readers.registrations == 2)
        source.value = 3
        source.readers.valueDidChange()
        host.update()
        #expect(host.hostTree.snapshot().labels.contains("value 3 renders 0"))
    }

    /// Changes the source during its body (misuse, reported) once `writes` is on.
    struct WriterDuringBody: View {
        let source: TrackedSource
        @State private var writes = false
        var body: some View {
            if writes {
                source.value += 1
                source.readers.valueDidChange()
            }
            return Button("Write") { writes = true }
        }
    }

    /// An issue handler reading the value while its readers are being told (a write during a
    /// body) records into the set-aside list, after the re-read cursor had moved along the old
    /// one: the cursor is reset first. The refused readers stay armed for the next change.
    @Test func aReadDuringTellingAfterReArmsIsRecorded() throws {
        let source = TrackedSource()
        var issues = 0
        let host = ViewHost(VStack {
            Reader(source: source)
            Reader(source: source)
            WriterDuringBody(source: source)
        }, issueHandler: { _ in
            issues += 1
            _ = source.read()
        })
        source.value = 1
        source.readers.valueDidChange()
        host.update()  // both readers re-arm, the first through the cursor
        try tap("Write", in: host)
        #expect(issues == 2)
        source.value = 5
        source.readers.valueDidChange()
        host.update()
        #expect(host.hostTree.snapshot().labels.filter { $0.hasPrefix("value 5") }.count == 2)
    }
}
