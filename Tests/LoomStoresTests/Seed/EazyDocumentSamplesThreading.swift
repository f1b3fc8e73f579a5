// The Eazy document's threading sample, as written: a hook whose service publishes from another
// thread, delivered with `.receive(on: DispatchQueue.main)`. The document elides the service and
// the sink's body (`// ...`); the smallest ones that fit are written here.
import Dispatch
import Loom
import Testing

struct ThreadedService {
    let somePublisherThatRunsInADifferentContext: AnyPublisher<String, Never>
}

enum ThreadedHook: CaseIterable {
    case someHook
}

struct ThreadedInteractor: Interactor {
    let service: ThreadedService

    func publisher(for hook: ThreadedHook, store: MutatingStore<SomeState, SomeAction>) -> AnyCancellable {
        switch hook {
        case .someHook:
            return HookPublisher(service.somePublisherThatRunsInADifferentContext)
          	.receive(on: DispatchQueue.main)
                .sink { text in
			store.text = text
                }
        }
    }
}

@MainActor
struct EazyDocumentSamplesThreading {
    @Test func aHookFedFromAnotherThreadWritesTheStoreOnTheMainQueue() async {
        let subject = PassthroughSubject<Int, Never>()
        let store = Store(state: SomeState(),
                          interactor: ThreadedInteractor(service: ThreadedService(
                              somePublisherThatRunsInADifferentContext: subject.map { "from worker \($0)" }.eraseToAnyPublisher())))
        await sendFromAnotherThread(subject, [1])
        await drainMainQueue()
        for _ in 0..<1_000 where store.text != "from worker 1" { await Task.yield() }
        #expect(store.text == "from worker 1")
    }
}
