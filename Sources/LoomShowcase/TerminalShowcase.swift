import Loom
import LoomWebServer

/// `swift run loom-showcase --terminal`: the showcase as a full-screen terminal UI. A menu
/// lists the examples of ``ShowcaseCatalog``; Enter opens one (a fresh instance), Escape
/// returns to the menu when the example has nothing left to dismiss, Ctrl-C quits.
@MainActor
final class TerminalShowcase {
    private let apps: [WebApp]
    private let driver = TerminalDriver()
    private var menu: ViewHost?
    private var current: (any HostSession)?
    /// The hidden test hook: crash on the first key after the menu shows, to check that the
    /// terminal is restored after a crash.
    private let crashesOnFirstKey: Bool

    init(apps: [WebApp], crashesOnFirstKey: Bool = false) {
        self.apps = apps
        self.crashesOnFirstKey = crashesOnFirstKey
    }

    /// Runs until the user quits.
    func run() async throws {
        let entries = apps.map { ShowcaseMenu.Entry(title: $0.title, summary: $0.summary) }
        let menu = ViewHost(ShowcaseMenu(entries: entries, open: { [weak self] index in self?.open(index) }))
        self.menu = menu
        driver.show(menu)
        driver.onBack = { [weak self] in self?.backToMenu() }
        if crashesOnFirstKey {
            var frames = 0
            driver.onFrame = { _ in
                frames += 1
                // The first frame is the menu; the next follows the first key.
                if frames == 2 { Self.crash() }
            }
        }
        try await driver.run()
        current?.tearDown()
        menu.tearDown()
    }

    private func open(_ index: Int) {
        guard apps.indices.contains(index) else { return }
        let session = apps[index].makeSession()
        current = session
        driver.show(session)
    }

    private func backToMenu() {
        guard let current, let menu else { return }
        self.current = nil
        driver.show(menu)
        current.tearDown()
    }

    /// A real crash (an out-of-range index traps in the Swift runtime), not a clean exit.
    private static func crash() {
        let empty: [Int] = []
        print(empty[CommandLine.arguments.count])
    }
}

/// The terminal showcase's menu: one button per example, with its summary.
struct ShowcaseMenu: View {
    struct Entry: Hashable {
        var title: String
        var summary: String
    }

    let entries: [Entry]
    let open: @MainActor (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Loom showcase").font(.title)
            Text("Tab or ↑/↓ to choose · Enter to open · Esc returns here · Ctrl-C quits").foregroundColor(.secondary)
            Divider()
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<entries.count) { index in
                        HStack(alignment: .top) {
                            Button(entries[index].title) { open(index) }
                            Text(entries[index].summary).foregroundColor(.secondary)
                        }
                    }
                }
            }
        }
        .padding(.horizontal, 16)
    }
}
