import Loom
import Testing

/// A run that outlives its store: what it dispatches afterwards is dropped (``MutatingStore``'s
/// documented behaviour), also while the run is still unwinding from the cancellation.
@MainActor
struct EazyReleasedStoreTests {
    enum Action {
        case waitThenDispatchOnCancel
        case followUp
    }

    @MainActor
    final class Probe {
        let gate = Gate()
        var started: [Action] = []
        var cancelled = false
    }

    struct CancelFollowingInteractor: Interactor {
        let probe: Probe

        func onAction(_ action: Action, store: MutatingStore<Profile, Action>) async {
            probe.started.append(action)
            guard action == .waitThenDispatchOnCancel else { return }
            do {
                try await probe.gate.wait()
            } catch {
                send(.followUp, to: store)
                await store.dispatch(.followUp)
                probe.cancelled = true
            }
        }
    }

    @Test func aRunCancelledByItsStoresReleaseStartsNoFurtherAction() async {
        let probe = Probe()
        var store: Store<Profile, Action>? = Store(state: Profile(), interactor: CancelFollowingInteractor(probe: probe))
        if let store { start(.waitThenDispatchOnCancel, on: store) }
        #expect(probe.gate.waiting == 1)
        store = nil
        await waitUntil { probe.cancelled }
        #expect(probe.started == [.waitThenDispatchOnCancel])
    }
}

/// Fire-and-forget dispatch from an interactor's async code.
@MainActor
private func send<State, Action>(_ action: Action, to store: MutatingStore<State, Action>) {
    store.dispatch(action)
}
