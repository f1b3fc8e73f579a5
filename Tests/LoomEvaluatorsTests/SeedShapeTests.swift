import Loom
import LoomTestSupport
import Testing

/// The shapes the Poet document's samples use, written against `import Loom`: a screen in the
/// seed's style with a weakly held evaluator, a translator subscribing with `step.subject.sink`,
/// a bezel configuration, `Button(action: action.evaluate)`, and the seed's test flow.
@MainActor
@Suite struct SeedShapeTests {
    enum Chapter: Equatable {
        case heading(String)
        case paragraph(String)
    }

    @MainActor
    final class ChapterEvaluator: ViewCycleEvaluating {
        enum Step: EvaluatorStep {
            case loading
            case chapter(ChapterConfiguration)
        }

        struct ChapterConfiguration {
            var chapters: [[Chapter]]
            var chapterIndex: Int
            var chapterNumber: Int { chapterIndex + 1 }
            var chapterCount: Int { chapters.count }
        }

        var current = PassableStep(Step.loading)
        lazy var translator = ChapterTranslator(current)
        let chapters: [[Chapter]] = [[.heading("One")], [.heading("Two"), .paragraph("more")]]

        func viewDidAppear() {
            current.step = .chapter(ChapterConfiguration(chapters: chapters, chapterIndex: 0))
        }

        var nextAction: Action {
            { [weak self] in self?.showNext() }
        }

        var hatchAction: Action {
            { [weak self] in self?.translator.showBezel("🐣") }
        }

        private func showNext() {
            guard case .chapter(var configuration) = current.step,
                configuration.chapterNumber < configuration.chapterCount
            else { return }
            configuration.chapterIndex += 1
            current.step = .chapter(configuration)
        }
    }

    /// A plain class, as the document's translators are.
    final class ChapterTranslator: BezelTranslating {
        var bezelTranslator = BezelTranslator()
        var body = ObservableArray<Chapter>([])
        var chapterXofX = ObservableString()
        var isNextEnabled = ObservableBool(true)
        var behavior: Behavior?

        init(_ step: PassableStep<ChapterEvaluator.Step>) {
            behavior = step.subject.sink { [weak self] value in
                self?.translate(step: value)
            }
        }

        func translate(step: ChapterEvaluator.Step) {
            switch step {
            case .loading:
                body.array = []
                chapterXofX.string = ""
                isNextEnabled.bool = false
            case .chapter(let configuration):
                body.array = configuration.chapters[configuration.chapterIndex]
                chapterXofX.string = "\(configuration.chapterNumber) / \(configuration.chapterCount)"
                isNextEnabled.bool = configuration.chapterNumber < configuration.chapterCount
            }
        }
    }

    /// A button written as the document writes `ButtonActionView`.
    struct PlainActionButton: View {
        let action: Action
        let content: AnyView

        var body: some View {
            Button(action: action.evaluate) {
                self.content
            }
        }
    }

    struct ChapterScreen: View {
        let _evaluator = ChapterEvaluator()
        weak var evaluator: ChapterEvaluator?
        let translator: ChapterTranslator
        let bezel: CharacterBezel.Configuration

        init() {
            evaluator = _evaluator
            translator = _evaluator.translator
            bezel = CharacterBezel.Configuration(character: translator.bezelTranslator.character)
        }

        var body: some View {
            VStack {
                PlainActionButton(
                    action: evaluator?.hatchAction,
                    content: AnyView(Text("Hatch")))
                ButtonActionView(
                    action: self.evaluator?.nextAction,
                    content: AnyView(
                        ObservingTextView(
                            text: translator.chapterXofX,
                            font: Font.headline.monospaced(),
                            alignment: .center)))
                CharacterBezel(configuration: bezel)
            }
            .onAppear { self.evaluator?.viewDidAppear() }
        }
    }

    @Test func chaptersShowAfterViewAppears() {
        // GIVEN a freshly made evaluator and translator, with nothing shown yet
        let evaluator = ChapterEvaluator()
        let translator = evaluator.translator
        #expect(translator.body.array.isEmpty, "There should be no chapter yet: \(translator.body.array)")

        // WHEN the view appears
        evaluator.viewDidAppear()

        // THEN the first chapter shows
        #expect(translator.body.array == [.heading("One")], "The first chapter should show: \(translator.body.array)")
        #expect(translator.chapterXofX.string == "1 / 2")
    }

    @Test func aScreenInTheDocumentsStyleWorksEndToEnd() throws {
        let ui = ViewHarness(ChapterScreen())
        #expect(ui.text.contains("text \"1 / 2\""))

        try ui.tap("1 / 2")
        try ui.tap("Hatch")

        #expect(ui.text.contains("text \"2 / 2\""))
        #expect(ui.text.contains("text \"🐣\""))
    }
}
