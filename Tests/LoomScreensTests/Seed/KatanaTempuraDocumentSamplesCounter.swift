// The Tempura document's counter ("Cool, show me the code!"), as written, against `import Loom`.
// Platform swaps, each marked `// Swap:` where made:
// - Katana's `State` → `StoreState`: under `import Loom`, `State` is SwiftUI's property wrapper.
// - `Store<CounterState>(…)` → `AppStore<CounterState>(…)`: Swift gives a type name one generic
//   arity in type position, and `Store<State, Action>` is the two-parameter store.
// - `UIView` → `ModellableElementView<CounterViewModel>`: Swift accepts `override` only for a
//   method the superclass declares, and only a generic superclass declares `update(oldModel:)`.
// - `UILabel`/`UIButton` → `LabelView`/`ButtonView`; `model` is optional.
// - `ViewController<CounterView, CounterViewModel, CounterState>` → `ViewController<CounterView>`
//   (Tempura's current form: the view names its model, the model its state).
// Fixes of the document's own slips are marked `// Document slip:`.
import Loom

// Swap: State → StoreState.
struct CounterState: StoreState {
  var counter: Int = 0
}

// Document slip: `AppAction` is used but not shown; the usual one-line declaration.
protocol AppAction: StateUpdater where StateType == CounterState {}

// Document slip: the container is named but not shown; Katana's shape.
final class DependenciesContainer: SideEffectDependencyContainer {
  init(dispatch: @escaping AnyDispatch, getState: @escaping GetState) {}
}

/// Stands in for the document's `AppDelegate`, which keeps the store.
@MainActor
final class AppDelegate {
  var store: AppStore<CounterState>?

  func applicationDidFinishLaunching() {
    // Swap: Store<CounterState> → AppStore<CounterState>.
    self.store = AppStore<CounterState>(middleware: [], dependencies: DependenciesContainer.self)
  }
}

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

// Swap: UIView → ModellableElementView<CounterViewModel>.
class CounterView: ModellableElementView<CounterViewModel>, ViewControllerModellableView {
  // Document slip: `typealias CounterViewModel` names no type.
  typealias VM = CounterViewModel

  // #1 define the children UI elements
  private var counter = LabelView()
  private var sub = ButtonView(type: .custom)
  private var add = ButtonView(type: .custom)

  // #2 Setup, here we add children elements to the view
  override func setup() {
    self.addSubview(self.counter)
    self.addSubview(self.sub)
    self.addSubview(self.add)
    // Document slip: after `[weak self]`, `self` is optional (`self?.`).
    self.sub.on(.touchUpInside) {[weak self] button in
    	self?.subtractButtonDidTap?()
	}
    self.add.on(.touchUpInside) {[weak self] button in
    	self?.addButtonDidTap?()
	}
  }

  // #3 Style, define the style of the view and the children elements
  override func style() {
    self.backgroundColor = .white
    self.counter.textAlignment = .center
    self.sub.backgroundColor = .red
    self.sub.setTitle("sub", for: .normal)
    self.add.backgroundColor = .blue
    self.add.setTitle("add", for: .normal)
  }

  // #4 Update, the state is changed, update the view accordingly
  override func update(oldModel: CounterViewModel?) {
    // Swap: `model` is optional.
    self.counter.text = self.model?.count ?? ""
  }

  // #5 Interaction, define callbacks for interactions
  var subtractButtonDidTap: Interaction?
  var addButtonDidTap: Interaction?

  // #6 Layout, layout the children elements
  override func layout() {
    // The document elides it (`...`).
  }

}

// Swap: ViewController<CounterView, CounterViewModel, CounterState> → ViewController<CounterView>.
class CounterViewController: ViewController<CounterView> {

  // #1 listen for interaction callbacks from the view
  override func setupInteraction() {
    self.rootView.addButtonDidTap = self.addButtonDidTap
    self.rootView.subtractButtonDidTap = self.subtractButtonDidTap
  }

  // #2 trigger actions
  func addButtonDidTap() {
    self.dispatch(action: IncrementCounter())
  }

  func subtractButtonDidTap() {
    self.dispatch(action: DecrementCounter())
  }
}
