/// What one session keeps that must outlive the process serving it: its `@SceneStorage` values
/// and, when its app opts in (``keepsViewState``), the `Codable` `@State` of the views on its
/// screen, each as JSON text under a key.
///
/// A server makes one per session and hands it to the views it builds (``current``); it writes
/// ``snapshot()`` to a ``SessionStore`` as the state changes, and a session restored in another
/// process (after a crash, a restart or a deploy) starts from the stored values, so its page
/// shows the same screen. Views outside a server get none and keep their state in memory.
@MainActor
public final class SessionState {
    /// The state of the session whose views are being made: set by the server around
    /// `makeSession()`, read once by the view engine when it builds the session's tree.
    @TaskLocal public static var current: SessionState?

    /// Whether the `Codable` `@State` of the session's views is kept too (the app's choice).
    public let keepsViewState: Bool
    /// The most a snapshot keeps, in bytes of JSON text: state beyond it stays in memory only.
    public let maximumBytes: Int
    /// Counts every change, so a writer knows whether what it stored is still current.
    public private(set) var revision = 0
    /// Called after each change (the server schedules a write).
    public var onChange: (@MainActor () -> Void)?

    private var values: [String: String]
    private var restoredViews: [String: String]
    private var contributors: [String: Contributor] = [:]
    private var reportedOversize = false

    /// A key's live source of view state: read when a snapshot is taken.
    private struct Contributor {
        weak var source: (any SessionStateSource)?
    }

    /// `stored` is what a previous process kept (``snapshot()``'s keys), or empty for a new session.
    public init(restoring stored: [String: String] = [:], keepsViewState: Bool = false, maximumBytes: Int = 64 * 1024) {
        self.keepsViewState = keepsViewState
        self.maximumBytes = maximumBytes
        values = stored.filter { !$0.key.hasPrefix(Self.viewPrefix) }
        restoredViews = keepsViewState ? stored.filter { $0.key.hasPrefix(Self.viewPrefix) } : [:]
    }

    private static let scenePrefix = "scene:"
    private static let viewPrefix = "view:"

    /// The JSON text of the scene-storage value `key`, or nil.
    public func sceneValue(forKey key: String) -> String? { values[Self.scenePrefix + key] }

    /// Keeps (or, with nil, forgets) the scene-storage value `key`.
    public func setSceneValue(_ json: String?, forKey key: String) {
        let key = Self.scenePrefix + key
        guard values[key] != json else { return }
        values[key] = json
        changed()
    }

    /// Takes the stored view state at `identity` (once: a view built there again later starts
    /// from its own initial value, as it would have in the first process), and registers
    /// `source` as that identity's live value for later snapshots.
    public func claimViewState(at identity: String, source: any SessionStateSource) -> String? {
        guard keepsViewState else { return nil }
        let key = Self.viewPrefix + identity
        contributors[key] = Contributor(source: source)
        return restoredViews.removeValue(forKey: key)
    }

    /// Says a registered view state changed.
    public func viewStateDidChange() { changed() }

    private func changed() {
        revision += 1
        onChange?()
    }

    /// Everything to store now: the scene values and every live view state's current JSON,
    /// within ``maximumBytes`` (scene values first, then view states in key order; what does not
    /// fit is left out and reported once on standard error).
    public func snapshot() -> [String: String] {
        var kept = values
        var bytes = kept.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count }
        var omitted: [String] = []
        for key in contributors.keys.sorted() {
            guard let source = contributors[key]?.source else {
                contributors[key] = nil
                continue
            }
            guard let json = source.encodedState() else { continue }
            let size = key.utf8.count + json.utf8.count
            if bytes + size > maximumBytes {
                omitted.append(key)
                continue
            }
            bytes += size
            kept[key] = json
        }
        if !omitted.isEmpty, !reportedOversize {
            reportedOversize = true
            RuntimeIssue.printToStandardError(RuntimeIssue(
                "A session's state is over \(maximumBytes) bytes; \(omitted.count) view state(s) are kept in memory only "
                    + "and will not survive a move to another process (\(omitted.prefix(3).joined(separator: ", "))))."))
        }
        return kept
    }
}

/// A live value a ``SessionState`` snapshot reads: a view's `@State` box.
@MainActor
public protocol SessionStateSource: AnyObject {
    /// The value as JSON text, or nil when it cannot be encoded now.
    func encodedState() -> String?
}
