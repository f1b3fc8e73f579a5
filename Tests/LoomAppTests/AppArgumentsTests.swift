import Loom
import Testing

struct AppArgumentsTests {
    @Test func everyAppTakesThePortHostAndTheServersLimits() throws {
        let arguments = try AppArguments([
            "--port", "9000", "--host", "0.0.0.0", "--max-sessions", "5", "--reconnect-grace", "1.5", "--terminal",
            "--storage", "/tmp/s.json",
        ])
        #expect(arguments.configuration.port == 9000)
        #expect(arguments.host == "0.0.0.0")
        #expect(arguments.configuration.maximumSessions == 5)
        #expect(arguments.configuration.reconnectGrace == .milliseconds(1500))
        #expect(arguments.terminal)
        #expect(arguments.storageFile == "/tmp/s.json")
    }

    @Test func aHostsOwnFlagsAreAcceptedOnlyWhenItNamesThem() throws {
        #expect(try AppArguments(["--tour"], extraFlags: ["--tour"]).flags == ["--tour"])
        #expect(throws: AppArgumentError.self) { try AppArguments(["--tour"]) }
    }

    @Test func mistakesNameTheOptionAndShowTheUsage() {
        do {
            _ = try AppArguments(["--port", "70000"])
            Issue.record("accepted an impossible port")
        } catch {
            #expect(!error.isHelp)
            #expect(error.description.contains("\"70000\" is not a port number"))
            #expect(error.description.contains("--max-sessions"))
        }
    }

    @Test func devToolsIsOffUnlessDevelopmentModeOrAKeyTurnsItOn() throws {
        #expect(try AppArguments([], environment: [:]).configuration.devTools == nil)
        let development = try AppArguments(["--dev", "--devtools-history", "40"], environment: [:])
        #expect(development.configuration.devTools?.key.count == 32)
        #expect(development.configuration.devTools?.historyLimit == 40)
        #expect(development.printsDevToolsKey)
        let given = try AppArguments(["--devtools-key", "k1"], environment: [:])
        #expect(given.configuration.devTools?.key == "k1" && !given.configuration.developmentMode && !given.printsDevToolsKey)
        #expect(try AppArguments([], environment: ["LOOM_DEVTOOLS_KEY": "k2"]).configuration.devTools?.key == "k2")
        #expect(throws: AppArgumentError.self) { try AppArguments(["--devtools-history", "0"], environment: [:]) }
    }
}
