import Foundation
import Loom
import LoomExamples
import LoomTestSupport
import Testing

/// The showcase's chat on a stored conversation: two sessions on one container see each
/// other's messages, each showing its own as "me", and the conversation is in the store.
@MainActor
struct StoredChatTests {
    @Test func aMessageSentInOneSessionAppearsInTheOtherAndIsStored() async throws {
        let container = try ModelContainer(for: ChatEntry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let alice = ViewHarness(StoredChatView().modelContainer(container))
        let bob = ViewHarness(StoredChatView().modelContainer(container))
        try await waitUntil { alice.text.contains("Shall we meet for lunch?") && bob.text.contains("Shall we meet for lunch?") }

        try alice.type("Noon at the square?", into: "Message")
        try alice.tap("Send")
        try await waitUntil { bob.text.contains("Noon at the square?") }
        #expect(alice.text.contains("Noon at the square?"))
        // Alice's own message is blue at the trailing edge; Bob sees it grey at the leading one.
        #expect(alice.text.contains("text \"Noon at the square?\" padding=8 background=blue"))
        #expect(bob.text.contains("text \"Noon at the square?\" padding=8 background=gray"))

        let stored = try ModelContext(container).fetch(FetchDescriptor<ChatEntry>(sortBy: [SortDescriptor(\.sent)]))
        #expect(stored.map(\.text) == ["Hello my friend", "Well hello", "Shall we meet for lunch?", "Noon at the square?"])
    }

    @Test func eachSessionShowsWhoHasTheChatOpenUntilTheyLeave() async throws {
        let container = try ModelContainer(for: ChatEntry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let alice = ViewHarness(StoredChatView().modelContainer(container))
        try await waitUntil { alice.text.contains("text \"Online: you\"") }
        let bob = ViewHarness(StoredChatView().modelContainer(container))
        // Each lists itself as "you" and the other by name, in the order they came.
        try await waitUntil { alice.text.contains("Online: you, Guest ") && bob.text.contains("Online: Guest ") && bob.text.contains(", you\"") }
        #expect(alice.text.contains(#/"Online: you, Guest [0-9A-F]{4}"/#))
        #expect(bob.text.contains(#/"Online: Guest [0-9A-F]{4}, you"/#))

        // A session that ends (the tab closed) leaves the others' list.
        bob.host.tearDown()
        try await waitUntil { alice.text.contains("text \"Online: you\"") }
    }

    @Test func othersSeeWhoIsWritingUntilTheMessageIsSent() async throws {
        let container = try ModelContainer(for: ChatEntry.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let alice = ViewHarness(StoredChatView().modelContainer(container))
        let bob = ViewHarness(StoredChatView().modelContainer(container))
        // Both appear at once: either may have entered first.
        let both = #/"Online: (you, Guest [0-9A-F]{4}|Guest [0-9A-F]{4}, you)"/#
        try await waitUntil { alice.text.contains(both) && bob.text.contains(both) }

        try alice.type("Noon?", into: "Message")
        try await waitUntil { bob.text.contains(#/"Guest [0-9A-F]{4} is writing…"/#) }
        #expect(!alice.text.contains("is writing"), "a session is not told about its own draft")
        try alice.tap("Send")
        try await waitUntil { bob.text.contains("Noon?") && !bob.text.contains("is writing") }

        // A writer who leaves stops writing for the others.
        try alice.type("Wait", into: "Message")
        try await waitUntil { bob.text.contains("is writing…") }
        alice.host.tearDown()
        try await waitUntil { !bob.text.contains("is writing") }
    }

    private func waitUntil(_ condition: @MainActor () -> Bool, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(await eventually(condition), sourceLocation: sourceLocation)
    }
}
