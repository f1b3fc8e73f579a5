import LoomHost

/// An element view with a model of type `VM`, for subclasses that override all four phases:
/// `override func setup()`, `style()`, `layout()` and `update(oldModel:)`.
///
/// ```swift
/// final class CounterView: ModellableElementView<CounterViewModel>, ViewControllerModellableView {
///     private let counter = LabelView()
///     override func setup() { addSubview(counter) }
///     override func update(oldModel: CounterViewModel?) { counter.text = model?.count ?? "" }
/// }
/// ```
/// Tempura adds `update(oldModel:)` to any `UIView` through a protocol, so its documents write it
/// with and without `override`. Swift only accepts `override` for a method the superclass
/// declares, and a non-generic superclass cannot declare one for every model type: this generic
/// superclass does. A plain ``ElementView`` that adopts ``ModellableView`` keeps working too,
/// with `update(oldModel:)` written without `override`.
open class ModellableElementView<VM: ViewModel>: ElementView, ModellableView {
    /// The current model; setting it calls `update(oldModel:)` once with the previous one.
    public var model: VM? {
        didSet { update(oldModel: oldValue) }
    }

    /// Brings the view up to date with ``model``; `oldModel` is the model it replaced.
    open func update(oldModel: VM?) {}
}
