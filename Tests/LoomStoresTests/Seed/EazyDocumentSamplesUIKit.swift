// The Eazy document's UIKit sample, as written, against `import Loom`. Platform swaps (Loom's
// imperative views stand in for UIKit's; each is marked `// Swap:`):
// - `UIViewController` → `ScreenController`, `UILabel` → `LabelView`, `UITextField` →
//   `TextFieldView`, `UIView` → `ElementView`, `UIButton` → `ButtonView`.
import Loom

struct SomeState: Equatable {
    var text = "Hello"
    var isHidden = false
}

enum SomeAction: Equatable {
    case buttonTapped
}

enum SomeHook: CaseIterable {
    case textChanged
}

struct SomeInteractor: Interactor {
    func onAction(_ action: SomeAction, store: MutatingStore<SomeState, SomeAction>) async {
        switch action {
        case .buttonTapped:
            store.isHidden = !store.isHidden
        }
    }

    func publisher(for hook: SomeHook, store: MutatingStore<SomeState, SomeAction>) -> AnyCancellable {
        switch hook {
        case .textChanged:
            return HookPublisher(store.publisher.text)
                .map {
                    $0.count.isMultiple(of: 2)
                }
                .assign(to: \.isHidden, using: store)
        }
    }
}

// Swap: UIViewController → ScreenController.
class ViewController: ScreenController {

    let store = Store(state: SomeState(), interactor: SomeInteractor())

    var cancellables: Set<AnyCancellable> = []

    // Swap: UILabel → LabelView.
    let label = LabelView()

    // Swap: UITextField → TextFieldView.
    lazy var textField: TextFieldView = {
        let textField = TextFieldView()
        textField.borderStyle = .roundedRect
        return textField
    }()

    // Swap: UIView → ElementView.
    lazy var hiddenView: ElementView = {
        let view = ElementView()
        view.backgroundColor = .red
        return view
    }()

    // Swap: UIButton → ButtonView.
    lazy var button: ButtonView = {
        let button = ButtonView(primaryAction: .init(handler: { [weak self] action in
            self?.store.dispatch(.buttonTapped)
        }))
        button.setTitle("Toggle", for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        setupViews()
        setupBindings()
    }

    // The document elides this (`// ...`): the four views, in order.
    func setupViews() {
        view.addSubview(label)
        view.addSubview(textField)
        view.addSubview(hiddenView)
        view.addSubview(button)
    }

    func setupBindings() {
        textField.bind(to: \.text, using: store, storeIn: &cancellables)
        label.assign(to: \.text, using: store, storeIn: &cancellables)
        store.publisher.isHidden
            .assign(to: \.isHidden, on: hiddenView)
            .store(in: &cancellables)
    }
}
