import Loom
import LoomTestSupport
import Testing

/// The Eazy document's smaller samples, written against `import Loom` (UIKit swapped for a
/// Loom view), behaving as the document describes.
@MainActor
struct SeedSampleTests {
    struct SomeState: Equatable {
        var text = "Hello"
        var isHidden = false
    }

    enum SomeAction: Equatable {
        case buttonTapped
    }

    enum SomeHook: CaseIterable {
        case textChanged
    }

    struct SomeInteractor: Interactor {
        func onAction(_ action: SomeAction, store: MutatingStore<SomeState, SomeAction>) async {
            switch action {
            case .buttonTapped:
                store.isHidden = !store.isHidden
            }
        }

        func publisher(for hook: SomeHook, store: MutatingStore<SomeState, SomeAction>) -> AnyCancellable {
            switch hook {
            case .textChanged:
                return HookPublisher(store.publisher.text)
                    .map {
                        $0.count.isMultiple(of: 2)
                    }
                    .assign(to: \.isHidden, using: store)
            }
        }
    }

    struct SomeView: View {
        @StateStore var store = Store(state: SomeState(), interactor: SomeInteractor())
        var body: some View {
            VStack {
                TextField("Text", text: $store.text)
                Button("Toggle") { store.dispatch(.buttonTapped) }
                if !store.isHidden { Text("visible") }
            }
        }
    }

    @Test func theTextHookHidesTheViewForEvenLengthsAndTheButtonToggles() throws {
        let ui = ViewHarness(SomeView())
        #expect(ui.text.contains("visible"))
        try ui.type("Hi", into: "Text")
        #expect(!ui.text.contains("visible"))
        try ui.type("Hey", into: "Text")
        #expect(ui.text.contains("visible"))
        try ui.tap("Toggle")
        #expect(!ui.text.contains("visible"))
    }

    struct CatSearchState: Equatable {
        var cats: [String] = []
        var errorMessage: String?
    }

    enum CatSearchAction: Equatable, CancellableAction {
        case searchCat(String)

        var cancelIdentifier: String? {
            switch self {
            case .searchCat:
                return "searchCat"
            }
        }
    }

    struct CatSearchInteractor: Interactor {
        let gate: Gate
        func onAction(_ action: CatSearchAction, store: MutatingStore<CatSearchState, CatSearchAction>) async {
            switch action {
            case let .searchCat(query):
                do {
                    try await gate.wait()
                    store.cats = [query + " cat"]
                } catch {
                    if !Task.isCancelled {
                        store.errorMessage = "\(error)"
                    }
                }
            }
        }
    }

    @Test func aNewSearchCancelsThePreviousOneWithoutAnError() async {
        let gate = Gate()
        let store = TestStore(state: CatSearchState(), interactor: CatSearchInteractor(gate: gate))
        // Two searches started back to back, without waiting (synchronous dispatch).
        let typeTwoQueries = { @MainActor in
            store.mutatingStore.dispatch(.searchCat("t"))
            store.mutatingStore.dispatch(.searchCat("tabby"))
        }
        typeTwoQueries()
        await waitUntil { gate.waiting == 1 }
        gate.open()
        await store.waitForActions()
        #expect(store.state == CatSearchState(cats: ["tabby cat"], errorMessage: nil))
    }

    enum FormHook: CaseIterable {
        case signUpStateChanged
    }

    struct FormState: Equatable {
        var signUpState: Result<String, FormError> = .success("")
        var notValidText = ""
    }

    struct FormError: Error, Equatable {
        let message: String
    }

    struct FormInteractor: Interactor {
        func onAction(_ action: Result<String, FormError>, store: MutatingStore<FormState, Result<String, FormError>>) async {
            store.signUpState = action
        }

        func publisher(for hook: FormHook, store: MutatingStore<FormState, Result<String, FormError>>) -> AnyCancellable {
            switch hook {
            case .signUpStateChanged:
                return HookPublisher(store.publisher.signUpState)
                    .compactMap {
                        if case let .failure(error) = $0 {
                            return error.message
                        }
                        return nil
                    }
                    .assign(to: \.notValidText, using: store, animation: .default)
            }
        }
    }

    @Test func assignWithAnimationWritesTheFieldFromAHook() {
        let store = Store(state: FormState(), interactor: FormInteractor())
        store.dispatch(.failure(FormError(message: "Too short")))
        #expect(store.notValidText == "Too short")
    }
}
