import LoomHost

/// A variant of the symbols below a view: filled, in a circle or square, slashed, as
/// `.symbolVariant(.fill)` or `.symbolVariant(.circle.fill)`.
///
/// ```swift
/// Label("Delete", systemImage: "trash").symbolVariant(.fill)
/// Image(systemName: "checkmark").symbolVariant(.circle.fill)   // checkmark.circle.fill
/// ```
/// An `Image(systemName:)` below shows the variant's name (`heart` becomes `heart.fill`) when the
/// symbol set has it, and its own name otherwise, as SwiftUI falls back for symbols that lack a
/// variant. Names are joined as the SF Symbols names are: slash, then the enclosing shape, then fill
/// (`bell.slash.fill`, `person.circle.fill`).
public struct SymbolVariants: Hashable, Sendable {
    enum Enclosure: String, Hashable, Sendable {
        case circle, square, rectangle
    }

    var enclosure: Enclosure?
    var isFilled = false
    var isSlashed = false

    /// No variant: each symbol as named.
    public static let none = SymbolVariants()
    /// Symbols inside a circle.
    public static let circle = SymbolVariants(enclosure: .circle)
    /// Symbols inside a square.
    public static let square = SymbolVariants(enclosure: .square)
    /// Symbols inside a rectangle.
    public static let rectangle = SymbolVariants(enclosure: .rectangle)
    /// Filled symbols.
    public static let fill = SymbolVariants(isFilled: true)
    /// Symbols with a slash through them.
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, in a circle as well: `.fill.circle`.
    public var circle: SymbolVariants { with { $0.enclosure = .circle } }
    /// This variant, in a square as well.
    public var square: SymbolVariants { with { $0.enclosure = .square } }
    /// This variant, in a rectangle as well.
    public var rectangle: SymbolVariants { with { $0.enclosure = .rectangle } }
    /// This variant, filled as well: `.circle.fill`.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// This variant, slashed as well.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether this variant is part of `other` (`.fill` is part of `.circle.fill`).
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.enclosure == nil || other.enclosure == enclosure) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// The name of `name`'s variant: the parts this variant adds that the name does not already end
    /// with (`trash.fill` stays `trash.fill` under `.fill`).
    func name(for name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        func add(_ part: String) { if !parts.contains(part) { parts.append(part) } }
        if isSlashed { add("slash") }
        if let enclosure { add(enclosure.rawValue) }
        if isFilled { add("fill") }
        return parts.joined(separator: ".")
    }

    /// The symbol to show for `name`: its variant when the symbol set has one, else `name`.
    func resolve(_ name: String) -> String {
        guard self != .none else { return name }
        let variant = self.name(for: name)
        return HostSymbolText.character(for: variant) != nil ? variant : name
    }

    /// `inherited` with this variant's parts added (`.none` clears them).
    func adding(to inherited: SymbolVariants) -> SymbolVariants {
        guard self != .none else { return .none }
        return SymbolVariants(
            enclosure: enclosure ?? inherited.enclosure, isFilled: isFilled || inherited.isFilled,
            isSlashed: isSlashed || inherited.isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant symbols below are shown in, set by `symbolVariant(_:)`.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Shows the symbols below in `variant` where the symbol set has it. Variants add up, as in
    /// SwiftUI: `.symbolVariant(.circle)` inside `.symbolVariant(.fill)` gives `.circle.fill`,
    /// and `.symbolVariant(.none)` clears them.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(SymbolVariantModifier(variant: variant))
    }
}

/// Adds a variant to the one the content inherits.
struct SymbolVariantModifier: PlacesContentFirst, Equatable {
    typealias Body = Never
    let variant: SymbolVariants

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let combined = variant.adding(to: node.context.environment.symbolVariants)
        let context = node.contextWriting(combined, at: ObjectIdentifier(SymbolVariants.self), inheritedAt: \.symbolVariants) {
            $0.symbolVariants = combined
        }
        node.updateChild(content, at: 0, context: context)
    }
}
