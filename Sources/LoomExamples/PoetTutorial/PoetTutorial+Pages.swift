extension PoetTutorial {
    /// The tutorial's own pages: a short tour of Loom, told through the screen showing it.
    public static let loomPages: [Page] = [
        Page(body: [
            .title("Welcome to Loom"),
            .text("Loom lets one app mix several ways of building screens over a single runtime. This screen is built the Poet way; the arrows below take you through how."),
            .quote(
                """
                - a view engine with SwiftUI's rules
                - stores, machines, evaluators and routed screens
                - text, web and terminal renderers
                """
            ),
            .footnote("Tap the title for a surprise, or the page number for where you are."),
        ]),
        Page(body: [
            .title("Evaluators Decide"),
            .text("An evaluator owns the business state of a screen. It never writes to a view: it moves from one step to the next, and each step carries everything that matters."),
            .code(
                """
                enum Step: EvaluatorStep {
                  case loading
                  case page(PageConfiguration)
                }
                """
            ),
            .text("Tapping an arrow asks the evaluator to move to the neighbouring page's step."),
        ]),
        Page(body: [
            .title("Translators Describe"),
            .text("A translator hears every step and answers it with the whole display state: nothing is left over from the step before."),
            .code(
                """
                pageXofX.string = "\\(number) / \\(count)"
                isLeftButtonEnabled.bool = number > 1
                """
            ),
            .subtitle("Observables and passables"),
            .text("Observables hold what the screen shows now. Passables carry one-off events, like the bezel you get by tapping the title."),
        ]),
        Page(body: [
            .title("Screens Arrange"),
            .text("A screen lays out views and hands each one the observable it shows. Only the views holding a changed observable render again."),
            .text("Views get actions, not evaluators. An action holds its evaluator weakly, so closing a screen frees its evaluator, translator and performers."),
            .code("ButtonActionView(action: evaluator?.leftAction, content: AnyView(Text(\"←\")))"),
        ]),
        Page(body: [
            .title("Testing Headless"),
            .text("Every step of this screen can be checked without drawing anything: wake the evaluator up, then read the translator."),
            .code(
                """
                evaluator.viewDidAppear()
                #expect(translator.pageXofX.string == "1 / 6")
                """
            ),
            .text("For the drawn result, Loom renders the host tree as plain text and compares it with a snapshot file."),
        ]),
        Page(body: [
            .title("Where Next"),
            .text("The same screen could be written as a store, a machine or a routed view controller. Loom lets each screen pick its style."),
            .quote(
                """
                - the login example adds a performer
                - undo and redo come from StateHistory
                """
            ),
            .footnote("You reached the last page: the right arrow is now disabled."),
        ]),
    ]
}
