import LoomCore
import LoomWebServer

/// Loom DevTools for a web server: `App.main()` turns it on with `--dev` (a key made at start)
/// or `--devtools-key KEY`; a server of one's own sets ``WebServerConfiguration/devTools`` to
/// ``configuration(key:historyLimit:)``.
public enum DevTools {
    /// DevTools with the inspector written in Loom (``DevToolsInspector``) and recordings
    /// exported as Swift tests (``RecordedTestWriter``).
    public static func configuration(
        key: String = DevToolsConfiguration.makeKey(), historyLimit: Int = 500
    ) -> DevToolsConfiguration {
        DevToolsConfiguration(
            key: key, historyLimit: historyLimit,
            makeInspector: { hub in ViewHost(DevToolsInspector(hub: hub, key: key)) },
            writeTest: RecordedTestWriter.swiftTest(for:))
    }
}
