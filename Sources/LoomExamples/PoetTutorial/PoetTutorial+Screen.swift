import Loom

extension PoetTutorial {
    /// The tutorial's screen: the entry point that makes its evaluator and translator.
    ///
    /// The screen owns the evaluator (through its node: when the screen goes away, so do the
    /// evaluator, its translator and the bezel). Nested views only get the translator's
    /// observables and actions that hold the evaluator weakly, and the screen observes nothing
    /// itself, so a change re-renders only the view showing it.
    ///
    /// ```swift
    /// let host = ViewHost(PoetTutorial.Screen())
    /// ```
    public struct Screen: View {
        /// The screen's evaluator (its translator is `evaluator.translator`).
        public let evaluator: Evaluator
        let bezel: CharacterBezel.Configuration

        /// Creates the screen over `pages`, with an injectable emoji choice and bezel wait.
        public init(
            pages: [Page] = PoetTutorial.loomPages,
            pickEmoji: @escaping @MainActor ([String]) -> String = { $0.randomElement() ?? "🐣" },
            bezelSleep: @escaping CharacterBezel.Configuration.Sleep = { try await Task.sleep(for: $0) }
        ) {
            self.init(evaluator: Evaluator(pages: pages, pickEmoji: pickEmoji), bezelSleep: bezelSleep)
        }

        /// Creates the screen for an existing evaluator.
        public init(
            evaluator: Evaluator,
            bezelSleep: @escaping CharacterBezel.Configuration.Sleep = { try await Task.sleep(for: $0) }
        ) {
            self.evaluator = evaluator
            bezel = CharacterBezel.Configuration(
                character: evaluator.translator.bezelTranslator.character, sleep: bezelSleep)
        }

        /// The title, the page, the arrows and page number, with the bezel and alert on top.
        public var body: some View {
            let translator = evaluator.translator
            ZStack {
                VStack(alignment: .leading, spacing: 12) {
                    ButtonActionView(
                        action: evaluator.titleAction,
                        content: AnyView(
                            ObservingTextView(
                                text: translator.pageTitle,
                                font: Font.headline.monospaced(),
                                alignment: .center)))
                    Divider()
                    ScrollView {
                        PageBodyView(elements: translator.pageBody)
                    }
                    Divider()
                    HStack(spacing: 8) {
                        ArrowButton(title: "←", action: evaluator.leftAction, isEnabled: translator.isLeftButtonEnabled)
                        Spacer()
                        ButtonActionView(
                            action: evaluator.pageNumberAction,
                            content: AnyView(ObservingTextView(text: translator.pageXofX, font: .footnote)))
                        Spacer()
                        ArrowButton(title: "→", action: evaluator.rightAction, isEnabled: translator.isRightButtonEnabled)
                    }
                }
                .padding()
                CharacterBezel(configuration: bezel)
                AlertView(translator.alertTranslator)
            }
            .onAppear { [weak evaluator] in evaluator?.viewDidAppear() }
        }
    }
}

/// An arrow that is enabled only where there is a page to go to.
struct ArrowButton: View {
    let title: String
    let action: Action
    @ObservedObject var isEnabled: ObservableBool

    var body: some View {
        ButtonActionView(action: action, content: AnyView(Text(title).font(.title2)))
            .disabled(!isEnabled.bool)
    }
}
