import Loom
import XCTest

/// The document's "Testing" page, as written, in a plain XCTest case (not main-actor): the
/// plain evaluator and translator need no actor. Two fixes to the document's own test, marked
/// below: it declares `pagesHaveNotShown`/`pagesHaveShown` and asserts
/// `pagesHaveNotLoaded`/`pagesHaveLoaded`, and escapes its triple quotes as `/"/"/"`.
final class PoetDocumentTestingPageTests: XCTestCase {
    var evaluator: PoetSample.Evaluator!
    var translator: PoetSample.Translator!

    override func setUp() {
        super.setUp()
        evaluator = PoetSample.Evaluator()
        translator = evaluator.translator
    }

    override func tearDown() {
        translator.behavior = nil  // the document's translator sinks strongly: break the cycle
        evaluator = nil
        translator = nil
        super.tearDown()
    }

                    func testThatPagesShowAfterViewAppears() {

                        // GIVEN we have a freshly created screen, evaluator, and translator.

                        let pagesHaveNotLoaded = translator.pageBody.array.isEmpty // document: `pagesHaveNotShown`

                        // AND pages have not been shown

                        XCTAssert(pagesHaveNotLoaded,
                          """
                          There should be no pages yet.
                          Actual: \(translator.pageBody.array)
                          """ // document: `/"/"/"`
                        )

                        // WHEN the page appears

                        evaluator.viewDidAppear()

                        let pagesHaveLoaded = translator.pageBody.array.isEmpty == false // document: `pagesHaveShown`

                        // THEN the pages should load

                        XCTAssert(pagesHaveLoaded,
                          """
                          There should be pages now.
                          Actual: \(translator.pageBody.array)
                          """ // document: `/"/"/"`
                        )
                    }

    /// `Action.evaluate()` is callable from plain code, as the document's `ButtonActionView`
    /// calls it: no main actor needed for the document's plain evaluator.
    func testTheEvaluatorsActionsEvaluateFromPlainCode() {
        evaluator.viewDidAppear()

        evaluator.rightAction.evaluate()
        XCTAssertEqual(translator.pageXofX.string, "2 / 2")
        evaluator.leftAction.evaluate()
        XCTAssertEqual(translator.pageXofX.string, "1 / 2")

        let nothing: Action = nil
        nothing.evaluate()
        XCTAssertEqual(translator.pageXofX.string, "1 / 2")
    }
}
