import Loom
import LoomExamples
import LoomTestSupport
import Testing

@MainActor
@Suite struct PoetTutorialScreenTests {
    /// A screen over the tutorial's own pages, with a fixed emoji and a bezel that stays up.
    func makeScreen() -> PoetTutorial.Screen {
        PoetTutorial.Screen(
            pickEmoji: { $0[1] },
            bezelSleep: { _ in try await Task.sleep(for: .seconds(3600)) })
    }

    @Test func theFirstPageShowsWhenTheScreenAppears() throws {
        let ui = ViewHarness(makeScreen())

        try ui.expectSnapshot(named: "poet-tutorial-first-page")
        #expect(ui.text.contains("button disabled {tap}\n        text \"←\""))
        try ui.verifyReplay()
    }

    @Test func theArrowsPageThroughAndDisableAtTheLastPage() throws {
        let ui = ViewHarness(makeScreen())
        let count = PoetTutorial.loomPages.count

        for _ in 1..<count {
            try ui.tap("→")
        }

        try ui.expectSnapshot(named: "poet-tutorial-last-page")
        #expect(ui.text.contains("text \"\(count) / \(count)\""))
        #expect(ui.text.contains("button disabled {tap}\n        text \"→\""))
        #expect(throws: HostEventError.self) { try ui.tap("→") }
        try ui.tap("←")
        #expect(ui.text.contains("text \"\(count - 1) / \(count)\""))
        try ui.verifyReplay()
    }

    @Test func tappingTheTitleShowsTheBezelAndThePageNumberTheAlert() throws {
        let ui = ViewHarness(makeScreen())

        try ui.tap("The Poet Pattern")
        try ui.tap("1 / \(PoetTutorial.loomPages.count)")

        try ui.expectSnapshot(named: "poet-tutorial-bezel-and-alert")
        #expect(ui.text.contains("text \"\(PoetTutorial.emoji[1])\" font=largeTitle"))
        try ui.tap("OK")
        #expect(!ui.text.contains("alert"))
        try ui.verifyReplay()
    }

    @Test func tappingTheTitleRerendersOnlyTheBezel() throws {
        let ui = ViewHarness(makeScreen())
        _ = ui.text
        let bodies = ui.host.statistics.bodies

        try ui.tap("The Poet Pattern")

        // One body: the bezel's wrapped view, observing the character and the opacity.
        #expect(ui.host.statistics.bodies == bodies + 1)
    }

    @Test func pagingRerendersTheViewsOfEveryObservableTheTranslatorWritesButNotTheScreen() throws {
        let ui = ViewHarness(makeScreen())
        try ui.tap("→")
        let bodies = ui.host.statistics.bodies

        try ui.tap("→")

        // The translator restates the whole display state, and every write is announced, as
        // the document's `@Published` observables do: the page body, each element of the new
        // page (all differ from the old ones), the page number, and (rewritten with equal
        // values) the title and both arrows, each arrow with its `ButtonActionView` (whose
        // action closure always compares as changed). Not the screen itself.
        let thirdPage = PoetTutorial.loomPages[2].body
        #expect(ui.host.statistics.bodies - bodies == 1 + thirdPage.count + 1 + 1 + 2 * 2)
    }

    @Test func closingTheScreenReleasesItsEvaluatorAndTranslator() throws {
        weak var weakEvaluator: PoetTutorial.Evaluator?
        weak var weakTranslator: PoetTutorial.Translator?
        do {
            let screen = makeScreen()
            weakEvaluator = screen.evaluator
            weakTranslator = screen.evaluator.translator
            let ui = ViewHarness(screen)
            try ui.tap("→")
            try ui.tap("The Poet Pattern")
        }

        #expect(weakEvaluator == nil)
        #expect(weakTranslator == nil)
    }
}
