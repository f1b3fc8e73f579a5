import Foundation
import LoomReactive
import LoomViews

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The context of this session's views, from the nearest `.modelContainer(_:)`. Without
    /// one, the process's unconfigured context: an empty in-memory container, where a `@Query`
    /// reports (once) that no container is set and a save throws ``ModelError/notInSchema(_:)``.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? UnconfiguredContext.shared }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// The context views get when no `.modelContainer` is above them. One for the process, so
/// that reading it twice gives the same context (the engine compares environment values to
/// decide what to re-render).
enum UnconfiguredContext {
    /// `@unchecked Sendable` through `Locked`: a context is not `Sendable`; this one is only
    /// reached by views, on the main actor, and holds nothing (its schema is empty).
    private static let made = Locked<ModelContext?>(nil)

    static var shared: ModelContext {
        made.withLock { context in
            if let context { return context }
            let made = make()
            context = made
            return made
        }
    }

    static func isShared(_ context: ModelContext) -> Bool {
        made.withLock { $0 === context }
    }

    private static func make() -> ModelContext {
        do {
            return ModelContext(try ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)]))
        } catch {
            // An empty in-memory SQLite database opens unless the process is out of memory.
            preconditionFailure("LoomData: an empty in-memory store failed to open: \(error)")
        }
    }
}

extension View {
    /// Gives this view and its descendants a context on `container`: one context per view
    /// identity (per session, for a window's root view), saving itself after changes.
    public func modelContainer(_ container: ModelContainer) -> some View {
        ModelContainerRoot(content: self, source: .container(container))
    }

    /// Gives this view and its descendants a context on a container for `modelType`, made once
    /// per view identity (a default file store, or in memory).
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Gives this view and its descendants a context on a container for `modelTypes`.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        ModelContainerRoot(content: self, source: .types(modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
    }

    /// Gives this view and its descendants `context`.
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }
}

/// The view behind `.modelContainer`: it keeps the container and this identity's context.
struct ModelContainerRoot<Content: View>: View {
    enum Source {
        case container(ModelContainer)
        case types([any PersistentModel.Type], inMemory: Bool, autosave: Bool, onSetup: (Result<ModelContainer, any Error>) -> Void)
    }

    let content: Content
    let source: Source
    @State private var holder = LiveContextHolder()

    var body: some View {
        content.environment(\.modelContext, holder.context(for: source))
    }
}

/// The context a `.modelContainer` gives its subtree, made on first use and kept.
@MainActor
final class LiveContextHolder {
    private var context: ModelContext?

    func context<Content>(for source: ModelContainerRoot<Content>.Source) -> ModelContext {
        switch source {
        case .container(let container):
            if let context, context.container === container { return context }
            container.savePendingMainContextChanges()
            let made = ModelContext(live: container)
            context = made
            return made
        case .types(let types, let inMemory, let autosave, let onSetup):
            if let context { return context }
            let made: ModelContext
            do {
                let container = try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
                made = ModelContext(live: container)
                onSetup(.success(container))
            } catch {
                FileHandle.standardError.write(Data("LoomData: .modelContainer(for:) could not open its store: \(error)\n".utf8))
                onSetup(.failure(error))
                made = UnconfiguredContext.shared
            }
            made.autosaveEnabled = autosave
            context = made
            return made
        }
    }
}
