import Loom
import Testing

/// The interactor's store writes stored fields in place and everything else through its setter.
@MainActor
struct MutatingStoreWriteTests {
    struct Form: Equatable {
        var text = ""
        var edits = 0
        /// A stored property with an observer: a write must run it.
        var draft = "" {
            didSet { edits += 1 }
        }
        /// A computed property: a write must go through its setter.
        var shouted: String {
            get { text.uppercased() }
            set { text = newValue.lowercased() }
        }
        var items: [String] = []
    }

    enum FormAction {
        case type(String)
        case draft(String)
        case shout(String)
        case add(String)
    }

    struct FormInteractor: Interactor {
        func onAction(_ action: FormAction, store: MutatingStore<Form, FormAction>) async {
            switch action {
            case let .type(text): store.text = text
            case let .draft(text): store.draft = text
            case let .shout(text): store.shouted = text
            case let .add(item): store.items.append(item)
            }
        }
    }

    @Test func storedComputedAndObservedFieldsAreWrittenAsTheirTypeSays() {
        let store = Store(state: Form(), interactor: FormInteractor())
        var changes = 0
        let unsubscribe = store.addListener { _, _ in changes += 1 }
        store.dispatch(.type("hello"))
        #expect(store.text == "hello")
        store.dispatch(.draft("a"))
        store.dispatch(.draft("ab"))
        #expect(store.draft == "ab")
        #expect(store.edits == 2, "the didSet observer ran for each write")
        store.dispatch(.shout("LOUD"))
        #expect(store.text == "loud")
        store.dispatch(.add("one"))
        store.dispatch(.add("two"))
        #expect(store.items == ["one", "two"])
        #expect(changes == 6, "each write is one change")
        unsubscribe()
    }
}
