import Loom
import LoomExamples
import Testing

@MainActor
@Suite struct PoetTutorialEvaluatorTests {
    typealias Page = PoetTutorial.Page

    let pages = [
        Page(body: [.title("One"), .text("first")]),
        Page(body: [.title("Two"), .code("let two = 2")]),
        Page(body: [.title("Three"), .footnote("last")]),
    ]

    func makeEvaluator(pickEmoji: @escaping @MainActor ([String]) -> String = { $0[0] }) -> PoetTutorial.Evaluator {
        PoetTutorial.Evaluator(pages: pages, pickEmoji: pickEmoji)
    }

    @Test func pagesShowAfterViewAppears() {
        // GIVEN a freshly created evaluator and translator
        let evaluator = makeEvaluator()
        let translator = evaluator.translator

        // AND no page has been shown yet
        #expect(translator.pageBody.array.isEmpty, "There should be no page yet: \(translator.pageBody.array)")
        #expect(translator.pageXofX.string == "")

        // WHEN the screen appears
        evaluator.viewDidAppear()

        // THEN the first page shows
        #expect(translator.pageBody.array == pages[0].body, "The first page should show: \(translator.pageBody.array)")
        #expect(translator.pageXofX.string == "1 / 3")
        #expect(translator.isLeftButtonEnabled.bool == false)
        #expect(translator.isRightButtonEnabled.bool == true)
    }

    @Test func theRightArrowMovesOnAndEnablesTheLeftArrow() {
        let evaluator = makeEvaluator()
        evaluator.viewDidAppear()

        evaluator.rightAction.evaluate()

        #expect(evaluator.translator.pageBody.array == pages[1].body)
        #expect(evaluator.translator.pageXofX.string == "2 / 3")
        #expect(evaluator.translator.isLeftButtonEnabled.bool)
        #expect(evaluator.translator.isRightButtonEnabled.bool)
    }

    @Test func theRightArrowDisablesOnTheLastPageAndGoesNoFurther() {
        let evaluator = makeEvaluator()
        evaluator.viewDidAppear()

        evaluator.rightAction.evaluate()
        evaluator.rightAction.evaluate()
        evaluator.rightAction.evaluate()

        #expect(evaluator.translator.pageBody.array == pages[2].body)
        #expect(evaluator.translator.pageXofX.string == "3 / 3")
        #expect(evaluator.translator.isLeftButtonEnabled.bool)
        #expect(evaluator.translator.isRightButtonEnabled.bool == false)
    }

    @Test func theLeftArrowMovesBackAndDisablesOnTheFirstPage() {
        let evaluator = makeEvaluator()
        evaluator.viewDidAppear()
        evaluator.rightAction.evaluate()

        evaluator.leftAction.evaluate()
        evaluator.leftAction.evaluate()

        #expect(evaluator.translator.pageXofX.string == "1 / 3")
        #expect(evaluator.translator.isLeftButtonEnabled.bool == false)
        #expect(evaluator.current.step == .page(.init(page: pages[0], pageIndex: 0, pageCount: 3)))
    }

    @Test func arrowsDoNothingBeforeTheScreenAppears() {
        let evaluator = makeEvaluator()

        evaluator.rightAction.evaluate()

        #expect(evaluator.current.step == .loading)
        #expect(evaluator.translator.pageBody.array.isEmpty)
    }

    @Test func tappingTheTitleFlashesTheInjectedEmoji() {
        let evaluator = makeEvaluator(pickEmoji: { $0[2] })
        var shown: [String?] = []
        let behavior = evaluator.translator.bezelTranslator.character.subject.sink { shown.append($0) }
        evaluator.viewDidAppear()

        evaluator.titleAction.evaluate()

        #expect(shown == [PoetTutorial.emoji[2]])
        _ = behavior
    }

    @Test func tappingThePageNumberShowsAnAlertNamingThePage() {
        let evaluator = makeEvaluator()
        evaluator.viewDidAppear()
        evaluator.rightAction.evaluate()

        evaluator.pageNumberAction.evaluate()

        let alert = evaluator.translator.alertTranslator
        #expect(alert.isAlertPresented.bool)
        #expect(alert.alertTitle.string == "Page 2")
        #expect(alert.alertMessage.string == "You are reading page 2 of 3: Two.")
    }

    @Test func everyTapLeavesABreadcrumb() {
        let evaluator = makeEvaluator()
        evaluator.viewDidAppear()

        evaluator.rightAction.evaluate()
        evaluator.titleAction.evaluate()

        #expect(evaluator.breadcrumbs.breadcrumbs.map(\.action) == ["right", "title"])
    }

    @Test func theTutorialsOwnPagesAllHaveTitlesAndTheFirstShows() {
        let evaluator = PoetTutorial.Evaluator()
        evaluator.viewDidAppear()

        #expect(PoetTutorial.loomPages.count >= 5)
        #expect(PoetTutorial.loomPages.allSatisfy { !$0.title.isEmpty })
        #expect(evaluator.translator.pageXofX.string == "1 / \(PoetTutorial.loomPages.count)")
    }
}
