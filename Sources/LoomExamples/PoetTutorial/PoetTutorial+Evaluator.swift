import Loom

extension PoetTutorial {
    /// Decides which page the tutorial shows and reacts to the user's taps.
    @MainActor
    public final class Evaluator {
        /// The evaluator's current step; its translator follows it.
        public let current = PassableStep(Step.loading)
        /// Turns each step into display state.
        public let translator: Translator
        /// The actions evaluated so far, for debugging.
        public let breadcrumbs = BreadcrumbTrail()
        private let pages: [Page]
        private let pickEmoji: @MainActor ([String]) -> String

        /// Creates an evaluator over `pages`; `pickEmoji` chooses the title bezel's character
        /// (inject a fixed choice in tests).
        public init(
            pages: [Page] = PoetTutorial.loomPages,
            pickEmoji: @escaping @MainActor ([String]) -> String = { $0.randomElement() ?? "🐣" }
        ) {
            self.pages = pages
            self.pickEmoji = pickEmoji
            translator = Translator(current)
        }
    }
}

// Steps and their configurations.
extension PoetTutorial.Evaluator {
    /// Everything the tutorial screen can be doing.
    public enum Step: EvaluatorStep, Equatable {
        /// Nothing shown yet.
        case loading
        /// One page shown.
        case page(PageConfiguration)
    }

    /// The page being shown and where it sits among the others.
    public struct PageConfiguration: Equatable, Sendable {
        /// The page shown.
        public var page: PoetTutorial.Page
        /// Its zero-based index.
        public var pageIndex: Int
        /// How many pages there are.
        public var pageCount: Int
        /// Its one-based number, as shown to the user.
        public var pageNumber: Int { pageIndex + 1 }

        /// Creates the configuration of page `pageIndex` out of `pageCount`.
        public init(page: PoetTutorial.Page, pageIndex: Int, pageCount: Int) {
            self.page = page
            self.pageIndex = pageIndex
            self.pageCount = pageCount
        }
    }

    /// What the user can ask of the tutorial.
    public enum Intent: EvaluatorAction {
        /// Show the previous page.
        case left
        /// Show the next page.
        case right
        /// Flash a random emoji.
        case title
        /// Tell the user where they are.
        case pageNumber
    }
}

// Actions handed to views: each holds the evaluator weakly.
extension PoetTutorial.Evaluator {
    /// Shows the previous page.
    public var leftAction: Action { action(.left) }
    /// Shows the next page.
    public var rightAction: Action { action(.right) }
    /// Flashes a random emoji in the bezel.
    public var titleAction: Action { action(.title) }
    /// Shows an alert naming the current page.
    public var pageNumberAction: Action { action(.pageNumber) }
}

extension PoetTutorial.Evaluator: ViewCycleEvaluating {
    /// Shows the first page.
    public func viewDidAppear() {
        showFirstPage()
    }
}

extension PoetTutorial.Evaluator: ActionEvaluating {
    /// Moves between pages, or asks the translator for a bezel or an alert.
    public func handle(_ intent: Intent) {
        switch intent {
        case .left:
            showPage(offsetBy: -1)
        case .right:
            showPage(offsetBy: 1)
        case .title:
            translator.showBezel(character: pickEmoji(PoetTutorial.emoji))
        case .pageNumber:
            guard case .page(let configuration) = current.step else { return }
            translator.showAlert(
                title: "Page \(configuration.pageNumber)",
                message: "You are reading page \(configuration.pageNumber) of \(configuration.pageCount): \(configuration.page.title)."
            )
        }
    }
}

// Advancing between steps.
extension PoetTutorial.Evaluator {
    func showFirstPage() {
        guard let first = pages.first else { return }
        current.step = .page(PageConfiguration(page: first, pageIndex: 0, pageCount: pages.count))
    }

    private func showPage(offsetBy offset: Int) {
        guard case .page(var configuration) = current.step else { return }
        let index = configuration.pageIndex + offset
        guard pages.indices.contains(index) else { return }
        configuration.pageIndex = index
        configuration.page = pages[index]
        current.step = .page(configuration)
    }
}
