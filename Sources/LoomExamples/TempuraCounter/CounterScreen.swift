import Loom

extension TempuraCounter {
    /// What the counter screen shows.
    public struct CounterViewModel: ViewModelWithState, Equatable {
        /// The counter as the view shows it.
        public var count: String = ""

        /// The view model for `state`.
        public init(state: CounterState) {
            self.count = "the counter is at \(state.counter)"
        }

        /// An empty view model.
        public init() {}
    }

    /// The counter screen's view: a label, sub and add, and a way on to screen B.
    public final class CounterView: ElementView, ViewControllerModellableView {
        /// The model the view shows.
        public typealias VM = CounterViewModel

        private let counter = LabelView()
        private let buttons = StackView(axis: .horizontal)
        private let sub = ButtonView(title: "sub")
        private let add = ButtonView(title: "add")
        private let next = ButtonView(title: "Show B")
        private let gallery = ButtonView(title: "Snapshots")

        /// Called when sub is tapped.
        public var subtractButtonDidTap: Interaction?
        /// Called when add is tapped.
        public var addButtonDidTap: Interaction?
        /// Called when "Show B" is tapped.
        public var showBButtonDidTap: Interaction?
        /// Called when "Snapshots" is tapped.
        public var snapshotsButtonDidTap: Interaction?

        /// A counter view before its first model.
        public required init() {
            super.init(kind: .vstack)
        }

        public override func setup() {
            addSubview(counter)
            addSubview(buttons)
            buttons.addSubview(sub)
            buttons.addSubview(add)
            addSubview(next)
            addSubview(gallery)
            sub.onTap = { [weak self] in self?.subtractButtonDidTap?() }
            add.onTap = { [weak self] in self?.addButtonDidTap?() }
            next.onTap = { [weak self] in self?.showBButtonDidTap?() }
            gallery.onTap = { [weak self] in self?.snapshotsButtonDidTap?() }
        }

        public override func style() {
            // No background of its own: the screen shows the system's, light or dark with the
            // colour scheme, as UIKit's default `systemBackground` does, so the plain buttons
            // keep their readable accent. (A fixed white left them faint in dark mode.)
            counter.font = HostFont(style: .title)
            // The deep shades of red and blue, on which white text reads at 4.5:1 or more.
            sub.backgroundColor = HostColor(red: 0.84, green: 0, blue: 0.08, name: "red")
            add.backgroundColor = HostColor(red: 0, green: 0.25, blue: 0.87, name: "blue")
            let white = HostColor(red: 1, green: 1, blue: 1, name: "white")
            sub.titleColor = white
            add.titleColor = white
        }

        /// Shows the model's text.
        public func update(oldModel: CounterViewModel?) {
            counter.text = model?.count ?? ""
        }

        public override func layout() {
            padding = HostEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
            buttons.spacing = 8
        }
    }

    /// The counter screen (A): dispatches on taps, and pushes screen B when asked to show it.
    public final class CounterViewController: ViewController<CounterView>, Routable {
        public override func setupInteraction() {
            rootView.addButtonDidTap = { [weak self] in self?.dispatch(IncrementCounter()) }
            rootView.subtractButtonDidTap = { [weak self] in self?.dispatch(DecrementCounter()) }
            rootView.showBButtonDidTap = { [weak self] in self?.dispatch(Show(Screen.screenB.rawValue)) }
            rootView.snapshotsButtonDidTap = { [weak self] in self?.dispatch(Show(Screen.snapshots.rawValue)) }
        }

        /// `screenA`.
        public var routeIdentifier: RouteElementIdentifier { Screen.counter.rawValue }

        /// Pushes screen B or the snapshot gallery.
        public func show(
            identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
            completion: @escaping RoutingCompletion
        ) -> Bool {
            switch Screen(rawValue: identifier) {
            case .screenB?:
                return tempuraPush(ScreenBViewController(store: store), animated: animated, completion: completion)
            case .snapshots?:
                return tempuraPush(SnapshotGalleryController(), animated: animated, completion: completion)
            default:
                return false
            }
        }

        /// Pops screen B or the gallery (Tempura asks the screen below when they do not hide themselves).
        public func hide(
            identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
            completion: @escaping RoutingCompletion
        ) -> Bool {
            guard identifier == Screen.screenB.rawValue || identifier == Screen.snapshots.rawValue else { return false }
            return tempuraPop(animated: animated, completion: completion)
        }
    }
}
