// The Eazy document's debugging sample: `DebugStore.enableLogging()` and `DebugStore.print`,
// and the log it shows. One swap, marked `// Swap:`.
import Loom
import Synchronization
import Testing

@MainActor
struct EazyDocumentSamplesDebug {
    /// The log's lines; `DebugStore.print` may be called from any thread.
    final class Messages: Sendable {
        private let storage = Mutex<[String]>([])
        var all: [String] { storage.withLock { $0 } }
        func append(_ message: String) { storage.withLock { $0.append(message) } }
    }

    /// The document's log, line for line: the initial state, the action, and the change as a
    /// diff naming every enum case by its full type path, under the `Eazy -` prefix.
    ///
    /// Synchronous, so no other main-actor test runs while logging is on.
    @Test func theLogReadsAsTheDocumentShowsIt() {
        let messages = Messages()
        let previous = DebugStore.print
        DebugStore.print = { message in
            messages.append(message)
        }
        // Swap: the document enables every store; the test narrows it to the chat's state so the
        // tests running beside it stay out of the log.
        DebugStore.enableLogging(include: [ChatState.self])
        let store = TestStore(state: ChatState(), interactor: ChatInteractor(service: .mock))
        store.mutatingStore.dispatch(.getMessages)
        // What `getMessages` does once the mock answers, written at once to keep the test synchronous.
        store.mutatingStore.messagesState = .success(.mock)
        DebugStore.disableLogging()
        DebugStore.print = previous

        let ids = [ChatState.Message].mock.map(\.id.uuidString)
        // Loom also logs hook firings (here the draft hook receiving the draft's current value
        // when the store sets it up); the document's excerpt has none, so they are left out.
        #expect(messages.all.filter { !$0.hasPrefix("Eazy - Hook triggered:") } == [
            """
            Eazy - Initial state:
            ChatState(
              messagesState: ChatState.MessagesState.loading,
              newMessageString: ""
            )
            """,
            """
            Eazy - Triggered action:
            ChatAction.getMessages
            """,
            """
            Eazy - State changed:
              ChatState(
            -   messagesState: ChatState.MessagesState.loading,
            +   messagesState: ChatState.MessagesState.success(
            +     [
            +       [0]: ChatState.Message(
            +         id: UUID(\(ids[0])),
            +         from: ChatState.Message.From.me,
            +         text: "Hello my friend"
            +       ),
            +       [1]: ChatState.Message(
            +         id: UUID(\(ids[1])),
            +         from: ChatState.Message.From.other,
            +         text: "Well hello"
            +       ),
            +       [2]: ChatState.Message(
            +         id: UUID(\(ids[2])),
            +         from: ChatState.Message.From.me,
            +         text: "Protein, iron, and calcium are some of the nutritiona benefits associated with cheeseburgers."
            +       )
            +     ]
            +   ),
                newMessageString: ""
              )
            """,
        ])
    }
}
