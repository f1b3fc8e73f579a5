import Loom

/// A small app for the tests: a counter and a flag that makes the view model refuse to build.
struct AppState: StoreState {
    var counter = 0
    var hidesModel = false
    init() {}
}

struct Increment: StateUpdater {
    func updatedState(state: inout AppState) { state.counter += 1 }
}

struct SetHidesModel: StateUpdater {
    var value: Bool
    func updatedState(state: inout AppState) { state.hidesModel = value }
}

typealias TestStore = Store<AppState, any Dispatchable>

@MainActor
func makeStore(_ navigator: Navigator? = nil) -> TestStore {
    TestStore(interceptors: navigator.map { [$0.interceptor] } ?? [], dependencies: EmptySideEffectDependencyContainer())
}

struct CountViewModel: ViewModelWithState, Equatable {
    var text: String
    init?(state: AppState) {
        if state.hidesModel { return nil }
        text = "count \(state.counter)"
    }
    init(text: String) { self.text = text }
}

/// A modellable view that records its lifecycle calls.
final class CountView: ElementView, ViewControllerModellableView {
    typealias VM = CountViewModel
    let label = LabelView()
    let button = ButtonView(title: "Increment")
    var calls: [String] = []
    var updates: [(old: CountViewModel?, new: CountViewModel?)] = []
    var didTap: Interaction?

    required init() { super.init(kind: .vstack) }

    override func setup() {
        calls.append("setup")
        addSubview(label)
        addSubview(button)
        button.onTap = { [weak self] in self?.didTap?() }
    }
    override func style() { calls.append("style") }
    override func layout() { calls.append("layout") }

    func update(oldModel: CountViewModel?) {
        updates.append((oldModel, model))
        label.text = model?.text ?? "-"
    }
}

/// A controller that records its hooks.
final class CountController: ViewController<CountView> {
    var events: [String] = []
    var interactionSetups = 0

    override func setupInteraction() {
        interactionSetups += 1
        rootView.didTap = { [weak self] in self?.dispatch(Increment()) }
    }
    override func willUpdate(new: CountViewModel?) { events.append("will \(new?.text ?? "nil") (view has \(rootView.model?.text ?? "nil"))") }
    override func didUpdate(old: CountViewModel?) { events.append("did \(old?.text ?? "nil") → \(rootView.model?.text ?? "nil")") }
}

/// A routable test screen that can show and hide the screens listed, and records being asked.
final class RouteScreen: ViewController<CountView>, Routable {
    let routeIdentifier: RouteElementIdentifier
    var shows: [RouteElementIdentifier: (RouteScreen) -> Void] = [:]
    var hides: Set<RouteElementIdentifier> = []
    let log: RouteLog

    init(_ id: String, store: TestStore, log: RouteLog) {
        routeIdentifier = id
        self.log = log
        super.init(store: store)
    }

    func show(identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
              completion: @escaping RoutingCompletion) -> Bool {
        log.asked.append("\(routeIdentifier).show(\(identifier), from: \(from))")
        guard let make = shows[identifier] else { return false }
        make(self)
        completion()
        return true
    }

    func hide(identifier: RouteElementIdentifier, from: RouteElementIdentifier, animated: Bool, context: Any?,
              completion: @escaping RoutingCompletion) -> Bool {
        log.asked.append("\(routeIdentifier).hide(\(identifier), from: \(from))")
        guard hides.contains(identifier) else { return false }
        if presentingController != nil { tempuraDismiss() } else { tempuraPop() }
        completion()
        return true
    }
}

@MainActor
final class RouteLog {
    var asked: [String] = []
}
