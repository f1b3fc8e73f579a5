/// An intermediate layer: it passes its parent's input down to ``child`` and the child's output
/// back up, and is the natural place to apply operators.
///
/// ```swift
/// final class Screen: ParentMachine {
///     typealias Input = Int
///     typealias Output = Void
///     var child: Machine<Int, Void> {
///         Label().inward { .set("\($0)") }
///     }
/// }
/// ```
///
/// `child` is read once, when the parent is turned into a ``Machine`` (by `~` or an operator).
/// The protocol is `@MainActor`, like ``ChildMachine``: `child` may reach main-actor objects (a
/// window, a view controller) and build main-actor children, as the document's `Display` does.
@MainActor
public protocol ParentMachine: MachineType where Input: Sendable, Output: Sendable {
    /// The machine that does the work of this parent.
    var child: Machine<Input, Output> { get }
}

extension ParentMachine {
    /// This parent as a type-erased machine; a class instance keeps its identity, so listing it
    /// twice in a `merge` runs it once.
    public var machine: Machine<Input, Output> {
        Machine(identity: MachineIdentity(of: self), start: child.start)
    }
}
