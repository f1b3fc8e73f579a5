import Loom
import LoomTestSupport
import Testing

/// `ScrollViewProxy.scrollTo` reaches a lazy stack's rows that are not built: the window moves
/// to the row (a screenful around it, never the rows between), and the scroll request names the
/// row's host element.
@MainActor
struct LazyScrollToTests {
    /// A chat-like list of `count` rows in a lazy stack, with buttons that scroll.
    struct Chat: View {
        let count: Int
        let log: RowLog
        @State private var refreshes = 0

        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    Text("Refreshed \(refreshes)")
                    Button("Bottom") { proxy.scrollTo(count - 1, anchor: .bottom) }
                    Button("Middle top") { proxy.scrollTo(count / 2, anchor: .top) }
                    Button("Middle center") { proxy.scrollTo(count / 2, anchor: .center) }
                    Button("Middle nearest") { proxy.scrollTo(count / 2) }
                    Button("Animated bottom") { withAnimation { proxy.scrollTo(count - 1, anchor: .bottom) } }
                    Button("Row 3") { proxy.scrollTo(3) }
                    Button("Missing") { proxy.scrollTo(-1) }
                    Button("Refresh") { refreshes += 1 }
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(0..<count) { LazyProbeRow(index: $0, log: log) }
                        }
                    }
                }
            }
        }
    }

    private func rows(_ ui: ViewHarness) throws -> HostLazyRows {
        try #require(ui.host.hostTree.snapshot().lazyStack?.lazyRows)
    }

    /// The reader's request, `to:<element>,<block>,<request>`, if it names an element.
    private func request(_ ui: ViewHarness) -> String? {
        func search(_ element: HostElementSnapshot) -> HostElementSnapshot? {
            if element.properties[.style] == .style("scrollReader") { return element }
            return element.children.lazy.compactMap(search).first
        }
        if case .value(let value)? = search(ui.host.hostTree.snapshot())?.properties[.value] { return value }
        return nil
    }

    /// The host element of row `index` (its `HStack`), which a request names.
    private func rowElement(_ index: Int, in ui: ViewHarness) throws -> HostElementID {
        let stack = try #require(ui.host.hostTree.snapshot().lazyStack)
        let position = index - (stack.lazyRows?.first ?? 0)
        try #require(stack.children.indices.contains(position), "row \(index) is built")
        return stack.children[position].id
    }

    @Test func scrollingToTheLastOfAHundredThousandRowsBuildsOnlyTheRowsNearIt() throws {
        let log = RowLog()
        let ui = ViewHarness(Chat(count: 100_000, log: log))
        log.bodies = 0
        try ui.tap("Bottom")
        let shown = try rows(ui)
        #expect(shown.first == 99_950 && shown.count == 50, "the last screenful, clamped to the data")
        #expect(log.bodies == 50, "the new window's rows, not the 99,950 between")
        #expect(request(ui) == "to:\(try rowElement(99_999, in: ui).rawValue),end,1")
        #expect(ui.text.contains("… 99,950 rows before"), Comment(rawValue: ui.text))
        #expect(ui.text.contains("Row 99999: 0"))
        #expect(ui.issues.isEmpty, "\(ui.issues)")
        try ui.verifyReplay()
    }

    @Test func theCostOfAScrollToTheEndDoesNotGrowWithTheRowCount() throws {
        func cost(_ count: Int) throws -> (bodies: Int, builds: Int) {
            let log = RowLog()
            let ui = ViewHarness(Chat(count: count, log: log))
            let before = ui.host.statistics
            try ui.tap("Bottom")
            let after = ui.host.statistics
            return (after.bodies - before.bodies, after.builds - before.builds)
        }
        let small = try cost(1_000)
        let large = try cost(100_000)
        #expect(small.bodies == large.bodies)
        #expect(small.builds == large.builds)
    }

    @Test func theAnchorPlacesTheRowInTheWindow() throws {
        let log = RowLog()
        let top = ViewHarness(Chat(count: 100_000, log: log))
        try top.tap("Middle top")
        // Ten rows of overscan above the row, the rest of a screenful below it.
        #expect(try rows(top).first == 49_990 && rows(top).count == 50)
        #expect(request(top) == "to:\(try rowElement(50_000, in: top).rawValue),start,1")

        let center = ViewHarness(Chat(count: 100_000, log: log))
        try center.tap("Middle center")
        #expect(try rows(center).first == 50_000 - 10 - 15)
        #expect(request(center) == "to:\(try rowElement(50_000, in: center).rawValue),center,1")

        // No anchor: as little as needed, so a row below the view comes in at its bottom edge.
        let nearest = ViewHarness(Chat(count: 100_000, log: log))
        try nearest.tap("Middle nearest")
        #expect(try rows(nearest).first == 50_000 - 10 - 29)
        #expect(request(nearest) == "to:\(try rowElement(50_000, in: nearest).rawValue),nearest,1")
    }

    @Test func aRowAboveTheWindowComesInAtTheTopWithNoAnchor() throws {
        let log = RowLog()
        let ui = ViewHarness(Chat(count: 100_000, log: log))
        try ui.tap("Bottom")
        try ui.tap("Middle nearest")
        #expect(try rows(ui).first == 50_000 - 10)
    }

    @Test func aRowAlreadyBuiltMovesNoWindowAndRunsNoBody() throws {
        let log = RowLog()
        let ui = ViewHarness(Chat(count: 100_000, log: log))
        log.bodies = 0
        try ui.tap("Row 3")
        #expect(try rows(ui).first == 0)
        #expect(log.bodies == 0)
        #expect(request(ui) == "to:\(try rowElement(3, in: ui).rawValue),nearest,1")
    }

    @Test func scrollToInsideWithAnimationReachesTheRowToo() throws {
        let log = RowLog()
        let ui = ViewHarness(Chat(count: 10_000, log: log))
        try ui.tap("Animated bottom")
        #expect(try rows(ui).first == 9_950)
        #expect(request(ui) == "to:\(try rowElement(9_999, in: ui).rawValue),end,1")
    }

    @Test func anIdNoRowHasMovesNothingAndIsReportedOnce() throws {
        let log = RowLog()
        let ui = ViewHarness(Chat(count: 100_000, log: log))
        log.bodies = 0
        try ui.tap("Missing")
        #expect(try rows(ui).first == 0)
        #expect(log.bodies == 0)
        #expect(request(ui) == nil)
        #expect(ui.issues.count == 1)
        #expect(ui.issues.first?.message.contains("scrollTo(-1) found no view with that id") == true, "\(ui.issues)")
        try ui.tap("Refresh")
        #expect(ui.issues.count == 1, "the reader rebuilt with the same request reports nothing new")
    }

    @Test func aWindowScrolledAwayAfterAScrollToIsNotPulledBack() throws {
        let log = RowLog()
        let ui = ViewHarness(Chat(count: 100_000, log: log))
        try ui.tap("Bottom")
        // The user scrolls back to the top; then the reader rebuilds with the same request.
        try ui.host.showRows(0, count: 20)
        #expect(try rows(ui).first == 0)
        try ui.tap("Refresh")
        try ui.expectText("Refreshed 1")
        #expect(try rows(ui).first == 0, "the old request does not move the window again")
        #expect(request(ui) == nil, "its row is gone, so it names nothing")
    }

    /// Messages with `Identifiable` ids, scrolled to by `messages.last?.id` (an optional id), in
    /// a plain stack and in a lazy one.
    struct Messages: View {
        struct Message: Identifiable { let id: Int }
        let messages = (0..<5_000).map(Message.init)
        let isLazy: Bool

        var body: some View {
            ScrollViewReader { proxy in
                Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
                ScrollView {
                    if isLazy {
                        LazyVStack { ForEach(messages) { Text("Message \($0.id)") } }
                    } else {
                        VStack { ForEach(messages.suffix(3)) { Text("Message \($0.id)") } }
                    }
                }
            }
        }
    }

    @Test func anOptionalIdFindsTheRowOfTheIdItWraps() throws {
        for isLazy in [false, true] {
            let ui = ViewHarness(Messages(isLazy: isLazy))
            try ui.tap("Latest")
            let row = try ui.element(.text, labelled: "Message 4999")
            #expect(request(ui) == "to:\(row.rawValue),end,1", "lazy: \(isLazy)")
            #expect(ui.issues.isEmpty, "\(ui.issues)")
        }
    }
}
