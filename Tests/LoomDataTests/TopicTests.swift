import Foundation
@testable import LoomData
import LoomTesting
import LoomViews
import Testing

struct Typing: Codable, Sendable, Equatable {
    var name: String
}

extension Topic where Message == Typing {
    static let typing = Topic("test.typing")
}

private struct TypingHint: View {
    @State private var hint = "nobody"
    @State private var heard = 0
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack {
            Text("hint: \(hint) (\(heard))")
            Button("Type") { try? modelContext.broadcast(Typing(name: "Ada"), to: .typing) }
        }
        .onReceive(.typing) { typing in
            hint = "\(typing.name) is typing"
            heard += 1
        }
    }
}

/// Topics in one process (SQLite or memory): every subscriber of a topic, in every session,
/// hears each broadcast once, on the main actor; other topics hear nothing.
@MainActor
struct TopicTests {
    @Test func aBroadcastReachesEverySubscriberOfItsTopicAndNoOther() throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        var first: [Typing] = []
        var second: [Typing] = []
        var other: [String] = []
        let subscriptions = [
            container.publisher(for: .typing).sink { first.append($0) },
            container.publisher(for: .typing).sink { second.append($0) },
            container.publisher(for: Topic<String>("test.other")).sink { other.append($0) },
        ]
        try container.broadcast(Typing(name: "Ada"), to: .typing)
        // Delivered in the same breath on the main actor.
        #expect(first == [Typing(name: "Ada")])
        #expect(second == [Typing(name: "Ada")])
        #expect(other.isEmpty)

        subscriptions[0].cancel()
        try container.broadcast(Typing(name: "Bob"), to: .typing)
        #expect(first == [Typing(name: "Ada")], "a cancelled subscription hears nothing more")
        #expect(second == [Typing(name: "Ada"), Typing(name: "Bob")])
    }

    @Test func containersOnOneFileShareTopicsAndOthersDoNot() throws {
        let folder = try makeStoreFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("shared.store")
        let one = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: url))
        let two = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(url: url))
        let elsewhere = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        var heard: [String] = []
        var heardElsewhere: [String] = []
        let subscriptions = [
            two.publisher(for: .typing).sink { heard.append($0.name) },
            elsewhere.publisher(for: .typing).sink { heardElsewhere.append($0.name) },
        ]
        try one.broadcast(Typing(name: "Ada"), to: .typing)
        #expect(heard == ["Ada"])
        #expect(heardElsewhere.isEmpty)
        _ = (subscriptions, one, two, elsewhere)
    }

    @Test func onReceiveInOneSessionHearsAnotherSessionsBroadcast() throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let ada = ViewHarness(TypingHint().modelContainer(container))
        let bob = ViewHarness(TypingHint().modelContainer(container))
        #expect(bob.text.contains("hint: nobody (0)"))
        try ada.tap("Type")
        #expect(bob.text.contains("hint: Ada is typing (1)"))
        #expect(ada.text.contains("hint: Ada is typing (1)"), "the sender's own session hears it too, once")

        bob.host.tearDown()
        try ada.tap("Type")
        #expect(ada.text.contains("(2)"))
    }

    @Test func aMessageLongerThanOneNotificationIsRefusedWithItsSize() throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        var heard = 0
        let subscription = container.publisher(for: .typing).sink { _ in heard += 1 }
        #expect {
            try container.broadcast(Typing(name: String(repeating: "a", count: 8_000)), to: .typing)
        } throws: { error in
            guard case .messageTooLarge(let topic, let bytes, let limit)? = error as? TopicError else { return false }
            return topic == "test.typing" && bytes > 8_000 && limit == 7_999 && "\(error)".contains("broadcast its identifier")
        }
        #expect(heard == 0, "nothing of a refused message is delivered")
        try container.broadcast(Typing(name: String(repeating: "a", count: 7_800)), to: .typing)
        #expect(heard == 1)
        _ = subscription
    }

    @Test func aMessageOfAnotherTypeOnTheTopicIsSkipped() throws {
        let container = try ModelContainer(for: Todo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        var heard: [Typing] = []
        let subscription = container.publisher(for: .typing).sink { heard.append($0) }
        try container.broadcast(42, to: Topic<Int>("test.typing"))
        try container.broadcast(Typing(name: "Ada"), to: .typing)
        #expect(heard == [Typing(name: "Ada")])
        _ = subscription
    }

    @Test func envelopesKeepTheirTopicAndMessage() throws {
        let envelope = TopicEnvelope(origin: "p1", topic: "room \"4\"\nline", message: Data(#"{"name":"a\nb"}"#.utf8))
        #expect(TopicEnvelope(payload: envelope.payload) == envelope)
        #expect(TopicEnvelope(payload: "not an envelope") == nil)
    }
}
