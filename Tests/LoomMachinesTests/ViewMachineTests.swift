import Loom
import LoomTestSupport
import Testing

/// Shows the latest number from the flow and asks for the next one.
private struct NumberScreen: View {
    let screen: ViewMachine<Int, Void>

    var body: some View {
        VStack {
            Text(screen.input.map { "Number \($0)" } ?? "Waiting")
            Button("Next") { screen.send(()) }
        }
    }
}

@MainActor
struct ViewMachineTests {
    @Test func viewShowsTheLatestInputAndEmitsOutputsIntoTheFlow() async throws {
        let screen = ViewMachine<Int, Void>()
        let ui = ViewHarness(NumberScreen(screen: screen))
        #expect(ui.text.contains("Waiting"))

        let numbers = Recorder<Int>()
        // Each tap asks a counter for the next number, which comes back to the screen.
        let counter = ReducerMachine<Void, Int>(initial: 0, queue: .main) { total, _ in .set(total + 1) }
        let flow: Machine<Flow, Flow> = .merge(
            screen.outward { .set(.tapped) }.inward { if case .number(let n) = $0 { .set(n) } else { .set() } },
            counter.outward { .set(.number($0)) }.inward { if case .tapped = $0 { .set(()) } else { .set() } },
            BasicMachine { input, _ in if case .number(let n)? = input { numbers.record(n) } }.machine
        )
        let root = TestRoot(flow.redirect { .back($0) })
        root.start()
        #expect(await numbers.first(1) == [0])
        await drainMainQueue()
        #expect(ui.text.contains("Number 0"))

        try ui.tap("Next")
        #expect(await numbers.first(2) == [0, 1])
        await drainMainQueue()
        #expect(ui.text.contains("Number 1"))
        root.stop()
    }

    @Test func outputsSentAfterStopGoNowhere() async throws {
        let screen = ViewMachine<Int, Int>()
        let sink = Probe<Int>(queue: .main)
        let root = TestRoot(Machine.merge(~screen, sink.outward { _ in .set() }).redirect { .back($0) })
        root.start()
        await drainMainQueue()
        screen.send(1)
        #expect(await sink.calls.first(2) == [nil, 1])
        root.stop()
        screen.send(2)
        await drainMainQueue()
        #expect(sink.calls.values == [nil, 1])
    }
}

private enum Flow: Sendable {
    case tapped
    case number(Int)
}

@MainActor
struct ViewMachineRestartTests {
    @Test func restartingTheFlowClearsTheShownInputUntilANewOneArrives() async {
        let screen = ViewMachine<Int, Int>()
        let root = TestRoot(Machine.merge(~screen, ~SingleMachine<Int, Int>(5, queue: .main)).redirect { .back($0) })
        root.start()
        await drainMainQueue()
        #expect(screen.input == 5)
        root.stop()
        let quiet = TestRoot(~screen)
        quiet.start()
        await drainMainQueue()
        #expect(screen.input == nil)
        quiet.stop()
    }
}
