// The Combine API under one name on every platform: Apple's Combine on Apple's systems, and
// elsewhere Loom's `Combine` module (Sources/Combine: OpenCombine under Combine's name, which
// Package.swift links only on non-Apple platforms). Apps write `import Loom`, or `import Combine`
// as SwiftUI code does, and use `ObservableObject`, `@Published`, subjects and `sink` the same
// way on Linux and on Apple's systems.
//
// The schedulers come along: `receive(on: DispatchQueue.main)`, `RunLoop.main`,
// `DispatchQueue.main.schedule(after:interval:)` timers and `Timer.publish(every:on:in:)` are
// native on Apple's systems and come from OpenCombineDispatch and OpenCombineFoundation
// elsewhere. (A `RunLoop` scheduler only fires while that run loop turns: every Loom app's `main`
// turns the main run loop, see `AppRunner.runOnMainRunLoop`; a tool with an `async` `main` of its
// own on Linux does not, so there prefer `DispatchQueue.main`.)
@_exported import Combine
