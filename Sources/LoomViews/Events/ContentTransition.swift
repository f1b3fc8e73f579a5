/// How a view's content changes in place when it is redrawn with new content (a new symbol, a
/// new number), as opposed to a ``AnyTransition``, which plays when a view comes or goes.
///
/// ```swift
/// Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
///     .contentTransition(.symbolEffect(.replace))
/// ```
public struct ContentTransition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case identity, opacity, interpolate, numericText, symbolEffect
    }

    let kind: Kind

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content morphs from the old to the new where it can.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits roll up or down to the new number.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(kind: .numericText) }

    /// Digits roll in the direction `value` moved.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(kind: .numericText) }

    /// A symbol is swapped for the next with the given effect.
    public static func symbolEffect(_ effect: ReplaceSymbolEffect, options: SymbolEffectOptions = .default) -> ContentTransition {
        ContentTransition(kind: .symbolEffect)
    }
}

/// The effect that swaps one symbol for another: `.replace`.
public struct ReplaceSymbolEffect: Hashable, Sendable {
    /// The old symbol scales down as the new one scales up.
    public static let replace = ReplaceSymbolEffect()

    /// The same effect applied to the symbol's layers in turn (accepted: symbols are drawn whole).
    public var byLayer: ReplaceSymbolEffect { self }
    /// The same effect applied to the whole symbol at once.
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

/// Options of a symbol effect: how often and how fast it plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// Once, at the normal speed.
    public static let `default` = SymbolEffectOptions()
}

extension View {
    /// How the content below changes when it is redrawn with new content. Accepted, no effect:
    /// the page and the terminal show the new content at once (``ContentTransition/identity``),
    /// as SwiftUI does outside an animation; a view that comes or goes uses ``transition(_:)``.
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
}
