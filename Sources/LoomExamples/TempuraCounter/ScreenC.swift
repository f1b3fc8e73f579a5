import Loom

extension TempuraCounter {
    /// Screen C's own state: how many times "Like" was tapped while it is open.
    public struct ScreenCLocalState: LocalState, Equatable {
        /// The number of likes.
        public var likes = 0
        /// No likes yet.
        public init() {}
    }

    /// What screen C shows: the counter (from the app state) and the likes (local state).
    public struct ScreenCViewModel: ViewModelWithLocalState, Equatable {
        /// The app state (named, because Swift does not infer it through the optional).
        public typealias StateType = CounterState

        /// The line about the counter.
        public var counter: String
        /// The line about the likes.
        public var likes: String

        /// The view model for the app state (if known yet) and the screen's local state.
        public init(state: CounterState?, localState: ScreenCLocalState) {
            counter = state.map { "The counter is at \($0.counter)" } ?? "The counter is unknown"
            likes = "Liked \(localState.likes) times"
        }
    }

    /// Screen C's view: a modal card with the counter, a like button and a close button.
    public final class ScreenCView: ElementView, ViewControllerModellableView {
        /// The model the view shows.
        public typealias VM = ScreenCViewModel

        private let title = LabelView(text: "Screen C")
        private let counter = LabelView()
        private let likes = LabelView()
        private let like = ButtonView(title: "Like")
        private let close = ButtonView(title: "Close C")

        /// Called when "Like" is tapped.
        public var likeButtonDidTap: Interaction?
        /// Called when "Close C" is tapped.
        public var closeButtonDidTap: Interaction?

        /// Screen C's view before its first model.
        public required init() {
            super.init(kind: .vstack)
        }

        public override func setup() {
            for view in [title, counter, likes, like, close] { addSubview(view) }
            like.onTap = { [weak self] in self?.likeButtonDidTap?() }
            close.onTap = { [weak self] in self?.closeButtonDidTap?() }
        }

        public override func style() {
            title.font = HostFont(style: .title2)
            setProperty(.spacing(8))
        }

        /// Shows the counter and likes, touching only what changed.
        public func update(oldModel: ScreenCViewModel?) {
            guard let model else { return }
            if model.counter != oldModel?.counter { counter.text = model.counter }
            if model.likes != oldModel?.likes { likes.text = model.likes }
        }
    }

    /// Screen C: a modal with local state; hides itself by dismissing.
    public final class ScreenCViewController: ViewControllerWithLocalState<ScreenCView>, Routable {
        public override func setupInteraction() {
            rootView.likeButtonDidTap = { [weak self] in self?.localState.likes += 1 }
            rootView.closeButtonDidTap = { [weak self] in self?.dispatch(Hide(Screen.screenC.rawValue)) }
        }

        /// `screenC`.
        public var routeIdentifier: RouteElementIdentifier { Screen.screenC.rawValue }

        /// Dismisses itself.
        public func hide(
            identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
            completion: @escaping RoutingCompletion
        ) -> Bool {
            guard identifier == Screen.screenC.rawValue else { return false }
            tempuraDismiss(animated: animated)
            completion()
            return true
        }
    }
}
