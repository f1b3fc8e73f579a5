import LoomHost

/// The four phases of an imperative, class-based view: setup, style, update, layout.
///
/// This is Tempura's `View` protocol. Under `import Loom` the name `View` belongs to declarative
/// views, so the imperative one is called `ImperativeView`. ``ElementView`` conforms and runs
/// `setup()` and `style()` exactly once, when it is created.
@MainActor
public protocol ImperativeView: AnyObject {
    /// Creates the children (with `addSubview(_:)`) and wires their interactions.
    func setup()
    /// Sets the look that does not depend on state: colours, fonts, fixed titles.
    func style()
    /// Brings the view and its children up to date with the view's properties.
    func update()
    /// Sets the sizes and spacing of the children (frames, padding).
    func layout()
}

/// A callback an imperative view calls when the user did something, for its owner to act on.
public typealias Interaction = @MainActor () -> Void
