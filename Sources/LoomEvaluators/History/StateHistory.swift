/// Undo and redo for an evaluator's state: the states it went through, and the ones undone.
///
/// The evaluator records each new state (usually a step's configuration) as it commits to it;
/// ``undo()`` and ``redo()`` hand back the state to return to, which the evaluator sets as its
/// step again. Recording after an undo drops the redo history, as editors do.
///
/// ```swift
/// var history = StateHistory(initial: configuration)
/// history.record(edited)
/// if let previous = history.undo() { current.step = .editing(previous) }
/// ```
public struct StateHistory<State> {
    /// The state the evaluator is in now.
    public private(set) var current: State
    private var past: [State] = []
    private var future: [State] = []
    /// The most undo steps kept; the oldest are dropped past it.
    public let limit: Int

    /// Creates a history starting at `initial`, keeping at most `limit` undo steps (at least one).
    public init(initial: State, limit: Int = 100) {
        current = initial
        self.limit = max(1, limit)
    }

    /// Whether ``undo()`` would return a state.
    public var hasUndoHistory: Bool { !past.isEmpty }
    /// Whether ``redo()`` would return a state.
    public var hasRedoHistory: Bool { !future.isEmpty }

    /// Makes `state` the current state; the previous one becomes undoable, redo history is dropped.
    ///
    /// - Complexity: amortised O(1); O(`limit`) when the oldest state is dropped.
    public mutating func record(_ state: State) {
        past.append(current)
        if past.count > limit {
            past.removeFirst(past.count - limit)
        }
        current = state
        future.removeAll()
    }

    /// Steps back one state and returns it, or returns `nil` with nothing to undo.
    public mutating func undo() -> State? {
        guard let previous = past.popLast() else { return nil }
        future.append(current)
        current = previous
        return previous
    }

    /// Steps forward again over an undone state and returns it, or returns `nil` with nothing to redo.
    public mutating func redo() -> State? {
        guard let next = future.popLast() else { return nil }
        past.append(current)
        current = next
        return next
    }

    /// Forgets all undo and redo history, keeping the current state.
    public mutating func clear() {
        past.removeAll()
        future.removeAll()
    }
}

extension StateHistory: Sendable where State: Sendable {}
extension StateHistory: Equatable where State: Equatable {}
