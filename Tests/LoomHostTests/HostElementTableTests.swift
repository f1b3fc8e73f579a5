@testable import LoomHost
import LoomTestSupport
import Testing

/// The host tree finds its elements through `HostElementTable`, a table indexed by id in
/// chunks: every element must be found by its id while it exists and never after, ids are never
/// handed out twice, and chunks whose elements are all gone are given back.
@MainActor
struct HostElementTableTests {
    /// Random inserts and removals, the table checked against a dictionary (what it replaced):
    /// after every fifth edit, every id ever handed out, and ids never handed out, look up the
    /// same; after each, the count and the chunks held follow the live ids.
    @Test(arguments: [1] as [UInt64])
    func theTableAgreesWithADictionaryAfterRandomEdits(seed: UInt64) {
        var rng = SeededGenerator(state: seed)
        var table = HostElementTable()
        var model: [HostElementID: HostElement] = [:]
        for step in 0..<70 {
            var live: [HostElementID] { model.keys.sorted() }
            switch Int.random(in: 0..<5, using: &rng) {
            case 0, 1:
                for _ in 0..<Int.random(in: 1...90, using: &rng) {
                    let element = HostElement(id: table.makeID(), kind: .text, properties: [], handlers: HostEventHandlers())
                    table.insert(element)
                    model[element.id] = element
                }
            case 2:
                if let id = live.randomElement(using: &rng) {
                    table.remove(id)
                    model[id] = nil
                }
            case 3:
                // A run of neighbours, as a cleared list's rows go.
                let start = Int.random(in: 0..<max(live.count, 1), using: &rng)
                for id in live.dropFirst(start).prefix(Int.random(in: 1...120, using: &rng)) {
                    table.remove(id)
                    model[id] = nil
                }
            default:
                // Any id: live, gone, never made, or negative.
                let id = HostElementID(Int.random(in: -2...table.nextID + 2, using: &rng))
                table.remove(id)
                model[id] = nil
            }
            if step % 5 == 4 {
                #expect((-1...table.nextID + 1).allSatisfy { table[HostElementID($0)] === model[HostElementID($0)] })
            }
            #expect(table.count == model.count)
            let nextChunk = table.nextID / HostElementTable.chunkSize
            let madeInNextChunk = table.nextID % HostElementTable.chunkSize != 0
            let liveChunks = Set(model.keys.map { $0.rawValue / HostElementTable.chunkSize })
            #expect(table.heldChunks == liveChunks.union(madeInNextChunk ? [nextChunk] : []).count)
        }
    }

    /// Random edits of a tree: every element reachable from the root through the child links is
    /// the one its id finds, and the count matches a walk of the table.
    @Test(arguments: [1, 2] as [UInt64])
    func aTreeFindsEveryAttachedElementByItsIdAfterRandomEdits(seed: UInt64) {
        var rng = SeededGenerator(state: seed)
        let tree = HostTree()
        tree.issueHandler = { _ in }
        var made: [HostElementID] = []
        for _ in 0..<400 {
            let live = made.filter { tree.element($0) != nil }
            let any = { live.randomElement(using: &rng) }
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1: made.append(tree.makeElement(.text))
            case 2: if let child = any() { tree.appendChild(child, to: any() ?? tree.rootID) }
            case 3: if let parent = any() { tree.setChildren(Array(live.shuffled(using: &rng).prefix(4)), of: parent) }
            case 4: if let element = any() { tree.removeElement(element) }
            case 5: tree.removeAllChildren(of: any() ?? tree.rootID)
            default: if let element = any() { tree.discardIfDetached(element) }
            }
            var reachable = 0
            func visit(_ element: HostElement) {
                reachable += 1
                #expect(tree.element(element.id) === element)
                for child in element.childElements { visit(child) }
            }
            visit(tree.element(tree.rootID)!)
            #expect(reachable + tree.unparentedElementsByWalking() <= tree.elementCount)
            for id in made { #expect(tree.element(id).map { $0.id == id } ?? true) }
        }
    }

    @Test func aRemovedElementsIdFindsNothingAndIsNotHandedOutAgain() throws {
        let tree = HostTree()
        let button = tree.makeElement(.button, handlers: HostEventHandlers(onTap: {}))
        tree.appendChild(button, to: tree.rootID)
        tree.removeElement(button)
        let next = tree.makeElement(.button, handlers: HostEventHandlers(onTap: {}))
        tree.appendChild(next, to: tree.rootID)
        #expect(next != button)
        #expect(tree.element(button) == nil)
        // A late event for the removed button reaches nothing, not the newer one.
        #expect(throws: HostEventError.unknownElement(button)) { try tree.send(HostEvent(element: button, action: .tap)) }
        #expect(tree.element(HostElementID(-1)) == nil)
        #expect(tree.element(HostElementID(1 << 40)) == nil)
    }

    /// 1,000 rows of five elements take 20 chunks (5,001 ids at 256 a chunk); clearing them
    /// keeps only the root's chunk and the one the next id falls in.
    @Test func clearingAListGivesItsChunksBack() {
        let tree = HostTree()
        #expect(tree.heldElementChunks == 1)
        let list = tree.makeElement(.vstack)
        tree.appendChild(list, to: tree.rootID)
        let rows = (0..<1_000).map { _ in
            let row = tree.makeElement(.hstack)
            for _ in 0..<4 { tree.appendChild(tree.makeElement(.text), to: row) }
            return row
        }
        tree.setChildren(rows, of: list)
        #expect(tree.elementCount == 5_002)
        #expect(tree.heldElementChunks == 20)
        tree.removeAllChildren(of: list)
        #expect(tree.elementCount == 2)
        #expect(tree.heldElementChunks == 2)
        // The kept chunk is filled on: ids 5,002 to 5,101 fall in it (it ends at 5,119).
        for _ in 0..<100 { tree.appendChild(tree.makeElement(.text), to: list) }
        #expect(tree.heldElementChunks == 2)
    }
}
