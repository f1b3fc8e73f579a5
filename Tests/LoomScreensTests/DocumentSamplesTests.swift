import Loom
import LoomTestSupport
import Testing

// The document's samples, written against `import Loom` with the platform swaps noted:
// UIView → ElementView (so `setup`/`style`/`layout` are overrides), UILabel/UIButton →
// LabelView/ButtonView, `on(.touchUpInside)` → `onTap`, `State` → `StoreState`, Katana's
// middleware → interceptors, `model` is optional rather than implicitly unwrapped.

// MARK: The SSUL lifecycle on a reusable component

final class Switch: ElementView {
    var isOn: Bool = false {
        didSet {
            guard self.isOn != oldValue else { return }
            self.update()
        }
    }

    private var thumb = ElementView()
    var valueDidChange: ((Bool) -> Void)?
    private(set) var phases: [String] = []

    override func setup() {
        phases.append("setup")
        self.addSubview(self.thumb)
        self.handlers.onTap = { [weak self] in
            guard let self else { return }
            self.isOn.toggle()
            self.valueDidChange?(self.isOn)
        }
    }

    override func style() {
        phases.append("style")
        self.thumb.backgroundColor = HostColor(red: 1, green: 1, blue: 1, name: "white")
    }

    override func update() {
        phases.append("update")
        self.backgroundColor = self.isOn ? HostColor(red: 0.2, green: 0.78, blue: 0.35, name: "green") : nil
    }

    override func layout() {
        phases.append("layout")
        self.thumb.frame = HostFrame(width: 20, height: 20)
    }
}

// MARK: ModellableView

struct ContactViewModel: ViewModel {
    var name: String = "John"
    var lastName: String = "Doe"
}

final class ContactView: ElementView, ModellableView {
    private var title = LabelView()
    private var subtitle = LabelView()

    override func setup() {
        self.addSubview(self.title)
        self.addSubview(self.subtitle)
    }

    func update(oldModel: ContactViewModel?) {
        self.title.text = self.model?.name ?? ""
        self.subtitle.text = self.model?.lastName ?? ""
    }
}

// MARK: The counter

struct CounterState: StoreState {
    var counter: Int = 0
}

protocol AppAction: StateUpdater where StateType == CounterState {}

struct IncrementCounter: AppAction {
    func updatedState(state: inout CounterState) {
        state.counter = state.counter + 1
    }
}

struct DecrementCounter: AppAction {
    func updatedState(state: inout CounterState) {
        state.counter = state.counter - 1
    }
}

struct CounterViewModel: ViewModelWithState {
    var count: String = ""

    init(state: CounterState) {
        self.count = "the counter is at \(state.counter)"
    }

    init() {}
}

final class CounterView: ElementView, ViewControllerModellableView {
    typealias VM = CounterViewModel

    private var counter = LabelView()
    private var sub = ButtonView()
    private var add = ButtonView()

    override func setup() {
        self.addSubview(self.counter)
        self.addSubview(self.sub)
        self.addSubview(self.add)
        self.sub.onTap = { [weak self] in self?.subtractButtonDidTap?() }
        self.add.onTap = { [weak self] in self?.addButtonDidTap?() }
    }

    override func style() {
        self.backgroundColor = HostColor(red: 1, green: 1, blue: 1, name: "white")
        self.sub.backgroundColor = HostColor(red: 1, green: 0.23, blue: 0.19, name: "red")
        self.sub.title = "sub"
        self.add.backgroundColor = HostColor(red: 0, green: 0.48, blue: 1, name: "blue")
        self.add.title = "add"
    }

    func update(oldModel: CounterViewModel?) {
        self.counter.text = self.model?.count ?? ""
    }

    var subtractButtonDidTap: Interaction?
    var addButtonDidTap: Interaction?

    override func layout() {}
}

