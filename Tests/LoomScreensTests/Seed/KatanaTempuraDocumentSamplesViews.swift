// The Tempura document's view samples, as written, against `import Loom`. Platform swaps, each
// marked `// Swap:` where made:
// - `UIView` → `ElementView`, `UILabel` → `LabelView` (Loom's imperative views).
// - Tempura's `View` protocol → `ImperativeView`: under `import Loom`, `View` is SwiftUI's.
//   An `ElementView` already runs setup/style/layout, so the phases are `override`s.
// - `layoutSubviews()` of the protocol is Tempura's older name of `layout()`.
// Fixes of the document's own slips are marked `// Document slip:`.
import Loom

// Swap: `UIView, View` → `ElementView`, which is Loom's UIView and already an `ImperativeView`.
class Switch: ElementView {
  // properties
  var isOn: Bool = false {
    didSet {
      guard self.isOn != oldValue else { return }
      self.update()
    }
  }

  // subview to draw the thumb of the switch
  private var thumb = ElementView()

  // interactions
  var valueDidChange: ((Double) -> ())?

  // Swap: `override`, as ElementView declares the phases (see the top of the file).
  override func setup() {
    // define the subviews that will make up the UI
    self.addSubview(self.thumb)
    self.on(.touchUpInside) { [weak self] _ in
      guard let self else { return }
      self.isOn.toggle()
      self.valueDidChange?(self.isOn ? 1 : 0)
    }
  }

  override func style() {
    // define the default look and feel of the UI elements
    self.thumb.backgroundColor = .white
  }

  override func update() {
    // update the UI based on the value of the properties
    self.backgroundColor = self.isOn ? .green : nil
  }

  override func layoutSubviews() {
    // layout the subviews, optionally considering the properties
    self.thumb.frame = HostFrame(width: 20, height: 20)
  }
}

struct ContactViewModel: ViewModel {
  var name: String = "John"
  var lastName: String = "Doe"
}

// Document slip: a `struct` cannot be a view that holds subviews and is updated in place.
// Swap: UIView → ElementView.
final class ContactView: ElementView, ModellableView {

  // subviews to create the UI
  // Swap: UILabel → LabelView (the document edits labels; a text field is what reports edits).
  private var title = TextFieldView()
  private var subtitle = TextFieldView()

  // interactions
  var nameDidChange: ((String) -> ())?
  var lastNameDidChange: ((String) -> ())?

  override func setup() {
    // define the subviews that will make up the UI
    self.addSubview(self.title)
    self.addSubview(self.subtitle)
    self.title.on(.didEndEditing) { [weak self] label in
      self?.nameDidChange?(label.text ?? "")
    }
    self.subtitle.on(.didEndEditing) { [weak self] label in
      self?.lastNameDidChange?(label.text ?? "")
    }
  }

  override func style() {
    // define the default look and feel of the UI elements
  }

  func update(oldModel: ContactViewModel?) {
      // update the UI based on the value of `self.model`
      // you can use `oldModel` to reason about diffs
    // Swap: `model` is optional (Loom has no implicitly unwrapped optionals); the document's
    // `lastname` is its slip for `lastName`.
    self.title.text = self.model?.name
    self.subtitle.text = self.model?.lastName
  }

  override func layoutSubviews() {
    // layout the subviews, optionally considering the properties
  }
}
