import LoomReactive
import LoomViews

/// A store is an `ObservableObject`, as the Eazy document promises: `@ObservedObject var store`,
/// `@StateObject`, `.environmentObject(store)` with `@EnvironmentObject`, and
/// `store.objectWillChange.sink { … }` all work.
///
/// Views still re-render only for the fields they read: the store is a
/// ``FieldTrackedObservableObject``, so the view engine relies on the store's per-field read
/// tracking instead of re-rendering every observing view on each `objectWillChange`.
///
/// `@preconcurrency`: `ObservableObject` asks for a nonisolated `objectWillChange`, and the
/// store, like every view, belongs to the main actor. The conformance checks at run time that it
/// is used there.
extension Store: @preconcurrency ObservableObject, FieldTrackedObservableObject {
    /// Sends before every change of the state (once per change, whichever fields changed).
    public var objectWillChange: ObservableObjectPublisher {
        if let publisher = runtime.willChange { return publisher }
        let publisher = ObservableObjectPublisher()
        runtime.willChange = publisher
        return publisher
    }
}
