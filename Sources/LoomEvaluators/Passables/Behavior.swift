import LoomReactive

/// A kept subscription: what a translator or a view configuration holds to respond to a passable.
///
/// A behavior lives exactly as long as its holder; releasing it ends the subscription.
/// Naming it separately from `AnyCancellable` says what it is for:
///
/// ```swift
/// var behavior: Behavior?
/// behavior = bezel.character.subject.sink { [weak self] in self?.show($0) }
/// ```
public typealias Behavior = AnyCancellable
