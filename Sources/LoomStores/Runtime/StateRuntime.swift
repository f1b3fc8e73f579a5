import Observation
import LoomReactive
import LoomViews

/// The one state mechanism under every store style: holds the state, tracks reads per field (views
/// through ``TrackedReaders``, other code through Swift Observation), applies writes at once and
/// delivers change notifications in order.
///
/// Both Eazy-style feature stores and Katana-style app stores sit on this type; they differ only
/// in how an action turns into writes (an ``Interactor`` or a chain of interceptors and updaters).
///
/// Ordering: a write applies immediately (so imperative interactor code reads its own writes),
/// but the notifications it causes (listeners, publishers, the debug log) and any work queued with
/// ``perform(_:)`` run one after another in the order they were produced. A listener that writes
/// or dispatches while being notified therefore never delivers an older change after a newer one.
@MainActor
final class StateRuntime<State: Equatable>: Observation.Observable {
    /// The current state. Reading this property does not register an observation; see `observedState`.
    var state: State { storage.pointee }
    /// Where the state lives, allocated once. The runtime is generic, and in generic code each
    /// call taking the address of a value (to read or compare a field in place) went through
    /// the standard library's unspecialized pointer functions: a fifth of a dispatch. A fixed
    /// address needs no such call.
    private let storage: UnsafeMutablePointer<State>
    /// Empty buffers for the new state of an update and the old state of a commit, kept for the
    /// next change; a change inside another one (an observer writing) finds none and allocates.
    /// Two fields rather than an array: an array of them is generic code at every use.
    @exclusivity(unchecked) private var spare: UnsafeMutablePointer<State>?
    @exclusivity(unchecked) private var secondSpare: UnsafeMutablePointer<State>?
    let registrar = ObservationRegistrar()
    /// `\.state`, made once: a key-path literal in generic code is instantiated at every use,
    /// which showed as a fifth of a dispatch's time.
    let statePath: KeyPath<StateRuntime<State>, State>
    /// Fields read through `read(_:)`, in the order first read.
    @exclusivity(unchecked) var fields: [ObservedField] = []
    /// Indices into `fields` by key path value, for key paths that are not the uniqued instance.
    @exclusivity(unchecked) var fieldsByPath: [AnyKeyPath: Int] = [:]
    /// Other instances of the key paths in `fields` met so far (see `fieldIndex(_:)`), with
    /// their field's index.
    @exclusivity(unchecked) var fieldAliases: [(keyPath: AnyKeyPath, index: Int)] = []
    static var maximumFieldAliases: Int { 32 }
    /// The views that read the whole state (`store.state`).
    let stateReaders = TrackedReaders()
    /// Whether code outside views has tracked a read with Swift Observation. Until then a
    /// change skips the registrar, whose calls cost more than the rest of a change.
    @exclusivity(unchecked) var isObservedOutsideViews = false
    /// Listeners in the order added; `fields` is `nil` for one told of every change, otherwise the
    /// fields it listens to (indices into `fields`), and it is told only of changes to those.
    /// `hearsForcedUpdates` marks a field publisher's listener, which ``forceUpdate(_:)`` also calls.
    @exclusivity(unchecked) private var listeners: [(id: Int, fields: [Int]?, hearsForcedUpdates: Bool, body: (StateChange<State>) -> Void)] = [] {
        didSet { hasWholeStateListeners = listeners.contains { $0.fields == nil } }
    }
    /// Feeds every ``StatePublisher``; created on first use.
    @exclusivity(unchecked) var publishedChanges: PassthroughSubject<StateChange<State>, Never>? {
        didSet { hasPublishers = publishedChanges != nil }
    }
    /// The store's `objectWillChange`, sent before every change; created on first use, so a
    /// store nobody observes through Combine pays one `nil` check per change.
    @exclusivity(unchecked) var willChange: ObservableObjectPublisher?
    /// Kept beside `listeners` and `publishedChanges`: asking those (of generic types) whether
    /// they are empty looks up type metadata at run time, on every change.
    @exclusivity(unchecked) private var hasWholeStateListeners = false
    @exclusivity(unchecked) private var hasPublishers = false
    @exclusivity(unchecked) private var nextListenerID = 0
    @exclusivity(unchecked) private var queue: [() -> Void] = []
    @exclusivity(unchecked) private var isDraining = false
    /// Identifies the store in the debug log and its filters.
    let logger: StoreLogger

