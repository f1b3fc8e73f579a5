import LoomHost

/// How a view enters and leaves: `.opacity`, `.scale`, `.slide`, `.move(edge:)`, `.push(from:)`,
/// combined (`.opacity.combined(with: .scale)`) or different each way (`.asymmetric`).
///
/// ```swift
/// if isShowingBanner { Banner().transition(.move(edge: .top).combined(with: .opacity)) }
/// ```
/// Host form: a `container` styled `transition` whose `value` lists the insertion and removal
/// effects (`in:opacity,move-top out:opacity,move-top`), with the transition's own animation if
/// it has one. The page plays them when the view is inserted or removed after the page was
/// first drawn, keeping a removed view on screen (not in the host tree) until its removal has
/// played, and skips them when the browser asks for reduced motion.
public struct AnyTransition: Sendable {
    var insertion: [String]
    var removal: [String]
    var animation: Animation?

    init(insertion: [String], removal: [String], animation: Animation? = nil) {
        self.insertion = insertion
        self.removal = removal
        self.animation = animation
    }

    init(both effects: [String]) {
        self.init(insertion: effects, removal: effects)
    }

    /// Fades in and out.
    public static let opacity = AnyTransition(both: ["opacity"])
    /// Grows from nothing and shrinks back.
    public static let scale = AnyTransition(both: ["scale"])
    /// Comes in from the leading edge and leaves towards the trailing edge.
    public static let slide = AnyTransition(insertion: ["move-leading"], removal: ["move-trailing"])
    /// Nothing: the view appears and disappears at once.
    public static let identity = AnyTransition(both: [])

    /// Grows from `scale` of its size (and shrinks back to it).
    public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(both: ["scale-" + effectNumber(max(0, scale))])
    }

    /// Comes in from `edge` and leaves towards it.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(both: ["move-\(edge)"])
    }

    /// Comes in from `edge` and leaves towards the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: ["move-\(edge)", "opacity"], removal: ["move-\(edge.opposite)", "opacity"])
    }

    /// `insertion` when the view comes in, `removal` when it goes.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal, animation: insertion.animation ?? removal.animation)
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal, animation: animation ?? other.animation)
    }

    /// The same transition with its own timing.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var transition = self
        transition.animation = animation
        return transition
    }

    /// The host `value`: `in:<effects> out:<effects>`.
    var token: String {
        "in:" + insertion.joined(separator: ",") + " out:" + removal.joined(separator: ",")
    }
}

extension Edge {
    fileprivate var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension View {
    /// How this view enters and leaves when it is inserted or removed (see ``AnyTransition``).
    public func transition(_ transition: AnyTransition) -> some View {
        TransitionContainer(transition: transition, content: self)
    }
}

/// The host container of `transition(_:)`.
struct TransitionContainer<Content: View>: BuiltinView {
    let transition: AnyTransition
    let content: Content

    func _buildNodeTree(_ node: Node) {
        var properties: HostProperties = [.style("transition"), .value(transition.token)]
        if let animation = transition.animation { properties.set(.animation(animation.host)) }
        node.buildHostContainer(.container, properties: properties, content: content)
    }
}
