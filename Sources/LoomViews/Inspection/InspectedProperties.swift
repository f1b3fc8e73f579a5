import LoomHost
import LoomReactive

/// A property wrapper DevTools can show: its kind in SwiftUI's words and its current value,
/// read without side effects (no object made, no issue reported).
@MainActor
protocol InspectableViewProperty {
    var inspectedKind: String { get }
    /// The current value, or `nil` when there is none yet (an object not made yet).
    var inspectedValue: Any? { get }
}

/// Reads a view value's stored properties for DevTools.
@MainActor
enum InspectedProperties {
    /// The longest description shown for one value; the rest is cut with "…".
    static let maximumLength = 240

    /// The view's properties, but for its content views and modifiers: the tree shows those
    /// as its children and in its name.
    static func of(_ view: any View) -> [InspectedProperty] {
        fields(of: view).map { field in
            guard let wrapper = field.wrapper else { return InspectedProperty(name: field.name, kind: "let", value: describe(field.value)) }
            return InspectedProperty(name: field.name, kind: wrapper.inspectedKind, value: wrapper.inspectedValue.map(describe) ?? "not made yet")
        }
    }

    /// The view's stored fields as DevTools names them, but for its content views and
    /// modifiers: each with its wrapper, if it is one, and the value stored.
    static func fields(of view: any View) -> [(name: String, wrapper: (any InspectableViewProperty)?, value: Any)] {
        Mirror(reflecting: view).children.compactMap { child in
            guard let label = child.label, !(child.value is any View), !(child.value is any ViewModifier) else { return nil }
            guard let wrapper = child.value as? any InspectableViewProperty else { return (label, nil, child.value) }
            // A wrapper's storage is `_name`; people know it as `name`.
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, wrapper, child.value)
        }
    }

    /// A value described for a person: an object by its type and its stored properties (one
    /// level; a `@Published` one by its value), a closure as "a closure", anything else as
    /// Swift prints it, without module names, cut to a line.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        var text: String
        if mirror.displayStyle == .class {
            let fields = mirror.children.compactMap { child -> String? in
                guard let label = child.label, !label.hasPrefix("_$") else { return nil }
                let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
                let field = (child.value as? any PublishedValueReading)?.currentValue ?? child.value
                return "\(name): \(String(describing: field))"
            }
            text = "\(type(of: value))(\(fields.joined(separator: ", ")))"
        } else if String(describing: type(of: value)).contains("->") {
            text = "a closure"
        } else {
            text = String(describing: value)
        }
        text = withoutModuleNames(text)
        return text.count > maximumLength ? String(text.prefix(maximumLength)) + "…" : text
    }

    /// `LoomViews.State<Swift.Int>` → `State<Int>`: the modules of Loom, the standard library
    /// and Foundation say nothing to the reader.
    static func withoutModuleNames(_ text: String) -> String {
        text.replacing(/\b(Loom[A-Za-z]*|Swift|Foundation|OpenCombine|Combine)\./, with: "")
    }
}

/// A `@Published` property read for DevTools: its current value, as a subscriber would get it.
protocol PublishedValueReading {
    var currentValue: Any { get }
}

extension Published: PublishedValueReading {
    var currentValue: Any {
        // A copy shares the property's storage once it has a publisher; before, it holds the
        // value itself. Either way its publisher gives the current value at once.
        var copy = self
        var current: Any = "?"
        _ = copy.projectedValue.sink { current = $0 }
        return current
    }
}
