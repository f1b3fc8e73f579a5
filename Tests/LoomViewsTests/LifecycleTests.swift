import Loom
import LoomTestSupport
import Testing

/// `onAppear`, `onDisappear` and `task` follow the view's identity.
@MainActor
struct LifecycleTests {
    @MainActor
    final class Journal {
        var entries: [String] = []
    }

    struct Panel: View {
        let journal: Journal
        var body: some View {
            Text("panel")
                .onAppear { journal.entries.append("appear") }
                .onDisappear { journal.entries.append("disappear") }
        }
    }

    struct Screen: View {
        let journal: Journal
        @State private var shows = true
        @State private var tick = 0
        var body: some View {
            VStack {
                Button("Toggle") { shows.toggle() }
                Button("Tick \(tick)") { tick += 1 }
                if shows { Panel(journal: journal) }
            }
        }
    }

    @Test func onAppearAndOnDisappearFireOnceEachInOrder() throws {
        let journal = Journal()
        let ui = ViewHarness(Screen(journal: journal))
        #expect(journal.entries == ["appear"])
        try ui.tap("Tick 0")
        try ui.tap("Tick 1")
        #expect(journal.entries == ["appear"])
        try ui.tap("Toggle")
        #expect(journal.entries == ["appear", "disappear"])
        try ui.tap("Tick 2")
        #expect(journal.entries == ["appear", "disappear"])
        try ui.tap("Toggle")
        #expect(journal.entries == ["appear", "disappear", "appear"])
    }

    @Test func taskIsCancelledWhenItsViewDisappears() async throws {
        @MainActor
        final class Probe {
            var started = false
            var cancelled = false
            var startedSignal: CheckedContinuation<Void, Never>?
            var finishedSignal: CheckedContinuation<Void, Never>?
        }
        struct Worker: View {
            let probe: Probe
            var body: some View {
                Text("working").task {
                    probe.started = true
                    probe.startedSignal?.resume()
                    probe.startedSignal = nil
                    // Suspends until cancelled: a stream that never yields.
                    let (stream, _) = AsyncStream<Int>.makeStream()
                    for await _ in stream {}
                    probe.cancelled = Task.isCancelled
                    probe.finishedSignal?.resume()
                    probe.finishedSignal = nil
                }
            }
        }
        struct Screen: View {
            let probe: Probe
            @State private var shows = true
            var body: some View {
                VStack {
                    Button("Hide") { shows = false }
                    if shows { Worker(probe: probe) }
                }
            }
        }
        let probe = Probe()
        let ui = ViewHarness(Screen(probe: probe))
        if !probe.started {
            await withCheckedContinuation { probe.startedSignal = $0 }
        }
        #expect(probe.started)
        #expect(!probe.cancelled)
        await withCheckedContinuation { continuation in
            probe.finishedSignal = continuation
            do { try ui.tap("Hide") } catch { Issue.record(error) }
        }
        #expect(probe.cancelled)
    }
}
