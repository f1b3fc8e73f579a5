import Loom

// UIKit stand-ins for the machines document's samples (platform swaps: UIKit does not exist on
// Linux). Only what the samples touch, main-actor bound as UIKit is.

/// Stand-in for UIKit's `UIResponder`.
@MainActor
class UIResponder {}

/// Stand-in for UIKit's `UIViewController`.
@MainActor
class UIViewController: UIResponder {}

/// Stand-in for UIKit's `UILabel`.
@MainActor
final class UILabel {
    var text: String?
}

/// Stand-in for UIKit's `UIWindow`.
@MainActor
final class UIWindow: UIResponder {
    var rootViewController: UIViewController?
    private(set) var isKeyWindow = false

    func makeKeyAndVisible() {
        isKeyWindow = true
    }
}

/// Stand-in for UIKit's `UIApplicationDelegate`, whose `window` is an optional requirement that
/// reads as `UIWindow??` through the protocol: the document's `delegate!.window!!`.
@MainActor
protocol UIApplicationDelegate: AnyObject {
    var applicationWindow: UIWindow? { get }
}

extension UIApplicationDelegate {
    var window: UIWindow?? { .some(applicationWindow) }
}

/// Stand-in for UIKit's `UIApplication`: one per process, with the app's delegate.
@MainActor
final class UIApplication {
    struct LaunchOptionsKey: Hashable {}

    static let shared = UIApplication()
    weak var delegate: (any UIApplicationDelegate)?
}

/// The document's view controller: a label for the number and a listener the screen's button
/// calls (the document shows only its `ChildMachine` extension).
final class MainViewController: UIViewController {
    let label = UILabel()
    var listener: (() -> Void)?
}

/// The document's app delegate (it shows only its `RootMachine` extension and its launch).
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var applicationWindow: UIWindow? { window }
}
