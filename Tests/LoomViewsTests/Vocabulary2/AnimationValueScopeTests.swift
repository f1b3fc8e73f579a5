import Foundation
import Loom
import LoomTestSupport
import Testing

/// `animation(_:value:)` animates only the update in which `value` changed: the scope's
/// container counts the changes of `value`, and the page animates the changes below it only in
/// the patch that moves that count.
@MainActor
struct AnimationValueScopeTests {
    struct Fader: View {
        @State var isFaded = false
        @State var isSmall = false
        var body: some View {
            VStack {
                Button("Fade") { isFaded.toggle() }
                Button("Shrink") { isSmall.toggle() }
                Text("Hello")
                    .opacity(isFaded ? 0.5 : 1)
                    .scaleEffect(isSmall ? 0.5 : 1)
                    .animation(.easeIn(duration: 0.3), value: isFaded)
            }
        }
    }

    /// The `animated` container and the `number` it carries.
    private func scope(_ host: ViewHost) -> (id: HostElementID, changes: Double?)? {
        func search(_ element: HostElementSnapshot) -> HostElementSnapshot? {
            if element.properties[.style] == .style("animated") { return element }
            return element.children.lazy.compactMap(search).first
        }
        guard let found = search(host.hostTree.snapshot()) else { return nil }
        if case .number(let changes)? = found.properties[.number] { return (found.id, changes) }
        return (found.id, nil)
    }

    private func tap(_ title: String, in host: ViewHost) throws -> [HostMutation] {
        let button = try #require(host.hostTree.snapshot().first(.button, labelled: title))
        try host.send(HostEvent(element: button.id, action: .tap))
        return host.hostTree.takeMutations()
    }

    @Test func onlyTheUpdateThatChangesTheValueMovesTheScopesCount() throws {
        let host = ViewHost(Fader())
        host.update()
        _ = host.hostTree.takeMutations()
        let start = try #require(scope(host))
        #expect(start.changes == 0)

        // A change below for another reason: the scope is not touched, so nothing animates.
        let shrink = try tap("Shrink", in: host)
        #expect(!shrink.isEmpty)
        #expect(!shrink.contains { if case .update(let id, _) = $0 { id == start.id } else { false } })
        #expect(scope(host)?.changes == 0)

        // The value changed: the count moves in the same batch as the change below it.
        let fade = try tap("Fade", in: host)
        let scopeUpdate = fade.firstIndex { if case .update(let id, _) = $0 { id == start.id } else { false } }
        #expect(scopeUpdate != nil)
        #expect(scope(host)?.changes == 1)
        #expect(scopeUpdate.map { $0 < fade.count - 1 } == true, "the scope is written before what is inside it")
    }

    @Test func thePageGetsTheCountAsDataChange() {
        let element = DOMElement(
            id: HostElementID(1), kind: .container,
            properties: [.style("animated"), .number(3), .animation(HostAnimation(duration: 0.3, curve: "easeIn"))], events: [])
        #expect(element[attribute: "data-change"] == "3")
        #expect(element[attribute: "data-animation"] == "300 ease-in 1 normal 0")
        // No CSS transition on the scope itself: it would animate whatever changes, colour scheme included.
        #expect(element[attribute: "style"] == nil)
    }
}