final class CounterViewController: ViewController<CounterView> {
    override func setupInteraction() {
        self.rootView.addButtonDidTap = { [weak self] in self?.addButtonDidTap() }
        self.rootView.subtractButtonDidTap = { [weak self] in self?.subtractButtonDidTap() }
    }

    func addButtonDidTap() {
        self.dispatch(IncrementCounter())
    }

    func subtractButtonDidTap() {
        self.dispatch(DecrementCounter())
    }
}

// MARK: Navigation (the AppNavigation file)

enum Screen: String {
    case screenB = "ScreenB"
    case screenC = "ScreenC"
}

final class ScreenB: ViewController<CounterView> {}
final class ScreenC: ViewController<CounterView> {}

extension ScreenB: Routable {
    var routeIdentifier: RouteElementIdentifier {
        return Screen.screenB.rawValue
    }

    func show(identifier: RouteElementIdentifier,
              from: RouteElementIdentifier,
              animated: Bool,
              context: Any?,
              completion: @escaping RoutingCompletion) -> Bool {
        if identifier == "ScreenC" {
            let screenToPresent = ScreenC(store: self.store)
            self.tempuraPresent(screenToPresent, animated: true, completion: {
                completion()
            })
            return true
        }
        return false
    }
}

extension ScreenC: Routable {
    var routeIdentifier: RouteElementIdentifier {
        return Screen.screenC.rawValue
    }

    func hide(identifier: RouteElementIdentifier,
              from: RouteElementIdentifier,
              animated: Bool,
              context: Any?,
              completion: @escaping RoutingCompletion) -> Bool {
        if identifier == "ScreenC" {
            self.tempuraDismiss(animated: animated)
            completion()
            return true
        }
        return false
    }
}

/// The document's samples behave as the document says.
@MainActor
struct DocumentSamplesTests {
    @Test func theSwitchRunsSetupAndStyleOnceAndUpdatesOnlyOnChange() throws {
        let toggle = Switch()
        var reported: [Bool] = []
        toggle.valueDidChange = { reported.append($0) }
        let probe = TreeProbe()
        probe.show(toggle)
        toggle.isOn = false
        try probe.tree.send(HostEvent(element: try #require(toggle.elementID), action: .tap))
        #expect(toggle.phases == ["setup", "style", "layout", "update"])
        #expect(reported == [true])
        #expect(try probe.text == "container background=green {tap}\n  container frame=(w:20 h:20) background=white\n")
    }

    @Test func theContactViewShowsItsModelAndOneChangeOfTwoFieldsIsOneUpdate() throws {
        let view = ContactView()
        let probe = TreeProbe()
        probe.show(view)
        view.model = ContactViewModel()
        var model = ContactViewModel()
        model.name = "Jane"
        model.lastName = "Roe"
        view.model = model
        #expect(try probe.text == "container\n  text \"Jane\"\n  text \"Roe\"\n")
    }

    @Test func theCounterScreenFollowsTheStoreWithNoUpdateCode() throws {
        let store = Store<CounterState, any Dispatchable>(interceptors: [], dependencies: EmptySideEffectDependencyContainer.self)
        let controller = CounterViewController(store: store, connected: true)
        let probe = TreeProbe()
        probe.show(controller.view)
        try probe.tap("add")
        try probe.tap("add")
        try probe.tap("sub")
        #expect(store.counter == 1)
        #expect(try probe.text.contains("text \"the counter is at 1\""))
    }

    @Test func screenBPresentsScreenCAndScreenCHidesItself() async throws {
        let navigator = Navigator()
        let store = Store<CounterState, any Dispatchable>(interceptors: [navigator.interceptor], dependencies: EmptySideEffectDependencyContainer())
        navigator.start(root: ScreenB(store: store), in: HostTree())
        await store.dispatch(Show("ScreenC", animated: true, context: nil))
        #expect(navigator.currentRoute == ["ScreenB", "ScreenC"])
        await store.dispatch(Hide("ScreenC", animated: true, context: nil))
        #expect(navigator.currentRoute == ["ScreenB"])
    }
}
