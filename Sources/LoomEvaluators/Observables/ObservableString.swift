import LoomReactive

/// An observable `String`, the display state of a label: the Poet document's class, as written.
///
/// Views hold it as an `@ObservedObject` and re-render when it changes; a translator owns it and
/// writes it for every step. Every write is announced, even of an equal string, as `@Published`
/// does; a view whose content did not change re-runs its body but changes nothing on screen.
///
/// ```swift
/// let pageXofX = ObservableString()
/// pageXofX.string = "1 / 3"
/// let sub = pageXofX.$string.sink { print($0) }   // the publisher of every write
/// ```
///
/// Not bound to an actor, so the document's plain classes (a translator, a view's configuration)
/// can create and write it. It is not `Sendable`: Swift keeps it in the isolation domain that made
/// it, so the main actor's views and the plain classes they hold share it without a data race.
public final class ObservableString: ObservableObject {
    /// The observed string; `$string` publishes every write.
    @Published public var string: String = ""

    /// Creates an observable holding the empty string.
    public init() {}

    /// Creates an observable holding `string`.
    public init(_ string: String) {
        self.string = string
    }
}
