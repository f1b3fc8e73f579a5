import Foundation
import Loom
import Testing

/// Sibling subtrees inserted together go out as one template and, per subtree, its ids and texts.
@MainActor
struct RepeatedInsertsTests {
    /// A list the page has seen, empty.
    private func setUp() throws -> (tree: HostTree, list: HostElementID, encoder: WireEncoder) {
        let tree = HostTree()
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        var encoder = WireEncoder()
        _ = try encoder.patch(tree.takeMutations())
        return (tree, list, encoder)
    }

    /// A row (an hstack holding a label and a button) appended to `list`.
    @discardableResult
    private func addRow(_ label: String, to list: HostElementID, in tree: HostTree) -> [HostElementID] {
        let row = tree.makeElement(.hstack)
        let text = tree.makeElement(.text, properties: [.text(label)])
        let button = tree.makeElement(.button, properties: [.text("select")])
        tree.appendChild(row, to: list)
        tree.appendChild(text, to: row)
        tree.appendChild(button, to: row)
        return [row, text, button]
    }

    @Test func rowsOfOneShapeShareATemplateAndSendTheirIdsAndTexts() throws {
        let (tree, list, sent) = try setUp()
        var encoder = sent
        let first = addRow("pretty red table", to: list, in: tree)
        let second = addRow("large blue chair", to: list, in: tree)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        let template = HTMLWriter.html(of: try #require(tree.snapshot(of: first[0])), quote: "'")
            .replacingOccurrences(of: "data-id='\(first[0].rawValue)'", with: "data-id=''")
            .replacingOccurrences(of: "data-id='\(first[1].rawValue)'", with: "data-id=''")
            .replacingOccurrences(of: "data-id='\(first[2].rawValue)'", with: "data-id=''")
        #expect(patch == "{\"t\":\"patch\",\"m\":[[7,\(list.rawValue),null,\"\(template)\","
            + "[\(first[0].rawValue),0,0],[\(second[0].rawValue),\"large blue chair\",0]]]}")
        #expect(!template.contains("data-id='\(first[0].rawValue)'") && template.contains("pretty red table"))
    }

    @Test func idsThatDoNotFollowOneAnotherAreSentInFull() throws {
        let (tree, list, sent) = try setUp()
        var encoder = sent
        addRow("a", to: list, in: tree)
        // This row's label is made before its row: its ids are not in document order.
        let text = tree.makeElement(.text, properties: [.text("b")])
        let row = tree.makeElement(.hstack)
        let button = tree.makeElement(.button, properties: [.text("select")])
        tree.appendChild(row, to: list)
        tree.appendChild(text, to: row)
        tree.appendChild(button, to: row)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(patch.hasSuffix(",[[\(row.rawValue),\(text.rawValue),\(button.rawValue)],\"b\",0]]]}"))
    }

    @Test func aSubtreeOfAnotherShapeOrAloneStaysPlainHTML() throws {
        let (tree, list, sent) = try setUp()
        var encoder = sent
        addRow("a", to: list, in: tree)
        addRow("b", to: list, in: tree)
        let other = tree.makeElement(.text, properties: [.text("total")])
        tree.appendChild(other, to: list)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(patch.hasPrefix("{\"t\":\"patch\",\"m\":[[7,"))
        #expect(patch.hasSuffix("[0,\(list.rawValue),null,\"<span data-id='\(other.rawValue)' class='lm-text'>total</span>\"]]}"))
        addRow("c", to: list, in: tree)
        #expect(try encoder.patch(tree.takeMutations())?.hasPrefix("{\"t\":\"patch\",\"m\":[[0,") == true)
    }

    /// A row whose text is canonically equivalent to the template's but other bytes sends its
    /// own text, not `0` (which would show the template's bytes).
    @Test func aTextEqualOnlyCanonicallyIsSentInFull() throws {
        let (tree, list, sent) = try setUp()
        var encoder = sent
        addRow("caf\u{E9}", to: list, in: tree)
        let second = addRow("cafe\u{301}", to: list, in: tree)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        let ending = Array("[\(second[0].rawValue),\"cafe\u{301}\",0]]]}".utf8)
        #expect(Array(patch.utf8).suffix(ending.count).elementsEqual(ending), "\(patch)")
    }

    /// Lone subtrees and runs in any order: each sibling goes out once, in its own op or its
    /// run's, and a lone subtree never joins the run after it (a run of one is cleared too).
    @Test func loneSubtreesAndRunsEachGoOutOnceInOrder() throws {
        let (tree, list, sent) = try setUp()
        var encoder = sent
        let heading = tree.makeElement(.text, properties: [.text("heading")])
        tree.appendChild(heading, to: list)
        let divider = tree.makeElement(.divider)
        tree.appendChild(divider, to: list)
        let first = addRow("a", to: list, in: tree)
        let second = addRow("b", to: list, in: tree)
        let total = tree.makeElement(.text, properties: [.text("total")])
        tree.appendChild(total, to: list)
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        let message = try #require(try JSONSerialization.jsonObject(with: Data(patch.utf8)) as? [String: Any])
        let operations = try #require(message["m"] as? [[Any]])
        #expect(operations.map { $0[0] as? Int } == [0, 0, 7, 0])
        #expect((operations[0][3] as? String)?.contains("data-id='\(heading.rawValue)'") == true)
        #expect((operations[1][3] as? String)?.hasPrefix("<hr data-id='\(divider.rawValue)'") == true)
        #expect(operations[2].count == 6 && (operations[2][4] as? [Any])?.first as? Int == Int(first[0].rawValue)
            && (operations[2][5] as? [Any])?.first as? Int == Int(second[0].rawValue))
        #expect((operations[3][3] as? String)?.contains(">total<") == true)
        for id in [heading, divider, total] {
            #expect(patch.components(separatedBy: "data-id='\(id.rawValue)'").count == 2, "\(id) sent once")
        }
    }

    @Test func aThousandRowsOfTheBenchmarkTableFitInSixtyKilobytes() throws {
        let (tree, list, sent) = try setUp()
        var encoder = sent
        for index in 1...1_000 { addRow("\(index) pretty red table", to: list, in: tree) }
        let patch = try #require(try encoder.patch(tree.takeMutations()))
        #expect(patch.utf8.count < 60_000)
        #expect(patch.components(separatedBy: "[7,").count == 2)
    }
}
