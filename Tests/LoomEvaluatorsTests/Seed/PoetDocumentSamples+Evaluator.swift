import Loom

// The document's evaluator, from its fragments ("Steps", "Observables", "Testing", "Actions and
// Evaluators"), as written, in a plain (not main-actor) class. The glue between the fragments
// (the class line, the pages, the actions' bodies and the alerts) is ours.
extension PoetSample {
class Evaluator {
                enum Step: EvaluatorStep {
                  case loading
                  case page(PageConfiguration)
                }

                struct PageConfiguration {
                  var page: Page
                  var pageIndex: Int
                  var pageNumber: Int { return pageIndex + 1}
                  var pageCount: Int
                }

    var current = PassableStep(Step.loading)
    lazy var translator = Translator(current)
    let pages = [
        Page(body: [.title("Paging"), .text("Left and right.")]),
        Page(body: [.title("The Main Actors"), .quote("Evaluator, Translator, Screen")]),
    ]

    func viewDidAppear() {
        showFirstPage()
    }

                    func showFirstPage() {
                      let configuration = PageConfiguration(
                        page: pages[0],
                        pageIndex: 0,
                        pageCount: pages.count
                      )
                      current.step = .page(configuration)
                    }

    func showNextPage() {
        guard case .page(var configuration) = current.step else { return }
                configuration.pageIndex += 1
                configuration.page = pages[configuration.pageIndex]
                current.step = .page(configuration)
    }

    func showPreviousPage() {
        guard case .page(var configuration) = current.step else { return }
        configuration.pageIndex -= 1
        configuration.page = pages[configuration.pageIndex]
        current.step = .page(configuration)
    }

    // Actions: closures holding the evaluator weakly, as the document's screen hands them out.
    var leftAction: Action { { [weak self] in self?.showPreviousPage() } }
    var rightAction: Action { { [weak self] in self?.showNextPage() } }
    var titleAction: Action { { [weak self] in self?.translator.showBezel("🐣") } }

    /// The page number's alert; its primary action chains a second alert.
    var pageNumberAction: Action {
        { [weak self] in
            guard let self, case .page(let configuration) = self.current.step else { return }
            self.translator.showAlert(
                title: "Page \(configuration.pageNumber)",
                message: "There are \(configuration.pageCount) pages.",
                primaryAlertAction: AlertAction(title: "Tell me more", action: { [weak self] in self?.showMoreAlert() }),
                secondaryAlertAction: AlertAction(title: "Close", style: .cancel, action: nil))
        }
    }

    func showMoreAlert() {
        translator.showAlert(title: "More", message: "Each page is a step.")
    }
}
}
