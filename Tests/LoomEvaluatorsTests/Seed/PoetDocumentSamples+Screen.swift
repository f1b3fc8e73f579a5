import Loom

// The document's screen: the title button of "Actions and Evaluators" and the AlertView of
// "AlertTranslating and AlertView", as written; the rest of the body is ours. The screen holds
// its evaluator weakly, as the document's screen does, and owns it through `_evaluator`.
extension PoetSample {
struct Screen: View {
    let _evaluator = Evaluator()
    weak var evaluator: Evaluator?
    let translator: Translator
    let bezel: CharacterBezel.Configuration

    init() {
        evaluator = _evaluator
        translator = _evaluator.translator
        bezel = CharacterBezel.Configuration(character: translator.bezelTranslator.character)
    }

    var body: some View {
        VStack {
                    ButtonActionView(
                      action: evaluator?.titleAction,
                      content:
                        AnyView(
                        ObservingTextView(
                          text: translator.pageTitle,
                          font: Font.headline.monospacedDigit(),
                          alignment: .center)
                        )
                    )
            HStack {
                DocumentDefinitions.ButtonActionView(action: self.evaluator?.leftAction, content: AnyView(Text("←")))
                ButtonActionView(
                    action: self.evaluator?.pageNumberAction,
                    content: AnyView(ObservingTextView(text: translator.pageXofX)))
                DocumentDefinitions.ButtonActionView(action: self.evaluator?.rightAction, content: AnyView(Text("→")))
            }
            CharacterBezel(configuration: bezel)
                    AlertView(
                      title: translator.alertTranslator.alertTitle,
                      message: translator.alertTranslator.alertMessage,
                      isPresented: translator.alertTranslator.isAlertPresented)
        }
        .onAppear { self.evaluator?.viewDidAppear() }
    }
}
}
