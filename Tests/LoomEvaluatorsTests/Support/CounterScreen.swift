import Loom

/// The counter's screen: owns its evaluator and hands nested views only weak actions.
struct CounterScreen: View {
    let evaluator: CounterEvaluator
    let bezel: CharacterBezel.Configuration

    init(evaluator: CounterEvaluator) {
        self.evaluator = evaluator
        bezel = CharacterBezel.Configuration(
            character: evaluator.translator.bezelTranslator.character,
            sleep: { _ in try await Task.sleep(for: .seconds(3600)) })
    }

    var body: some View {
        let translator = evaluator.translator
        VStack {
            ObservingTextView(text: translator.countText, font: .title)
            HStack {
                ButtonActionView(action: evaluator.action(.increment), content: AnyView(Text("+")))
                ButtonActionView(action: evaluator.action(.save), content: AnyView(Text("Save")))
            }
            CharacterBezel(configuration: bezel)
            AlertView(translator.alertTranslator)
        }
        .onAppear { [weak evaluator] in evaluator?.viewDidAppear() }
    }
}
