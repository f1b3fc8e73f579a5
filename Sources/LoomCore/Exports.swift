// Every layer without the web server and without previews, one re-export per module:
// `import LoomCore` for code that never serves (benchmarks, view libraries); apps `import Loom`,
// which re-exports this. Previews are a product of their own (`LoomPreviews`) that `Loom` and
// `LoomTesting` bring. `LoomObservation` (Loom's `@Observable`) is here, so its macro plugin, and
// swift-syntax with it, is built with LoomCore.
// Foundation comes along as it does with `import SwiftUI`: `Date`, `UUID`, `IndexSet`, `Timer`,
// `UserDefaults`, `Locale` and the format styles are in scope without an import of their own.
@_exported import Foundation
#if canImport(FoundationNetworking)
// Linux keeps `URLSession`, `URLRequest` and friends in a module of their own; on Apple's
// platforms they are part of Foundation, so screens that fetch data expect them in scope.
@_exported import FoundationNetworking
#endif
@_exported import LoomReactive
@_exported import LoomHost
@_exported import LoomViews
@_exported import LoomTextRenderer
@_exported import LoomTerminal
@_exported import LoomWebWire
@_exported import LoomMachines
@_exported import LoomStores
@_exported import LoomEvaluators
@_exported import LoomScreens
@_exported import LoomStorage
// `@Observable` and `@ObservationIgnored` with Loom's read tracking in views.
@_exported import LoomObservation
