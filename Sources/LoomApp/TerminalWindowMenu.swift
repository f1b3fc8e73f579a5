import LoomCore

/// `--terminal` for an app with several windows (the showcase): a menu lists the windows;
/// Enter opens one (a fresh session), Escape returns to the menu when the window has nothing
/// left to dismiss, Ctrl-C quits. An app with one window opens it directly.
@MainActor
final class TerminalWindowMenu {
    private let title: String
    private let windows: [AppWindow]
    private let storage: KeyValueStore
    private let driver: TerminalDriver
    private var menu: ViewHost?
    private var current: (any HostSession)?
    /// DevTools' view of the window shown, with `--dev`, and the inspector's address.
    private let inspection: TerminalInspection?
    private let devToolsAddress: String?

    init(
        title: String, windows: [AppWindow], storage: KeyValueStore, driver: TerminalDriver,
        inspection: TerminalInspection? = nil, devToolsAddress: String? = nil
    ) {
        self.title = title
        self.windows = windows
        self.storage = storage
        self.driver = driver
        self.inspection = inspection
        self.devToolsAddress = devToolsAddress
        inspection?.onReplace = { [weak self] replacement in self?.current = replacement }
    }

    /// Runs until the user quits.
    func run() async throws {
        let entries = windows.map { WindowMenu.Entry(title: $0.title, summary: $0.summary) }
        let menu = ViewHost(WindowMenu(
            title: title, entries: entries, devToolsAddress: devToolsAddress, open: { [weak self] index in self?.open(index) }))
        self.menu = menu
        driver.show(menu)
        driver.onBack = { [weak self] in self?.backToMenu() }
        try await driver.run()
        inspection?.close()
        current?.tearDown()
        menu.tearDown()
    }

    private func open(_ index: Int) {
        guard windows.indices.contains(index) else { return }
        let session = inspection?.open(windows[index], storage: storage) ?? windows[index].makeView(storage)
        current = session
        driver.show(session)
    }

    private func backToMenu() {
        guard let current, let menu else { return }
        self.current = nil
        inspection?.close()
        driver.show(menu)
        current.tearDown()
    }
}

/// The terminal's menu of windows: one button per window, with its summary.
struct WindowMenu: View {
    struct Entry: Hashable {
        var title: String
        var summary: String
    }

    let title: String
    let entries: [Entry]
    /// Where DevTools' inspector is served, shown under the windows when it is on (the address
    /// printed at start is hidden while the menu has the screen).
    var devToolsAddress: String?
    let open: @MainActor (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title).font(.title)
            Text("Tab or ↑/↓ to choose · Enter to open · Esc returns here · Ctrl-C quits").foregroundColor(.secondary)
            if let devToolsAddress { Text("DevTools: \(devToolsAddress)").foregroundColor(.secondary) }
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
