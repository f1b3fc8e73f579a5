// The umbrella: `import Loom` is all an app needs, as `import SwiftUI` is on Apple's platforms.
// `LoomCore` brings every layer (and Foundation, as SwiftUI does); `LoomApp` brings `App`,
// `Scene` and `WindowGroup` with the runner behind `@main`, which serves the app on the web
// (hence the server) or in the terminal. Code that never serves imports `LoomCore` instead.
@_exported import LoomCore
@_exported import LoomData
@_exported import LoomPreviews
@_exported import LoomApp
@_exported import LoomWebServer
