import Loom

extension PoetTutorial {
    /// Turns each of the tutorial evaluator's steps into the screen's display state.
    public final class Translator: StepTranslating, AlertTranslating, BezelTranslating {
        /// The tutorial's alert.
        public let alertTranslator = AlertTranslator()
        /// The title's emoji bezel.
        public let bezelTranslator = BezelTranslator()

        /// The tappable title above the page.
        public let pageTitle = ObservableString()
        /// The elements of the page shown.
        public let pageBody = ObservableArray<Page.Element>([])
        /// "x / y" below the page.
        public let pageXofX = ObservableString()
        /// Whether there is a page to the left.
        public let isLeftButtonEnabled = ObservableBool(false)
        /// Whether there is a page to the right.
        public let isRightButtonEnabled = ObservableBool(false)

        private var behavior: Behavior?

        /// Creates a translator following `current`, translating its step at once.
        public init(_ current: PassableStep<Evaluator.Step>) {
            behavior = current.translate(with: self)
        }

        /// Sets the whole display state for `step`.
        public func translate(step: Evaluator.Step) {
            switch step {
            case .loading:
                showLoading()
            case .page(let configuration):
                showPage(configuration)
            }
        }

        private func showLoading() {
            pageTitle.string = "The Poet Pattern"
            pageBody.array = []
            pageXofX.string = ""
            isLeftButtonEnabled.bool = false
            isRightButtonEnabled.bool = false
        }

        private func showPage(_ configuration: Evaluator.PageConfiguration) {
            pageTitle.string = "The Poet Pattern"
            pageBody.array = configuration.page.body
            pageXofX.string = "\(configuration.pageNumber) / \(configuration.pageCount)"
            isLeftButtonEnabled.bool = configuration.pageNumber > 1
            isRightButtonEnabled.bool = configuration.pageNumber < configuration.pageCount
        }
    }
}
