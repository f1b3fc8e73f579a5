import Loom
import Testing

@MainActor
@Suite struct TranslatorTests {
    @Test func aTranslatorTranslatesTheInitialStepAsSoonAsItSubscribes() {
        let current = PassableStep(CounterStep.counting(CounterConfiguration(count: 7)))
        let translator = CounterTranslator(current)

        #expect(translator.countText.string == "7")
        #expect(translator.translatedSteps == 1)
    }

    @Test func everyStepIsTranslatedIntoTheWholeDisplayState() {
        let current = PassableStep(CounterStep.counting(CounterConfiguration(count: 1, hasUndo: true, hasRedo: true)))
        let translator = CounterTranslator(current)

        current.step = .loading

        #expect(translator.countText.string == "…")
        #expect(translator.isUndoEnabled.bool == false)
        #expect(translator.isRedoEnabled.bool == false)
        #expect(translator.translatedSteps == 2)
    }

    @Test func theStepSubscriptionDoesNotKeepItsTranslatorAlive() {
        let current = PassableStep(CounterStep.loading)
        var translator: CounterTranslator? = CounterTranslator(current)
        weak let weakTranslator = translator

        translator = nil
        current.step = .counting(CounterConfiguration(count: 1))

        #expect(weakTranslator == nil)
    }

    @Test func showAlertPresentsTitleMessageAndAPlainOK() {
        let translator = CounterTranslator(PassableStep(CounterStep.loading))

        translator.showAlert(title: "Page 2", message: "of 5")

        let alert = translator.alertTranslator
        #expect(alert.isAlertPresented.bool)
        #expect(alert.alertTitle.string == "Page 2")
        #expect(alert.alertMessage.string == "of 5")
        #expect(alert.primaryAlertAction.alertAction == nil)
        #expect(alert.secondaryAlertAction.alertAction == nil)
    }

    @Test func showAlertCarriesPrimaryAndSecondaryActions() {
        let translator = CounterTranslator(PassableStep(CounterStep.loading))
        var chosen: [String] = []

        translator.showAlert(
            title: "Retry?",
            message: "It failed.",
            primaryAlertAction: AlertAction(title: "Retry", action: { chosen.append("retry") }),
            secondaryAlertAction: AlertAction(title: "Cancel", style: .cancel, action: { chosen.append("cancel") })
        )
        translator.alertTranslator.primaryAlertAction.alertAction?.action.evaluate()
        translator.alertTranslator.secondaryAlertAction.alertAction?.action.evaluate()

        #expect(translator.alertTranslator.primaryAlertAction.alertAction?.title == "Retry")
        #expect(translator.alertTranslator.secondaryAlertAction.alertAction?.style == .cancel)
        #expect(chosen == ["retry", "cancel"])
    }

    @Test func hideAlertDismissesIt() {
        let translator = CounterTranslator(PassableStep(CounterStep.loading))
        translator.showAlert(title: "A", message: "B")

        translator.hideAlert()

        #expect(translator.alertTranslator.isAlertPresented.bool == false)
    }

    @Test func showBezelPassesTheCharacter() {
        let translator = CounterTranslator(PassableStep(CounterStep.loading))
        var shown: [String?] = []
        let behavior = translator.bezelTranslator.character.subject.sink { shown.append($0) }

        translator.showBezel("🐣")
        translator.showBezel(character: "🦊")

        #expect(shown == ["🐣", "🦊"])
        _ = behavior
    }

    @Test func dismissPleasesWhoeverPresentedTheScreen() {
        final class Dismissable: DismissTranslating {
            let dismissTranslator = DismissTranslator()
        }
        let translator = Dismissable()
        var dismissals = 0
        let behavior = translator.dismissTranslator.dismiss.subject.sink { dismissals += 1 }

        translator.dismiss()

        #expect(dismissals == 1)
        _ = behavior
    }
}