    init(state: State, logger: StoreLogger) {
        self.storage = .allocate(capacity: 1)
        storage.initialize(to: state)
        self.logger = logger
        self.statePath = \StateRuntime<State>.state
        logger.initialState(state)
        if logger.trace != nil { logger.watchState { [weak self] in self.map { ValueDump.text(of: $0.state) } } }
    }

    /// Runs `work` now, or — while earlier work or notifications are still running — right after them.
    ///
    /// This is the runtime's ordered dispatch: nothing queued here overtakes what was queued before.
    func perform(_ work: @escaping () -> Void) {
        if isDraining {
            queue.append(work)
        } else {
            performNow(work)
        }
    }

    /// Whether nothing is running or queued, so work may run at once (see ``performNow(_:)``).
    var isIdle: Bool { !isDraining }

    /// Runs `work` at once, then whatever it queued; only when ``isIdle``.
    ///
    /// The same ordering as ``perform(_:)`` for a caller that has checked ``isIdle``: `work` takes
    /// no escaping closure, so a synchronous dispatch allocates nothing to get in line.
    func performNow<Result>(_ work: () -> Result) -> Result {
        precondition(!isDraining, "performNow while the runtime runs other work; use perform")
        isDraining = true
        let result = work()
        var index = 0
        while index < queue.count {
            let next = queue[index]
            index += 1
            next()
        }
        queue.removeAll(keepingCapacity: true)
        isDraining = false
        return result
    }

    /// Applies `mutation` to the state; if the result differs, observers of the changed fields are
    /// told at once and listeners are notified in order.
    func update(_ mutation: (inout State) -> Void) {
        updateInPlace { mutation(&$0.assumingMemoryBound(to: State.self).pointee) }
    }

    /// ``update(_:)`` for a mutation of a copy of the state given by address: for a caller that
    /// holds the state type under another name (an updater's `StateType`, checked equal), which
    /// would otherwise take the address itself through an unspecialized generic call.
    func updateInPlace(_ mutation: (UnsafeMutableRawPointer) -> Void) {
        let new = takeBuffer()
        new.initialize(to: storage.pointee)
        defer {
            new.deinitialize(count: 1)
            giveBack(new)
        }
        mutation(UnsafeMutableRawPointer(new))
        commit(new.pointee)
    }

    /// A buffer for a state: a spare one if there is one, so a change allocates nothing.
    private func takeBuffer() -> UnsafeMutablePointer<State> {
        if let buffer = spare {
            spare = nil
            return buffer
        }
        if let buffer = secondSpare {
            secondSpare = nil
            return buffer
        }
        return .allocate(capacity: 1)
    }

    /// Keeps an emptied buffer for the next change (at most two: the new and the old state).
    private func giveBack(_ buffer: UnsafeMutablePointer<State>) {
        if spare == nil {
            spare = buffer
        } else if secondSpare == nil {
            secondSpare = buffer
        } else {
            buffer.deallocate()
        }
    }

    /// Replaces the state with `new` (no-op when equal), see ``update(_:)``.
    func commit(_ new: State) {
        guard storage.pointee != new else { return }
        willChange?.send()
        // The fields with field listeners that this change changes.
        var listened: [Int] = []
        let old = takeBuffer()
        defer {
            old.deinitialize(count: 1)
            giveBack(old)
        }
        if isObservedOutsideViews {
            // Copied, not moved: Observation's observers are told before the write, and may
            // read the state then.
            old.initialize(to: storage.pointee)
            let next = takeBuffer()
            next.initialize(to: new)
            defer {
                next.deinitialize(count: 1)
                giveBack(next)
            }
            var changed: [ObservedField] = []
            for index in fields.indices where fields[index].differs(storage, next) {
                changed.append(fields[index])
                if fields[index].listenerCount > 0 { listened.append(index) }
            }
            registrar.willSet(self, keyPath: statePath)
            for field in changed { field.willSet(self) }
            storage.pointee = new
            for field in changed { field.didSet(self) }
            registrar.didSet(self, keyPath: statePath)
            for field in changed { field.readers.valueDidChange() }
        } else {
            // Moved out and the new state copied in, with nothing run in between.
            old.moveInitialize(from: storage, count: 1)
            storage.initialize(to: new)
            for index in fields.indices {
                // Unretained: `fields` only grows, and only on a read, never during this loop.
                withGuaranteed(Unmanaged.passUnretained(fields[index])) { field in
                    guard !field.readers.isEmpty || field.listenerCount > 0, field.differs(old, storage) else { return }
                    field.readers.valueDidChange()
                    if field.listenerCount > 0 { listened.append(index) }
                }
            }
        }
        stateReaders.valueDidChange()
        // Field listeners alone build no change unless one of their fields changed.
        if hasChangeObservers || !listened.isEmpty { notifyChange(from: old.pointee, to: new, listened: listened) }
    }

