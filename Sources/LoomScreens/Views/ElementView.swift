import LoomHost

/// An imperative view that owns one host element and the views below it: Loom's `UIView`.
///
/// Subclass it, create children in `setup()`, style them in `style()`, and change them in
/// `update()` (or `update(oldModel:)` for a ``ModellableView``):
/// ```swift
/// final class Badge: ElementView {
///     private let label = LabelView()
///     var count = 0 { didSet { if count != oldValue { update() } } }
///     override func setup() { addSubview(label) }
///     override func style() { backgroundColor = HostColor(red: 1, green: 0, blue: 0, name: "red") }
///     override func update() { label.text = "\(count)" }
/// }
/// ```
/// A view keeps its properties and subviews itself, and creates their host elements when it is
/// mounted into a ``HostTree`` (``mount(in:)``, or by being added to a mounted view). Removing
/// it from its superview destroys its elements, not the view: added again, it is rebuilt from
/// what it holds, which is how a navigation stack hides and shows screens.
@MainActor
open class ElementView: ImperativeView {
    /// The kind of host element this view shows as.
    public let kind: HostElementKind
    /// The element's own properties (the box modifiers are kept apart; see ``modifiers``).
    public private(set) var ownProperties: HostProperties
    /// The element's event handlers.
    public var handlers: HostEventHandlers {
        didSet { if let mounted { mounted.tree.setHandlers(handlers, of: mounted.id) } }
    }
    /// Padding around the content, applied inside the frame and background.
    public var padding: HostEdgeInsets? { didSet { syncProperties() } }
    /// A fixed or bounded size.
    public var frame: HostFrame? { didSet { syncProperties() } }
    /// The colour painted behind the view.
    public var backgroundColor: HostColor? { didSet { syncProperties() } }
    /// Whether the view is hidden: it keeps its place in the layout but is not drawn (opacity 0).
    public var isHidden = false { didSet { if isHidden != oldValue { syncProperties() } } }
    /// The views below this one, in order.
    public internal(set) var subviews: [ElementView] = []
    /// The view this one was added to.
    public internal(set) weak var superview: ElementView?
    /// Where the view is mounted: its tree and element id.
    public internal(set) var mounted: (tree: HostTree, id: HostElementID)?
    /// The model of a ``ModellableView``, kept here so the protocol can offer `model` storage.
    var modelStorage: Any?

    /// A view shown as an element of `kind`; runs `setup()`, `style()` and then the layout
    /// (`layoutSubviews()`, which calls `layout()`) once.
    public init(kind: HostElementKind) {
        self.kind = kind
        self.ownProperties = []
        self.handlers = HostEventHandlers()
        setup()
        style()
        layoutSubviews()
    }

    /// A plain container view.
    public required convenience init() {
        self.init(kind: .container)
    }

    /// Creates the children. Called once, from `init`.
    open func setup() {}
    /// Styles the view and its children. Called once, from `init`, after `setup()`.
    open func style() {}
    /// Updates the view from its properties. Called by the view itself when they change.
    open func update() {}
    /// Lays the children out. Called once after `style()`, and by ``setNeedsLayout()`` and
    /// ``layoutIfNeeded()`` (through ``layoutSubviews()``).
    open func layout() {}
    /// UIKit's layout entry point, kept for code written against it: calls ``layout()``.
    /// Override either one; Tempura views override `layout()`.
    open func layoutSubviews() {
        layout()
    }
    /// Called each time the view's element is created in a tree (after its subviews').
    open func didMount() {}
    /// Called each time the view's element was destroyed (the view was removed from a mounted superview).
    open func didUnmount() {}

    /// Asks for a new layout; Loom lays out at once, so this calls ``layoutSubviews()``.
    public func setNeedsLayout() {
        layoutSubviews()
    }

    /// Lays the view out now (``layoutSubviews()``), as UIKit does for a view that needs it.
    /// Loom has no pending layout to skip, so it always runs.
    public func layoutIfNeeded() {
        layoutSubviews()
    }

    /// The element's id, once mounted.
    public var elementID: HostElementID? { mounted?.id }

    /// Every property the element carries: its own ones plus the box modifiers.
    public var properties: HostProperties {
        var all = ownProperties
        let modifiers = self.modifiers
        if !modifiers.isEmpty { all.set(.modifiers(modifiers)) }
        return all
    }

    /// Padding, frame, background and hiding, innermost first.
    public var modifiers: [HostBoxModifier] {
        var modifiers: [HostBoxModifier] = []
        if let padding { modifiers.append(.padding(padding)) }
        if let frame { modifiers.append(.frame(frame)) }
        if let backgroundColor { modifiers.append(.background(backgroundColor)) }
        if isHidden { modifiers.append(.opacity(0)) }
        return modifiers
    }

    /// Sets one of the element's own properties.
    public func setProperty(_ property: HostProperty) {
        ownProperties.set(property)
        syncProperties()
    }

    /// Removes one of the element's own properties.
    public func removeProperty(_ key: HostProperty.Key) {
        ownProperties.remove(key)
        syncProperties()
    }

    private func syncProperties() {
        if let mounted { mounted.tree.setProperties(properties, of: mounted.id) }
    }
}
