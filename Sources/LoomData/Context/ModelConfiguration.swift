import Foundation

/// Where a container keeps its models, as SwiftData's: a file, memory, or (by URL) a named
/// file elsewhere or a PostgreSQL database.
///
/// ```swift
/// ModelConfiguration()                               // default.store in the app's data folder
/// ModelConfiguration(isStoredInMemoryOnly: true)     // tests and previews
/// ModelConfiguration(url: URL(filePath: "/var/lib/expenses/expenses.store"))
/// ModelConfiguration(url: URL(string: "postgres://expenses@db.internal/expenses")!)
/// ```
/// A database URL lets several processes share the models, each seeing the others' saves
/// live. `LOOM_DATABASE_URL`, when set, takes the place of the default file, so the same app
/// runs on its own file in development and on a shared database when deployed.
///
/// The app's data folder is the one `@AppStorage` uses: `$LOOM_STORAGE_DIR` (the file named
/// `<App>.store`, or `<App>-<name>.store` for a named configuration), else
/// `$XDG_DATA_HOME/<App>/` or `~/.local/share/<App>/` (`default.store`, or `<name>.store`).
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name (`"default"` unless given).
    public let name: String
    /// The store's file (for an in-memory store, a placeholder).
    public let url: URL
    public let isStoredInMemoryOnly: Bool
    /// Whether contexts may save: `false` opens the file read-only.
    public let allowsSave: Bool
    /// The models this configuration keeps, when it names them.
    public let schema: Schema?

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        let name = name ?? "default"
        self.init(name: name, schema: schema, url: Self.defaultURL(name: name), isStoredInMemoryOnly: isStoredInMemoryOnly, allowsSave: allowsSave)
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.init(name: name ?? "default", schema: schema, url: url, isStoredInMemoryOnly: false, allowsSave: allowsSave)
    }

    private init(name: String, schema: Schema?, url: URL, isStoredInMemoryOnly: Bool, allowsSave: Bool) {
        self.name = name
        self.schema = schema
        self.url = url
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.name, lhs.url, lhs.isStoredInMemoryOnly, lhs.allowsSave) == (rhs.name, rhs.url, rhs.isStoredInMemoryOnly, rhs.allowsSave)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
        hasher.combine(isStoredInMemoryOnly)
    }

    /// The default file of a configuration named `name` (see the type's documentation).
    static func defaultURL(name: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                           appName: String = ProcessInfo.processInfo.processName) -> URL {
        if name == "default", let database = environment["LOOM_DATABASE_URL"], !database.isEmpty, let url = URL(string: database) {
            return url
        }
        if let folder = environment["LOOM_STORAGE_DIR"], !folder.isEmpty {
            let file = name == "default" ? "\(appName).store" : "\(appName)-\(name).store"
            return URL(fileURLWithPath: folder).appendingPathComponent(file)
        }
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return data.appendingPathComponent(appName).appendingPathComponent("\(name).store")
    }
}
