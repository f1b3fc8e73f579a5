import Loom
import Testing

/// The wire format, without sockets: a host tree's batches become DOM patches.
@MainActor
struct WireEncoderTests {
    struct Screen: View {
        @State private var count = 0
        @State private var shows = false
        var body: some View {
            VStack(spacing: 4) {
                Text("Count: \(count)").foregroundColor(count > 0 ? .red : nil)
                Button("Add") { count += 1 }
                Button("Show") { shows.toggle() }
                if shows { Text("<b>hi</b> & \"bye\"") }
            }
        }
    }

    /// A hosted screen whose batches nobody else takes, so the encoder sees them all.
    @MainActor
    final class Page {
        let host = ViewHost(Screen())

        func tap(_ title: String) throws {
            let button = try #require(host.hostTree.snapshot().first(.button, labelled: title))
            try host.send(HostEvent(element: button.id, action: .tap))
        }
    }

    private func setUp() -> (Page, WireEncoder, String) {
        let page = Page()
        var encoder = WireEncoder()
        let reset = encoder.reset(to: page.host.hostTree.snapshot())
        _ = page.host.hostTree.takeMutations()
        return (page, encoder, reset)
    }

    @Test func resetCarriesTheWholeTreeAsEscapedHTML() {
        let (_, _, reset) = setUp()
        #expect(reset.hasPrefix("{\"t\":\"reset\",\"html\":\"<div data-id=\\\"1\\\" class=\\\"lm-vstack\\\" style=\\\"gap:4px\\\">"))
        #expect(reset.contains("<span data-id=\\\"2\\\" class=\\\"lm-text\\\">Count: 0</span>"))
    }

    @Test func aLabelChangeSendsOnlyTheTextAndTheChangedStyle() throws {
        var (ui, encoder, _) = setUp()
        try ui.tap("Add")
        let patch = try encoder.patch(ui.host.hostTree.takeMutations())
        #expect(patch == "{\"t\":\"patch\",\"m\":[[5,2,7,\"1\"],[2,2,{\"style\":\"color:var(--lm-ink-red)\"}]]}")
    }

    @Test func insertedHTMLIsEscapedAndRemovalsNameTheElement() throws {
        var (ui, encoder, _) = setUp()
        try ui.tap("Show")
        let insert = try #require(try encoder.patch(ui.host.hostTree.takeMutations()))
        #expect(insert.contains("&lt;b&gt;hi&lt;/b&gt; &amp; \\\"bye\\\""))
        #expect(!insert.contains("<b>"))
        #expect(insert.hasPrefix("{\"t\":\"patch\",\"m\":[[0,1,null,\"<span data-id="))
        try ui.tap("Show")
        let removal = try encoder.patch(ui.host.hostTree.takeMutations())
        #expect(removal?.hasPrefix("{\"t\":\"patch\",\"m\":[[1,") == true)
    }

    @Test func anUnchangedDOMFormSendsNothing() throws {
        let (tree, text, sent) = try shownOnAPage(.text, [.text("a")])
        var encoder = sent
        tree.setProperties([.text("a"), .message("not shown on a text")], of: text)
        #expect(try encoder.patch(tree.takeMutations()) == nil)
    }

    @Test func changedAndRemovedAttributesGoInOneOpInTheirOrder() throws {
        let (tree, toggle, sent) = try shownOnAPage(.toggle, [.text("Wi-Fi"), .isOn(false), .disabled(true)])
        var encoder = sent
        tree.setProperties([.text("Wi-Fi"), .isOn(true)], of: toggle)
        #expect(try encoder.patch(tree.takeMutations()) == #"{"t":"patch","m":[[2,1,{"aria-checked":"true","disabled":null}]]}"#)
    }

