import LoomHost
import LoomViews

/// An imperative view that shows declarative Loom content: Loom's `UIHostingController` view.
///
/// ```swift
/// override func setup() {
///     addSubview(HostingView(rootView: Toggle("Notify me", isOn: $settings.notify)))
/// }
/// ```
/// The content is hosted by a `ViewHost` under this view's element, in the same host tree, so
/// its state and updates work as anywhere else. If the view is removed and added again (a
/// navigation stack hides screens that way), the content is built anew.
public final class HostingView<Content: View>: ElementView {
    /// The declarative content (none for a hosting view made with `init()`).
    public let rootView: Content?
    /// The host of the content while mounted.
    public private(set) var host: ViewHost?

    /// A view showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(kind: .container)
    }

    /// An empty hosting view (every element view can be made with `init()`).
    public required init() {
        self.rootView = nil
        super.init(kind: .container)
    }

    /// Builds the content under the new element.
    public override func didMount() {
        host?.tearDown()
        host = nil
        guard let mounted, let rootView else { return }
        host = ViewHost(rootView, hostTree: mounted.tree, under: mounted.id)
    }

    /// Ends the content: its views disappear and their tasks are cancelled.
    public override func didUnmount() {
        host?.tearDown()
        host = nil
    }
}
