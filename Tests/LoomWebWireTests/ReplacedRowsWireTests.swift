import Loom
import Testing

/// A list whose rows are all replaced goes out as one clear and one template insert: the host
/// tree places a parent's new children from the back (each before the one placed just before
/// it), and the encoder reads that run as the siblings it is, in document order.
@MainActor
struct ReplacedRowsWireTests {
    /// A row (an hstack holding a label and a button), not yet placed.
    private func makeRow(_ label: String, in tree: HostTree) -> HostElementID {
        let row = tree.makeElement(.hstack)
        let text = tree.makeElement(.text, properties: [.text(label)])
        let button = tree.makeElement(.button, properties: [.text("select")])
        tree.appendChild(text, to: row)
        tree.appendChild(button, to: row)
        return row
    }

    /// A list of `count` rows (and a footer after it) the page has seen.
    private func setUp(_ count: Int) throws -> (tree: HostTree, list: HostElementID, footer: HostElementID, encoder: WireEncoder) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let footer = tree.makeElement(.text, properties: [.text("footer")])
        tree.appendChild(footer, to: tree.rootID)
        tree.setChildren((0..<count).map { makeRow("old \($0)", in: tree) }, of: list)
        var encoder = WireEncoder()
        _ = try encoder.patch(tree.takeMutations())
        return (tree, list, footer, encoder)
    }

    @Test func replacingEveryRowIsOneClearAndOneTemplateInsertInOrder() throws {
        let (tree, list, _, sent) = try setUp(100)
        var encoder = sent
        let rows = (0..<100).map { makeRow("new \($0)", in: tree) }
        tree.setChildren(rows, of: list)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(patch.hasPrefix("{\"t\":\"patch\",\"m\":[[6,\(list.rawValue)],[7,\(list.rawValue),null,"), Comment(rawValue: String(patch.prefix(200))))
        #expect(patch.components(separatedBy: "[7,").count - 1 == 1, "one template insert")
        #expect(!patch.contains("[0,"), "no row sent as plain HTML")
        // The instances are in document order: the first row's id leads, the last row's id ends.
        let first = try #require(patch.range(of: "[\(rows[0].rawValue),"))
        let last = try #require(patch.range(of: "[\(rows[99].rawValue),\"new 99\""))
        #expect(first.lowerBound < last.lowerBound)
        #expect(patch.utf8.count < 6_000, "\(patch.utf8.count) bytes")
    }

    @Test func rowsPlacedFromTheBackBeforeAKeptRowGoBeforeIt() throws {
        let (tree, list, _, sent) = try setUp(2)
        var encoder = sent
        let kept = try #require(tree.snapshot(of: list)?.children.last?.id)
        let rows = (0..<3).map { makeRow("new \($0)", in: tree) }
        tree.setChildren(rows + [kept], of: list)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(patch.contains("[7,\(list.rawValue),\(kept.rawValue),"), Comment(rawValue: patch))
        // The page's order follows: the replica the encoder keeps lists the new rows, then the kept one.
        let again = makeRow("after", in: tree)
        tree.setChildren(rows + [kept, again], of: list)
        #expect(try encoder.patch(tree.takeMutations())?.hasPrefix("{\"t\":\"patch\",\"m\":[[0,\(list.rawValue),null,") == true)
    }

    @Test func siblingsPlacedInOrderAndFromTheBackAreNotMixedUp() throws {
        let (tree, list, footer, sent) = try setUp(0)
        var encoder = sent
        // Two rows appended in order under the list, then one placed before the footer: three
        // inserts, two places.
        let appended = (0..<2).map { makeRow("a\($0)", in: tree) }
        tree.insertChildren(appended, into: list)
        let outside = makeRow("b", in: tree)
        tree.insertChild(outside, into: .root, before: footer)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(patch.contains("[7,\(list.rawValue),null,"))
        #expect(patch.contains("[0,0,\(footer.rawValue),"), Comment(rawValue: patch))
    }
}
