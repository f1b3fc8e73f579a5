import Foundation

#if !canImport(Darwin)
/// Records changes so that they can be undone and redone, as Foundation's `UndoManager` on
/// Apple's platforms (Linux's Foundation has none): SwiftData code reaches one through
/// `modelContext.undoManager`.
///
/// ```swift
/// undoManager.registerUndo(withTarget: list) { list in list.items.removeLast() }
/// undoManager.undo()   // runs the handler; what it registers while undoing becomes the redo
/// ```
/// Each registration outside a group is a group of its own; `beginUndoGrouping()` and
/// `endUndoGrouping()` make one group of several, undone together. Use it where it was made
/// (it is not `Sendable`, like the context that holds it).
public final class UndoManager {
    /// One registered action: the handler bound to its target.
    private struct Action {
        let target: AnyObject
        let perform: () -> Void
    }

    private var undoStack: [[Action]] = []
    private var redoStack: [[Action]] = []
    /// The actions registered since the outermost `beginUndoGrouping()`, and how deep it is.
    private var openGroup: [Action] = []
    private(set) public var groupingLevel = 0
    /// The actions an `undo()` or `redo()` under way registers: its opposite.
    private var reversal: [Action]?

    /// Whether `undo()` is running its handlers.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running its handlers.
    public private(set) var isRedoing = false
    /// How many groups are kept; 0 keeps them all.
    public var levelsOfUndo = 0

    public init() {}

    /// Whether there is a group to undo.
    public var canUndo: Bool { !undoStack.isEmpty || !openGroup.isEmpty }
    /// Whether there is a group to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Records `handler` as the way to undo a change to `target`.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action = Action(target: target, perform: { handler(target) })
        if reversal != nil {
            reversal?.append(action)
        } else if groupingLevel > 0 {
            openGroup.append(action)
        } else {
            push([action], onto: &undoStack)
            redoStack.removeAll()
        }
    }

    /// Starts a group: the actions registered until the matching `endUndoGrouping()` are undone together.
    public func beginUndoGrouping() {
        groupingLevel += 1
    }

    /// Ends the group started by the matching `beginUndoGrouping()`.
    public func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        guard groupingLevel == 0, !openGroup.isEmpty else { return }
        push(openGroup, onto: &undoStack)
        openGroup.removeAll()
        redoStack.removeAll()
    }

    /// Undoes the latest group, last action first; what its handlers register can be redone.
    public func undo() {
        while groupingLevel > 0 { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        let redo = run(group)
        isUndoing = false
        if !redo.isEmpty { push(redo, onto: &redoStack) }
    }

    /// Redoes the latest undone group; what its handlers register can be undone again.
    public func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        let undo = run(group)
        isRedoing = false
        if !undo.isEmpty { push(undo, onto: &undoStack) }
    }

    /// Forgets every action.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup.removeAll()
    }

    /// Forgets the actions registered for `target`.
    public func removeAllActions(withTarget target: AnyObject) {
        func keep(_ group: [Action]) -> [Action] { group.filter { $0.target !== target } }
        undoStack = undoStack.map(keep).filter { !$0.isEmpty }
        redoStack = redoStack.map(keep).filter { !$0.isEmpty }
        openGroup = keep(openGroup)
    }

    /// Runs a group's actions, last registered first, and returns what they registered.
    private func run(_ group: [Action]) -> [Action] {
        reversal = []
        for action in group.reversed() { action.perform() }
        let registered = reversal ?? []
        reversal = nil
        return registered
    }

    private func push(_ group: [Action], onto stack: inout [[Action]]) {
        stack.append(group)
        if levelsOfUndo > 0, stack.count > levelsOfUndo { stack.removeFirst(stack.count - levelsOfUndo) }
    }
}
#endif
