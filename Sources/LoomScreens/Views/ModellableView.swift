import LoomHost

/// The values that define what a view shows. Views are updated from one model at a time, so
/// several changes cost one update, and the previous model tells what changed.
public protocol ViewModel {}

/// An imperative view whose whole state is one ``ViewModel``: setting `model` calls
/// `update(oldModel:)` once, with the model it replaced.
///
/// ```swift
/// final class ContactView: ElementView, ModellableView {
///     private let name = LabelView()
///     override func setup() { addSubview(name) }
///     func update(oldModel: ContactViewModel?) {
///         name.text = model?.name ?? ""
///     }
/// }
/// ```
/// For subclasses of ``ElementView`` the `model` property is provided (Tempura adds it with
/// associated objects; Loom keeps it in the element view). It is optional where Tempura's is
/// implicitly unwrapped: a view exists before its first model.
@MainActor
public protocol ModellableView: ImperativeView {
    /// The view's model type.
    associatedtype VM: ViewModel
    /// The current model; setting it calls `update(oldModel:)`.
    var model: VM? { get set }
    /// Brings the view up to date with `model`; `oldModel` is the model it replaced.
    func update(oldModel: VM?)
}

extension ModellableView where Self: ElementView {
    /// The current model; setting it calls `update(oldModel:)` once with the previous model.
    public var model: VM? {
        get { modelStorage as? VM }
        set {
            let oldModel = modelStorage as? VM
            modelStorage = newValue
            update(oldModel: oldModel)
        }
    }
}

/// The root view of a screen, the one its ``ViewController`` updates from the app state.
///
/// It only adds what a controller needs: a way to create the view.
@MainActor
public protocol ViewControllerModellableView: ModellableView {
    /// A new view, before its first model.
    init()
}
