import Loom

// Step 11, as written.

extension AppDelegate: RootMachine {
    typealias Input = AppEvent
    typealias Output = AppEvent

    var child: Machine<AppEvent, AppEvent> {
        .merge(
            ~Domain(),
            ~Display()
        ).redirect { .back($0) }
    }
}

// Step 12, as written, in the app delegate it belongs to.
extension AppDelegate {
func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {

    window = UIWindow()
    window?.makeKeyAndVisible()
    window?.rootViewController = MainViewController()

    start()

    return true
}
}
