import Loom
import LoomTestSupport
import Testing

@MainActor
@Suite struct ViewTests {
    struct TwoLabels: View {
        let left: ObservableString
        let right: ObservableString

        var body: some View {
            VStack {
                ObservingTextView(text: left)
                ObservingTextView(text: right, font: .headline, alignment: .center)
            }
        }
    }

    @Test func onlyTheViewHoldingAChangedObservableRerenders() {
        let left = ObservableString("left")
        let right = ObservableString("right")
        let ui = ViewHarness(TwoLabels(left: left, right: right))
        let bodies = ui.host.statistics.bodies

        right.string = "changed"

        #expect(ui.text.contains("text \"changed\" font=headline"))
        #expect(ui.text.contains("text \"left\""))
        #expect(ui.host.statistics.bodies == bodies + 1)
    }

    @Test func buttonActionViewEvaluatesItsActionWhenTapped() throws {
        var taps = 0
        let ui = ViewHarness(ButtonActionView(action: { taps += 1 }, content: AnyView(Text("Tap me"))))

        try ui.tap("Tap me")
        try ui.tap("Tap me")

        #expect(taps == 2)
    }

    @Test func alertViewShowsTheTranslatorsAlertAndOKDismissesIt() throws {
        let alert = AlertTranslator()
        let ui = ViewHarness(AlertView(alert))
        #expect(!ui.text.contains("alert"))

        alert.alertTitle.string = "Page 2"
        alert.alertMessage.string = "of 3"
        alert.isAlertPresented.bool = true

        #expect(ui.text.contains("alert \"Page 2\""))
        #expect(ui.text.contains("text \"of 3\""))
        try ui.tap("OK")
        #expect(!alert.isAlertPresented.bool)
        #expect(!ui.text.contains("alert"))
    }

    @Test func alertButtonsEvaluateTheirActionsAndDismiss() throws {
        final class Translator: AlertTranslating {
            let alertTranslator = AlertTranslator()
        }
        let translator = Translator()
        var chosen: [String] = []
        let ui = ViewHarness(AlertView(translator.alertTranslator))
        translator.showAlert(
            title: "Retry?", message: "It failed.",
            primaryAlertAction: AlertAction(title: "Retry", action: { chosen.append("retry") }),
            secondaryAlertAction: AlertAction(title: "Cancel", style: .cancel, action: { chosen.append("cancel") }))

        #expect(!ui.text.contains("\"OK\""))
        try ui.tap("Cancel")

        #expect(chosen == ["cancel"])
        #expect(!translator.alertTranslator.isAlertPresented.bool)
    }

    @Test func characterBezelShowsEachCharacterThenHidesAfterItsWait() async throws {
        let passable = PassableString()
        let configuration = CharacterBezel.Configuration(character: passable, sleep: { _ in })
        let ui = ViewHarness(CharacterBezel(configuration: configuration))
        #expect(!ui.text.contains("🐣"))

        passable.string = "🐣"

        #expect(ui.text.contains("text \"🐣\" font=largeTitle"))
        await configuration.hiding?.value
        #expect(configuration.opacity.double == 0)
        #expect(!ui.text.contains("🐣"))
    }

    @Test func aNewCharacterCancelsThePendingHide() async {
        let passable = PassableString()
        let configuration = CharacterBezel.Configuration(
            character: passable, sleep: { _ in try await Task.sleep(for: .seconds(3600)) })
        passable.string = "🐣"
        let firstHide = configuration.hiding

        passable.string = "🦊"
        await firstHide?.value

        #expect(configuration.opacity.double == 1)
        #expect(configuration.character.string == "🦊")
        configuration.hiding?.cancel()
    }

    @Test func closingAScreenReleasesItsEvaluatorTranslatorAndPerformer() throws {
        weak var weakEvaluator: CounterEvaluator?
        weak var weakTranslator: CounterTranslator?
        weak var weakSaver: MockCounterSaver?
        do {
            let saver = MockCounterSaver(succeeds: true)
            let evaluator = CounterEvaluator(performer: saver)
            weakEvaluator = evaluator
            weakTranslator = evaluator.translator
            weakSaver = saver
            let ui = ViewHarness(CounterScreen(evaluator: evaluator))
            try ui.tap("+")
            #expect(ui.text.contains("text \"1\""))
        }

        #expect(weakEvaluator == nil)
        #expect(weakTranslator == nil)
        #expect(weakSaver == nil)
    }
}
