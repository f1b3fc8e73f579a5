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

    /// A spring that settles quickly with little overshoot (SwiftUI's `.snappy`): a spring of
    /// `duration` seconds; `extraBounce` is accepted (pages draw one spring curve).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A spring with a visible overshoot (SwiftUI's `.bouncy`), drawn as a spring of `duration`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A spring with no overshoot (SwiftUI's `.smooth`), drawn as a spring of `duration`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// ``snappy(duration:extraBounce:)`` with its defaults: `.animation(.snappy, value: isOn)`.
    public static var snappy: Animation { snappy() }
    /// ``bouncy(duration:extraBounce:)`` with its defaults.
    public static var bouncy: Animation { bouncy() }
    /// ``smooth(duration:extraBounce:)`` with its defaults.
    public static var smooth: Animation { smooth() }

    public static func easeIn(duration: Double) -> Animation { Animation(host: HostAnimation(duration: duration, curve: "easeIn")) }
    public static func easeOut(duration: Double) -> Animation { Animation(host: HostAnimation(duration: duration, curve: "easeOut")) }
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// The same animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var host = self.host
        host.delay = max(0, delay)
        return Animation(host: host)
    }
    /// The same animation at a different speed.
    public func speed(_ speed: Double) -> Animation {
        guard speed > 0 else { return self }
        var host = self.host
        host.duration /= speed
        return Animation(host: host)
    }
    /// The same animation repeated for as long as the view is shown, every other run backwards
    /// when `autoreverses` (the page runs it as a CSS/Web animation with infinite iterations).
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        repeatCount(0, autoreverses: autoreverses)
    }
    /// The same animation run `count` times (`0` is forever).
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        var host = self.host
        host.repeatCount = max(0, count)
        host.autoreverses = autoreverses
        return Animation(host: host)
    }
}

extension View {
    /// Animates the changes below that come with a change of `value`, as SwiftUI does: changes
    /// made in an update where `value` stayed the same are not animated.
    ///
    /// ```swift
    /// Circle().scaleEffect(isLarge ? 1.5 : 1).animation(.spring, value: isLarge)
    /// ```
    /// Host form: a `container` styled `animated` carrying the animation, and `number`, how many
    /// times `value` has changed. The page animates the style changes below the container (transform,
    /// opacity, colours) only in a patch that also changes that count, which is the update
    /// where `value` changed. A repeating animation's loop, once started, keeps running.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(AnimationValueModifier(animation: animation, value: value))
    }
}

/// Counts the changes of `value` (kept in its node, compared with `==`) and hands the count to
/// the host container, so a renderer can tell the update that changed `value` from others.
struct AnimationValueModifier<Value: Equatable>: ViewModifier {
    typealias Body = Never
    let animation: Animation?
    let value: Value

    func _buildModifiedContent<Wrapped: View>(_ content: Wrapped, in node: Node) {
        let changes: Int
        if let seen = node.storage?.children as? ValueChanges<Value> {
            if seen.value != value {
                seen.value = value
                seen.count += 1
            }
            changes = seen.count
        } else {
            node.extras.children = ValueChanges(value)
            changes = 0
        }
        node.updateChild(AnimatedContainer(animation: animation, changes: changes, content: content), at: 0, context: node.context)
    }
}

/// The value an `animation(_:value:)` last saw, and how many times it has changed.
@MainActor
final class ValueChanges<Value> {
    var value: Value
    var count = 0
    init(_ value: Value) { self.value = value }
}

/// The host container of `animation(_:value:)`.
struct AnimatedContainer<Content: View>: BuiltinView {
    let animation: Animation?
    let changes: Int
    let content: Content

    func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.style("animated"), .number(Double(changes))]
        if let animation { properties.set(.animation(animation.host)) }
        node.buildHostContainer(.container, properties: properties, content: content)
    }
}
