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
        return Mirror(reflecting: view).children.flatMap { child -> [String] in
            guard let label = child.label else { return [] }
            let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
            let value = (child.value as? any InspectableViewProperty).map { $0.inspectedValue as Any } ?? child.value
            return reads(of: value, by: reader).map { "\(name).\($0)" }
        }
    }

    /// The tracked properties of `object` (if it is an `@Observable` class instance) that
    /// `reader` read: the registrar's indices, named by the backing fields `@Observable`
    /// declares, in the same order (`_count` for `count`).
    static func reads(of object: Any, by reader: InspectedReader) -> [String] {
        var unwrapped = object
        if let optional = object as? any OptionalValue { guard let wrapped = optional.wrappedAny else { return [] }; unwrapped = wrapped }
        let mirror = Mirror(reflecting: unwrapped)
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

/// An optional seen through `Any`, for a wrapper whose value is one (`@State var model: Model?`).
private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