    /// `String ==` finds "é" as one scalar and as "e" with a combining accent equal; an update
    /// that brings the other bytes still reaches the page. (`HostTree` compares properties with
    /// `==` and logs no such update itself, so the batch is written by hand.)
    @Test func aCanonicallyEquivalentButDifferentTextIsSent() throws {
        let (_, text, sent) = try shownOnAPage(.text, [.text("caf\u{E9}")])
        var encoder = sent
        let patch = try encoder.patch([.update(text, HostPropertyChanges(changed: [.text("cafe\u{301}")]))])
        // Compared as bytes, for the same reason.
        #expect(patch.map { Array($0.utf8) } == Array("{\"t\":\"patch\",\"m\":[[5,1,3,\"e\u{301}\"]]}".utf8))
    }

    @Test func aBatchThatDoesNotFitThePageIsRefused() {
        var encoder = WireEncoder()
        #expect(throws: HostReplicaError.unknownElement(HostElementID(5))) {
            try encoder.patch([.remove(HostElementID(5))])
        }
    }
}

/// A tree holding one element of `kind` under its root, and an encoder that has sent it: the
/// page shows it, so the next batch is a change to it.
@MainActor
private func shownOnAPage(_ kind: HostElementKind, _ properties: HostProperties) throws -> (HostTree, HostElementID, WireEncoder) {
    let tree = HostTree()
    let element = tree.makeElement(kind, properties: properties)
    tree.appendChild(element, to: tree.rootID)
    var encoder = WireEncoder()
    _ = try encoder.patch(tree.takeMutations())
    return (tree, element, encoder)
}

/// Text changes send only what the page does not already show, when that is shorter.
@MainActor
struct TextOperationTests {
    private func patch(from old: String, to new: String) throws -> String? {
        let (tree, text, sent) = try shownOnAPage(.text, [.text(old)])
        var encoder = sent
        tree.setProperties([.text(new)], of: text)
        return try encoder.patch(tree.takeMutations())
    }

    @Test func aSuffixKeepsTheSharedPrefix() throws {
        #expect(try patch(from: "pretty red table", to: "pretty red table !!!") == #"{"t":"patch","m":[[5,1,16," !!!"]]}"#)
    }

    @Test func shortOrUnrelatedTextIsSentWhole() throws {
        #expect(try patch(from: "Count: 9", to: "Count: 10") == #"{"t":"patch","m":[[5,1,7,"10"]]}"#)
        #expect(try patch(from: "ab", to: "abc") == #"{"t":"patch","m":[[4,1,"abc"]]}"#)
        #expect(try patch(from: "alpha", to: "omega") == #"{"t":"patch","m":[[4,1,"omega"]]}"#)
    }

    @Test func prefixesAreCountedInUTF16UnitsAndNeverSplitASurrogatePair() throws {
        let result = try #require(try patch(from: "long prefix here 🧵a", to: "long prefix here 🧶b"))
        // "🧵" and "🧶" share their lead surrogate; the kept prefix must stop before it.
        #expect(result == #"{"t":"patch","m":[[5,1,17,"🧶b"]]}"#)
    }
}

/// Changes made in `withAnimation` reach the page as a CSS transition on the changed element.
@MainActor
struct AnimationWireTests {
    struct Panel: View {
        @State private var wide = false
        var body: some View {
            VStack {
                Button("Grow") { withAnimation(.easeInOut(duration: 0.25)) { wide = true } }
                Text(wide ? "wide" : "narrow").frame(width: wide ? 300 : 100)
            }
        }
    }

    @Test func anAnimatedChangeCarriesATransition() throws {
        let host = ViewHost(Panel())
        var encoder = WireEncoder()
        _ = encoder.reset(to: host.hostTree.snapshot())
        _ = host.hostTree.takeMutations()
        let grow = try #require(host.hostTree.snapshot().first(.button, labelled: "Grow"))
        try host.send(HostEvent(element: grow.id, action: .tap))
        let patch = try #require(try encoder.patch(host.hostTree.takeMutations()))
        #expect(patch.contains("width:300px"))
        #expect(patch.contains("transition:all 0.25s ease-in-out"))
    }
}