    isolated deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
        spare?.deallocate()
        secondSpare?.deallocate()
    }

    /// The stored field at `offset` inside the state, read in place (no copy of the whole state).
    func load<Value>(_: Value.Type, atOffset offset: Int) -> Value {
        UnsafeRawPointer(storage).load(fromByteOffset: offset, as: Value.self)
    }

    /// Whether anything hears of every change besides readers: listeners of the whole state,
    /// publishers, the debug log or DevTools. Checked before a change is even built, since building one
    /// copies both states. Field listeners hear only of changes to their fields (see `commit`).
    var hasChangeObservers: Bool { hasWholeStateListeners || hasPublishers || DebugStore.isEnabled || logger.trace != nil }

    /// Builds and sends a change. Kept out of `commit`: merely naming `StateChange<State>` there
    /// looked its metadata up on every commit, observers or not.
    @inline(never)
    private func notifyChange(from old: State, to new: State, listened: [Int]) {
        notify(StateChange(old: old, new: new, listenedFields: listened))
    }

    /// Sends `change` to its listeners, in the order they were added, after any earlier queued work.
    func notify(_ change: StateChange<State>) {
        guard hasChangeObservers || !change.listenedFields.isEmpty else { return }
        perform { [weak self] in
            guard let self else { return }
            let isForced = change.forcedFields != nil
            if !isForced { self.logger.stateChanged(from: change.old, to: change.new) }
            // A snapshot: listeners added or removed now take effect from the next change.
            for listener in self.listeners {
                if isForced, !listener.hearsForcedUpdates { continue }
                if let fields = listener.fields, !fields.contains(where: change.listenedFields.contains) { continue }
                listener.body(change)
            }
            self.publishedChanges?.send(change)
        }
    }

    /// Calls `body` with every later change; the returned closure stops it.
    func addListener(_ body: @escaping (StateChange<State>) -> Void) -> ListenerToken {
        addListener(fields: nil, body)
    }

    /// Calls `body` with every later change that changes one of `fields` (indices into `fields`,
    /// see ``fieldIndex(_:)``), or every later change for `nil`; the returned closure stops it.
    ///
    /// This is the one per-field notification of the stores: `Store.addListener(of:)`, the field
    /// publishers (`store.publisher.name`, with `hearsForcedUpdates`, so ``forceUpdate(_:)``
    /// reaches them) and the screens' view controllers all listen here. A change compares a field
    /// once, in `commit`, however many listen to it.
    func addListener(
        fields: [Int]?,
        hearsForcedUpdates: Bool = false,
        _ body: @escaping (StateChange<State>) -> Void
    ) -> ListenerToken {
        let id = nextListenerID
        nextListenerID += 1
        listeners.append((id, fields, hearsForcedUpdates, body))
        for index in fields ?? [] { self.fields[index].listenerCount += 1 }
        return ListenerToken { [weak self] in
            guard let self, let position = self.listeners.firstIndex(where: { $0.id == id }) else { return }
            self.listeners.remove(at: position)
            for index in fields ?? [] { self.fields[index].listenerCount -= 1 }
        }
    }
}

/// Removes a listener from a ``StateRuntime`` when called.
struct ListenerToken {
    let remove: @MainActor () -> Void
}
