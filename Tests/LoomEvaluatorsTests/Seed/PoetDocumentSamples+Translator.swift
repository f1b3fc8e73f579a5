import Loom

// The document's "Translating Steps" and "AlertTranslating" pages, as written, in a plain
// (not main-actor) class; the class line and the members the pages only mention are ours.
extension PoetSample {
class Translator: AlertTranslating, BezelTranslating {
    var alertTranslator = AlertTranslator()
    var bezelTranslator = BezelTranslator()
    var pageTitle = ObservableString("The Poet Pattern")

                // Observable state
                var isLeftButtonEnabled = ObservableBool(true)
                var isRightButtonEnabled = ObservableBool(true)
                var pageBody = ObservableArray<Page.Element>([])
                var pageXofX = ObservableString()

                var behavior: Behavior?

                init(_ step: PassableStep<Evaluator.Step>) {
                  behavior = step.subject.sink { value in
                    self.translate(step: value)
                  }
                }

                func translate(step: Evaluator.Step) {
                  switch step {
                  case .loading:
                    showLoading()
                  case .page(let configuration):
                    showPage(configuration)
                  }
                }

                func showLoading() {
                  pageBody.array = []
                  pageXofX.string = ""
                  isLeftButtonEnabled.bool = false
                  isRightButtonEnabled.bool = false
                }

                func showPage(_ configuration: Evaluator.PageConfiguration) {
                  pageBody.array = configuration.page.body
                  pageXofX.string = "\(configuration.pageNumber) / \(configuration.pageCount)"
                  isLeftButtonEnabled.bool = configuration.pageNumber > 1
                  isRightButtonEnabled.bool = configuration.pageNumber < configuration.pageCount
                }
}
}
