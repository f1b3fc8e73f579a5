import LoomReactive

/// A view as DevTools asks about it: which values its current body read. Opaque outside the
/// engine, so a registrar can answer without seeing the node.
@MainActor
public struct InspectedReader {
    let reference: NodeReference
}

/// What an `@Observable` class's registrar tells DevTools: the indices (in declaration order) of
/// its tracked properties that a view's current body read. Loom's registrar adopts it.
public protocol ObservedPropertyReads {
    @MainActor func trackedProperties(readByCurrentBodyOf reader: InspectedReader) -> [Int]
}

/// Finds the `@Observable` properties a view's last body read, through the objects the view
/// holds (in a plain field, `@State`, `@Bindable`, `@Environment(Model.self)`): one level
/// deep, which is where a view's reads are.
@MainActor
enum ObservableReads {
    static func of(_ node: Node) -> [String] {
        guard let view = node.view else { return [] }
        let reader = InspectedReader(reference: node.handle)
        return InspectedProperties.fields(of: view).flatMap { field -> [String] in
            // A wrapper's current value (nothing when its object is not made yet), else the field.
            guard let value = field.wrapper == nil ? field.value : field.wrapper?.inspectedValue else { return [] }
            return reads(of: value, by: reader).map { "\(field.name).\($0)" }
        }
    }

    /// The tracked properties of `object` (if it is an `@Observable` class instance) that
    /// `reader` read: the registrar's indices, named by the backing fields `@Observable`
    /// declares, in the same order (`_count` for `count`).
    static func reads(of object: Any, by reader: InspectedReader) -> [String] {
        var mirror = Mirror(reflecting: object)
        // An optional object (`@State var model: Model?`) is read through.
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return [] }
            mirror = Mirror(reflecting: wrapped)
        }
        guard mirror.displayStyle == .class,
              let registrar = mirror.children.first(where: { $0.label == "_$observationRegistrar" })?.value as? any ObservedPropertyReads
        else { return [] }
        let tracked = mirror.children.compactMap { child -> String? in
            guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$") else { return nil }
            return String(label.dropFirst())
        }
        return registrar.trackedProperties(readByCurrentBodyOf: reader).compactMap { tracked.indices.contains($0) ? tracked[$0] : nil }
    }
}
