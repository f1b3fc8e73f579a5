import LoomHost

extension Animation {
    /// A spring settling in about `duration` seconds; `bounce` is accepted (pages draw one spring curve).
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(host: HostAnimation(duration: duration, curve: "spring"))
    }

    /// A spring from its response time and damping.
    public static func spring(response: Double, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        spring(duration: response)
    }

    /// A spring from physical parameters; drawn as a spring of about a second.
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        spring(duration: 1)
    }

    /// A spring of `duration` seconds.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        spring(duration: duration)
    }

    public static func easeIn(duration: Double) -> Animation { Animation(host: HostAnimation(duration: duration, curve: "easeIn")) }
    public static func easeOut(duration: Double) -> Animation { Animation(host: HostAnimation(duration: duration, curve: "easeOut")) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// The same animation starting `delay` seconds later (accepted: pages start at once).
    public func delay(_ delay: Double) -> Animation { self }
    /// The same animation at a different speed.
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0 else { return self }
        var host = self.host
        host.duration /= speed
        return Animation(host: host)
    }
    /// The same animation repeated (accepted: pages run it once).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// The same animation repeated `count` times (accepted: pages run it once).
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves (accepted: pages insert and remove at once).
public struct AnyTransition: Sendable {
    let name: String
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static let identity = AnyTransition(name: "identity")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// Animates the changes below when `value` changes. Accepted; pages draw changes made
    /// inside `withAnimation` with the animation's timing.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// How this view enters and leaves (accepted; see `AnyTransition`).
    public func transition(_ transition: AnyTransition) -> some View { self }
}
