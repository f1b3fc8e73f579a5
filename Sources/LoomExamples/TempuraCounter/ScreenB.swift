import Loom

extension TempuraCounter {
    /// What screen B shows.
    public struct ScreenBViewModel: ViewModelWithState, Equatable {
        /// The screen's line about the counter.
        public var summary: String

        /// The view model for `state`.
        public init(state: CounterState) {
            summary = "Screen B sees the counter at \(state.counter)"
        }
    }

    /// Screen B's view: a title, a summary, a button to show C and one to go back.
    public final class ScreenBView: ElementView, ViewControllerModellableView {
        /// The model the view shows.
        public typealias VM = ScreenBViewModel

        private let title = LabelView(text: "Screen B")
        private let summary = LabelView()
        private let showC = ButtonView(title: "Show C")
        private let back = ButtonView(title: "Back to A")

        /// Called when "Show C" is tapped.
        public var showCButtonDidTap: Interaction?
        /// Called when "Back to A" is tapped.
        public var backButtonDidTap: Interaction?

        /// Screen B's view before its first model.
        public required init() {
            super.init(kind: .vstack)
        }

        public override func setup() {
            for view in [title, summary, showC, back] { addSubview(view) }
            showC.onTap = { [weak self] in self?.showCButtonDidTap?() }
            back.onTap = { [weak self] in self?.backButtonDidTap?() }
        }

        public override func style() {
            title.font = HostFont(style: .title)
        }

        /// Shows the summary.
        public func update(oldModel: ScreenBViewModel?) {
            summary.text = model?.summary ?? ""
        }

        public override func layout() {
            padding = HostEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        }
    }

    /// Screen B: presents C modally; hides itself by popping.
    public final class ScreenBViewController: ViewController<ScreenBView>, Routable {
        public override func setupInteraction() {
            rootView.showCButtonDidTap = { [weak self] in self?.dispatch(Show(Screen.screenC.rawValue)) }
            rootView.backButtonDidTap = { [weak self] in self?.dispatch(Hide(Screen.screenB.rawValue)) }
        }

        /// `screenB`.
        public var routeIdentifier: RouteElementIdentifier { Screen.screenB.rawValue }

        /// Presents screen C.
        public func show(
            identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
            completion: @escaping RoutingCompletion
        ) -> Bool {
            guard identifier == Screen.screenC.rawValue else { return false }
            tempuraPresent(ScreenCViewController(store: store, localState: ScreenCLocalState()), animated: animated) {
                completion()
            }
            return true
        }
    }
}
