import Foundation

/// An actor with a model context of its own, for work off the main actor (an import, a
/// clean-up), as SwiftData's: write `@ModelActor actor Importer { … }` and make it with
/// `Importer(modelContainer: container)`; inside, `modelContext` is the actor's context.
///
/// ```swift
/// @ModelActor actor Importer {
///     func importTitles(_ titles: [String]) throws {
///         for title in titles { modelContext.insert(Todo(title: title)) }
///         try modelContext.save()        // every session's @Query shows them
///     }
/// }
/// ```
/// Models stay in the actor; pass `PersistentIdentifier`s in and out.
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's own context (not a live one: it saves when told to).
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model of the actor's context with `id`, if it is of type `T`.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as as: T.Type) -> T? {
        modelContext.model(for: id) as? T
    }
}

/// What holds a model actor's context (SwiftData's name).
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// The executor `@ModelActor` makes: it only holds the context.
///
/// `@unchecked Sendable`: the context is not `Sendable`. The actor reads it through
/// `ModelActor.modelContext`, which is isolated to the actor; code outside the actor that
/// reaches `modelExecutor.modelContext` directly (as it can with SwiftData's executor) takes
/// on keeping to the actor itself.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
    }
}

/// Makes an actor a ``ModelActor``: a context of its own on the container it is made with.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "LoomMacros", type: "ModelActorMacro")
