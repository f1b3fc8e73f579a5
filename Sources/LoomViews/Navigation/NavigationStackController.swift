import LoomHost

/// What a navigation stack offers the views inside it: pushing a value or a view, popping, and
/// the destinations registered with `navigationDestination(for:)`.
@MainActor
final class NavigationStackController {
    /// Reads and changes the stack's path, whichever kind of path the stack was given.
    var path = PathAccess(elements: { [] }, append: { _ in false }, truncate: { _ in })
    /// Pushes a view (a `NavigationLink(destination:)`), after the path's screens.
    var pushView: @MainActor (AnyView) -> Void = { _ in }
    /// Pushes a `navigationDestination(isPresented:)` screen, after the others.
    var present: @MainActor (PresentedDestination) -> Void = { _ in }
    /// Takes a `navigationDestination(isPresented:)` screen off (its binding turned false).
    var withdraw: @MainActor (PresentedDestination) -> Void = { _ in }
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    /// Pushes the screen for `value`.
    func push(_ value: AnyHashable) {
        if !path.append(value) {
            RuntimeIssueReporter.report(
                "A NavigationLink pushed a \(type(of: value.base)), which the navigation stack's path cannot hold. The link did nothing.")
        }
    }

    func register<D: Hashable>(_ type: D.Type, destination: @escaping @MainActor (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) }
    }

    /// The screen for `value`, from the destination registered for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

/// A navigation stack's path, reached through closures so one stack type serves a
/// `NavigationPath`, a typed array binding, or its own state.
struct PathAccess {
    let elements: @MainActor () -> [AnyHashable]
    /// Appends a value; `false` when the path cannot hold its type.
    let append: @MainActor (AnyHashable) -> Bool
    /// Keeps the first `count` elements.
    let truncate: @MainActor (Int) -> Void
}

private struct NavigationStackControllerKey: EnvironmentKey {
    static var defaultValue: NavigationStackController? { nil }
}

extension EnvironmentValues {
    var navigationStack: NavigationStackController? {
        get { self[NavigationStackControllerKey.self] }
        set { self[NavigationStackControllerKey.self] = newValue }
    }
}
