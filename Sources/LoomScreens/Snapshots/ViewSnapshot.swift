import LoomHost

/// A container size a view is snapshotted at.
public struct SnapshotSize: Hashable, Sendable {
    /// The size's name in snapshot names (`"phone"`).
    public var name: String
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size called `name`.
    public init(_ name: String, width: Double, height: Double) {
        self.name = name
        self.width = width
        self.height = height
    }

    /// A phone-sized container.
    public static let phone = SnapshotSize("phone", width: 390, height: 844)
    /// A tablet-sized container.
    public static let tablet = SnapshotSize("tablet", width: 1024, height: 1366)
    /// The sizes used when none are given.
    public static let standard: [SnapshotSize] = [.phone, .tablet]
}

/// What a snapshotted view is placed in.
public enum SnapshotContainer: Hashable, Sendable {
    /// The view alone, filling the container size.
    case none
    /// The view as a screen pushed on a navigation stack.
    case navigationController
    /// The view as a screen presented modally.
    case modal
}

/// One rendered snapshot: a host tree holding the view with one model at one size.
@MainActor
public struct RenderedViewSnapshot {
    /// `<view>-<model>-<size>`, e.g. `AView-ok-phone`.
    public var name: String
    /// The tree holding the snapshot.
    public var tree: HostTree
}

/// A set of snapshots that can be rendered: what a test lists.
@MainActor
public protocol AnyViewSnapshot {
    /// Every snapshot of the set.
    func render() -> [RenderedViewSnapshot]
}

/// Snapshots of one view: each named model, at each container size.
///
/// ```swift
/// let snapshots = ViewSnapshot<AView>(
///     type: AView.self, container: .none,
///     models: ["ok": AViewModel(status: .ok), "error": AViewModel(status: .error)])
/// ```
/// Each snapshot builds a fresh view, sets its model (so `update(oldModel:)` runs once, from nil)
/// and places it in a container element framed at the size.
@MainActor
public struct ViewSnapshot<V: ModellableView & ElementView>: AnyViewSnapshot {
    /// The view's name in snapshot names.
    public var viewName: String
    /// What the view is placed in.
    public var container: SnapshotContainer
    /// The models, by name (rendered in name order).
    public var models: [String: V.VM]
    /// The container sizes.
    public var sizes: [SnapshotSize]

    /// Snapshots of `type` for each of `models` at each of `sizes`.
    public init(
        type: V.Type, container: SnapshotContainer = .none, models: [String: V.VM],
        sizes: [SnapshotSize] = SnapshotSize.standard
    ) {
        self.viewName = String(describing: type)
        self.container = container
        self.models = models
        self.sizes = sizes
    }

    /// Every snapshot, each in its own host tree.
    public func render() -> [RenderedViewSnapshot] {
        makeViews().map { snapshot in
            let tree = HostTree()
            tree.appendChild(snapshot.view.mount(in: tree), to: tree.rootID)
            return RenderedViewSnapshot(name: snapshot.name, tree: tree)
        }
    }

    /// Every snapshot as an unmounted view (the framed container holding the view), by name:
    /// for showing them all on one screen, e.g. in a gallery a browser test takes screenshots of.
    public func makeViews() -> [(name: String, view: ElementView)] {
        var views: [(name: String, view: ElementView)] = []
        for (modelName, model) in models.sorted(by: { $0.key < $1.key }) {
            for size in sizes {
                views.append(("\(viewName)-\(modelName)-\(size.name)", makeView(model, at: size)))
            }
        }
        return views
    }

    private func makeView(_ model: V.VM, at size: SnapshotSize) -> ElementView {
        let view = V()
        view.model = model
        let frame = ElementView(kind: .container)
        frame.frame = HostFrame(width: size.width, height: size.height, alignment: .topLeading)
        switch container {
        case .none:
            frame.addSubview(view)
        case .navigationController, .modal:
            let screen = ElementView(kind: .container)
            screen.setProperty(.presentation(container == .modal ? .modal : .push))
            screen.addSubview(view)
            frame.addSubview(screen)
        }
        return frame
    }
}
