import Loom
import LoomTestSupport
import Testing

/// The Poet document's samples (the other `PoetDocumentSamples+…` files), run as tests of the
/// behaviour the document describes.
@MainActor
@Suite struct PoetDocumentSamplesTests {
    @Test func loomsObservableStringAnnouncesWritesAsTheDocumentsDoes() {
        let documents = DocumentDefinitions.ObservableString("start")
        let looms = ObservableString("start")
        var heard: [String] = []
        let behaviors = [
            documents.$string.sink { heard.append("document \($0)") },
            looms.$string.sink { heard.append("loom \($0)") },
        ]

        for value in ["a", "a", "b"] {
            documents.string = value
            looms.string = value
        }

        #expect(heard == [
            "document start", "loom start", "document a", "loom a", "document a", "loom a", "document b", "loom b",
        ])
        _ = behaviors
    }

    @Test func loomsPassableStringPassesEveryAssignmentAsTheDocumentsDoes() {
        let documents = DocumentDefinitions.BezelTranslator()
        let looms = BezelTranslator()
        var heard: [String?] = []
        let behaviors = [
            documents.character.subject.sink { heard.append($0) },
            looms.character.subject.sink { heard.append($0) },
        ]

        documents.character.string = "🐣"
        looms.character.string = "🐣"
        looms.character.string = "🐣"

        #expect(heard == ["🐣", "🐣", "🐣"])
        _ = behaviors
    }

    @Test func aPlainConfigurationShowsEachCharacterThroughCharacterBezelWrapped() {
        let passable = PassableString()
        let ui = ViewHarness(PoetSample.CharacterBezel(configuration: .init(character: passable)))
        #expect(!ui.text.contains("🐣"))

        passable.string = "🐣"

        #expect(ui.text.contains("text \"🐣\""))
    }

    @Test func theTitleFlashesABezelAndTheArrowsTurnThePages() throws {
        let ui = ViewHarness(PoetSample.Screen())
        #expect(ui.text.contains("text \"1 / 2\""))
        #expect(ui.text.contains("text \"The Poet Pattern\" font=headline"))

        try ui.tap("The Poet Pattern")
        #expect(ui.text.contains("text \"🐣\""))

        try ui.tap("→")
        #expect(ui.text.contains("text \"2 / 2\""))
        try ui.tap("←")
        #expect(ui.text.contains("text \"1 / 2\""))
    }

    @Test func theDocumentsAlertViewShowsTheEvaluatorsPrimaryAndSecondaryActions() throws {
        let ui = ViewHarness(PoetSample.Screen())

        try ui.tap("1 / 2")

        #expect(ui.text.contains("alert \"Page 1\""))
        #expect(ui.text.contains("text \"There are 2 pages.\""))
        #expect(ui.text.contains("\"Tell me more\""))
        #expect(ui.text.contains("\"Close\""))
        #expect(!ui.text.contains("\"OK\""))

        try ui.tap("Close")
        #expect(!ui.text.contains("alert"))
    }

    @Test func anAlertActionThatShowsTheNextAlertSeesItShown() throws {
        let screen = PoetSample.Screen()
        let ui = ViewHarness(screen)
        try ui.tap("1 / 2")

        try ui.tap("Tell me more")

        #expect(ui.text.contains("alert \"More\""))
        #expect(ui.text.contains("text \"Each page is a step.\""))
        #expect(screen.translator.alertTranslator.isAlertPresented.bool)
        try ui.tap("OK")
        #expect(!ui.text.contains("alert"))
    }

    /// The document's `step.subject.sink { self.translate… }` keeps its translator alive through
    /// its own behavior; `translate(with:)`, the helper its documentation leads to, does not.
    @Test func theDocumentsStrongSinkKeepsTheTranslatorAliveAndTheWeakHelperDoesNot() {
        let step = PassableStep(PoetSample.Evaluator.Step.loading)
        weak var documents: PoetSample.Translator?
        weak var helped: HelpedTranslator?
        do {
            let documentsTranslator = PoetSample.Translator(step)
            let helpedTranslator = HelpedTranslator(step)
            documents = documentsTranslator
            helped = helpedTranslator
        }

        #expect(documents != nil, "the strong sink is a retain cycle")
        #expect(helped == nil)
        documents?.behavior = nil  // break the cycle
        #expect(documents == nil)
    }
}

/// The document's translator subscribing through `translate(with:)` instead.
private final class HelpedTranslator: StepTranslating {
    let pageXofX = ObservableString()
    private var behavior: Behavior?

    init(_ step: PassableStep<PoetSample.Evaluator.Step>) {
        behavior = step.translate(with: self)
    }

    func translate(step: PoetSample.Evaluator.Step) {
        if case .page(let configuration) = step {
            pageXofX.string = "\(configuration.pageNumber) / \(configuration.pageCount)"
        }
    }
}
